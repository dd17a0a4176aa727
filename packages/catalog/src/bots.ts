/**
 * Each game's bots for the lobby levels: its heuristic ("medium") and search settings ("hard").
 * Bots cannot import games, so the pairing lives here, one line per game; the server and the
 * simulator both take their bots from it.
 */
import { type BotEntry, type Budget, createBotLevels } from '@nobid/bots';
import type { AnyGame } from '@nobid/engine';
import { nobidBots, nobidGame } from '@nobid/nobid';
import { startupsBots, startupsGame } from '@nobid/startups';
import { GAMES } from './index.ts';

export const BOT_ENTRIES: Readonly<Record<string, BotEntry>> = {
  nobid: { game: nobidGame, ...nobidBots },
  startups: { game: startupsGame, ...startupsBots },
};

/** A game's bot entry; a game without one (a test's toy game) still gets random and plain ISMCTS bots. */
export function botEntry(game: AnyGame): BotEntry {
  return BOT_ENTRIES[game.name] ?? { game };
}

export function botLevels(hardBudget: Budget) {
  return createBotLevels(
    Object.fromEntries(Object.values(GAMES).map((game) => [game.name, botEntry(game)])),
    {
      hardBudget,
    },
  );
}
