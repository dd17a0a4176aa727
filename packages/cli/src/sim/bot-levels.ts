/**
 * The lobby levels for every catalogued game. Bots cannot import games, so each game's own
 * heuristic ("medium") and search settings ("hard") are handed in here, one line per game.
 */
import { type BotEntry, type Budget, createBotLevels } from '@nobid/bots';
import { GAMES } from '@nobid/catalog';
// The heuristic is not re-exported from @nobid/nobid yet; switch to the package import once it is.
import { nobidBots } from '../../../nobid/src/heuristic-bot/index.ts';

/** Each game's heuristic and search settings, one line per game that has them. */
const GAME_BOTS: Readonly<Record<string, Omit<BotEntry, 'game'>>> = {
  nobid: nobidBots,
};

export function simBotLevels(hardBudget: Budget) {
  const entries = Object.fromEntries(
    Object.entries(GAMES).map(([name, game]) => [name, { game, ...GAME_BOTS[name] }]),
  );
  return createBotLevels(entries, { hardBudget });
}
