/**
 * The games this project hosts, by name: the one place where surfaces (server, CLI, simulator)
 * look a game up, so none of them special-cases a game name. Each game adds one line here.
 */
import type { AnyGame } from '@nobid/engine';
import { nobidGame } from '@nobid/nobid';
import { startupsGame } from '@nobid/startups';

export const GAMES: Readonly<Record<string, AnyGame>> = {
  nobid: nobidGame,
  startups: startupsGame,
};

export function gameByName(name: string): AnyGame {
  const game = GAMES[name];
  if (!game) {
    const known = Object.keys(GAMES).join(', ') || '(none yet)';
    throw new Error(`unknown game "${name}"; known games: ${known}`);
  }
  return game;
}

export { BOT_ENTRIES, botEntry, botLevels } from './bots.ts';
export { DEFAULT_SCENARIO_GAME, runScenarioFile, SCENARIOS, scenariosOf } from './scenarios.ts';
