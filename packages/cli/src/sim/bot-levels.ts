/**
 * The lobby levels for every catalogued game. Bots cannot import games, so each game's own
 * heuristic ("medium") is handed in here, one line per game that has one.
 */
import { type AnyBot, type Budget, createBotLevels } from '@nobid/bots';
import { GAMES } from '@nobid/catalog';
// The heuristic is not re-exported from @nobid/nobid yet; switch to the package import once it is.
import { nobidHeuristicBot } from '../../../nobid/src/heuristic-bot/index.ts';

const HEURISTICS: Readonly<Record<string, AnyBot>> = {
  nobid: nobidHeuristicBot,
};

export function simBotLevels(hardBudget: Budget) {
  const entries = Object.fromEntries(
    Object.entries(GAMES).map(([name, game]) => [name, { game, heuristic: HEURISTICS[name] }]),
  );
  return createBotLevels(entries, { hardBudget });
}
