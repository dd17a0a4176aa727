/**
 * The games this project hosts, by name: the one list that every surface (server, CLI, simulator,
 * the browser's lab, replay analysis and tutorial) looks a game up in, so none of them
 * special-cases a game name. Each game adds one entry to `CATALOG`: its rules, its bots, its
 * scenario adapter and its own simulator figures. The catalog does no I/O, so the browser can
 * use it; reading scenario files is the CLI's.
 */
import type { BotEntry } from '@nobid/bots';
import type { AnyGame } from '@nobid/engine';
import { nobidBots, nobidGame, nobidScenarios } from '@nobid/nobid';
import { nobidMetrics } from '@nobid/nobid/sim';
import type { AnyScenarios } from '@nobid/scenario';
import type { GameMetrics } from '@nobid/sim';
import { startupsBots, startupsGame, startupsScenarios } from '@nobid/startups';
import { GAME_NAMES, type GameName, isGameName } from './names.ts';

export { GAME_NAMES, type GameName, isGameName };

export interface CatalogEntry {
  readonly game: AnyGame;
  /** The lobby levels' bots: the game's heuristic ("medium") and its search settings ("hard"). */
  readonly bots: Omit<BotEntry, 'game'>;
  readonly scenarios: AnyScenarios;
  /** The game's own simulator figures; a game without them gets the figures every game has. */
  readonly metrics?: GameMetrics;
}

export const CATALOG: Readonly<Record<GameName, CatalogEntry>> = {
  nobid: { game: nobidGame, bots: nobidBots, scenarios: nobidScenarios, metrics: nobidMetrics },
  startups: { game: startupsGame, bots: startupsBots, scenarios: startupsScenarios },
};

function entryOf(name: string): CatalogEntry {
  if (!isGameName(name)) throw new Error(`unknown game "${name}"; known games: ${GAME_NAMES.join(', ')}`);
  return CATALOG[name];
}

export const GAMES: Readonly<Record<string, AnyGame>> = Object.fromEntries(
  GAME_NAMES.map((name) => [name, CATALOG[name].game]),
);

export const gameByName = (name: string): AnyGame => entryOf(name).game;

/** A game's own simulator figures (No Bid's), or undefined for a game without them. */
export const metricsOf = (name: string): GameMetrics | undefined =>
  isGameName(name) ? CATALOG[name].metrics : undefined;
