/**
 * Each game's bots for the lobby levels: its heuristic ("medium") and search settings ("hard").
 * Bots cannot import games, so the pairing lives here, one line per game; the server and the
 * simulator both take their bots from it.
 */
import { type BotEntry, type Budget, createBotLevels } from '@nobid/bots';
import { nobidBots, nobidGame } from '@nobid/nobid';
import { startupsGame, startupsHeuristicBot } from '@nobid/startups';
import { GAMES } from './index.ts';

export const BOT_ENTRIES: Readonly<Record<string, BotEntry>> = {
  nobid: { game: nobidGame, ...nobidBots },
  startups: { game: startupsGame, heuristic: startupsHeuristicBot },
};

/** A game's bot entry; a catalogued game without one still gets random and plain ISMCTS bots. */
export function botEntry(name: string): BotEntry {
  const entry = BOT_ENTRIES[name];
  if (entry) return entry;
  const game = GAMES[name];
  if (!game) throw new Error(`unknown game "${name}"; known games: ${Object.keys(GAMES).join(', ')}`);
  return { game };
}

export function botLevels(hardBudget: Budget) {
  return createBotLevels(Object.fromEntries(Object.keys(GAMES).map((name) => [name, botEntry(name)])), {
    hardBudget,
  });
}
