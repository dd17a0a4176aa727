/**
 * Bot seats (and away players' seats) on the server: the bots package's levels, asked through
 * its `decide`, so a bot only ever sees its seat's view. Each decision gets fresh dice from the
 * server's own random source, never from the game's generator.
 */
import { type AnyBot, decide, levelBot, parseLevel } from '@nobid/bots';
import { type AnyGame, rngFromSeed, type SeatAction } from '@nobid/engine';
import type { BotLevel } from './protocol.ts';

export interface BotProvider {
  choose(game: AnyGame, state: unknown, seat: number, level: BotLevel, random: () => number): SeatAction;
}

/**
 * ISMCTS blocks the event loop while it thinks, and every table on this process waits with it,
 * so the server gives the hard level a smaller budget than offline play.
 */
const SERVER_HARD_BUDGET = { iterations: 300 };

export function levelBots(): BotProvider {
  const cache = new Map<string, AnyBot>();
  return {
    choose(game, state, seat, level, random) {
      const key = `${game.name}:${level}`;
      let bot = cache.get(key);
      if (!bot) {
        bot = levelBot({ game }, parseLevel(level), { hardBudget: SERVER_HARD_BUDGET });
        cache.set(key, bot);
      }
      const rng = rngFromSeed(`${Math.floor(random() * 2 ** 48)}:${seat}`);
      return decide(game, state, seat, bot, rng);
    },
  };
}
