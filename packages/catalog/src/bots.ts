/**
 * Each game's bots for the lobby levels, from the catalog: its heuristic ("medium") and search
 * settings ("hard"). Bots cannot import games, so the pairing lives in the catalog; the server,
 * the simulator and the browser's analysis all take their bots from here.
 */
import { type BotEntry, type Budget, createBotLevels } from '@nobid/bots';
import type { AnyGame } from '@nobid/engine';
import { CATALOG, GAME_NAMES, GAMES } from './catalog.ts';

export const BOT_ENTRIES: Readonly<Record<string, BotEntry>> = Object.fromEntries(
  GAME_NAMES.map((name) => [name, { game: CATALOG[name].game, ...CATALOG[name].bots }]),
);

/** A game's bot entry; a game without one (a test's toy game) still gets random and plain ISMCTS bots. */
export function botEntry(game: AnyGame): BotEntry {
  return BOT_ENTRIES[game.name] ?? { game };
}

export function botLevels(hardBudget: Budget) {
  return createBotLevels(
    Object.fromEntries(Object.values(GAMES).map((game) => [game.name, botEntry(game)])),
    { hardBudget },
  );
}
