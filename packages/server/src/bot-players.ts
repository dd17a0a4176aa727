/**
 * Bot seats (and away players' seats) on the server: the bots package's levels, asked through
 * its `decide`, so a bot only ever sees its seat's view. Each decision gets fresh dice from the
 * server's own random source, never from the game's generator. The hard level searches on the
 * server's worker pool (`hard-bot-pool.ts`) with the level's iteration budget, capped by the time
 * left before the seat's drawn release.
 *
 * A provider only decides; when the answer is released is not its business: the release time
 * is drawn before the decision starts and kept whatever the decision took (`bot-turns.ts`).
 */
import { decide, levelBot, parseLevel } from '@nobid/bots';
import { botEntry, GAMES } from '@nobid/catalog';
import type { AnyBot } from '@nobid/engine';
import { type AnyGame, rngFromSeed, type SeatAction } from '@nobid/engine';
import type { BotLevel } from '@nobid/protocol';
import { BotMetrics } from './bot-metrics.ts';
import type { TableHistory } from './hard-bot-memory.ts';
import { HardBotPool, type HardBotPoolSettings } from './hard-bot-pool.ts';

export interface BotProvider {
  /**
   * The seat's action. `releaseInMs` is how long until the answer is released (the decision may
   * use that much time, no more).
   */
  choose(
    game: AnyGame,
    state: unknown,
    seat: number,
    level: BotLevel,
    random: () => number,
    releaseInMs?: number,
    /** The table's log so far, for a bot that remembers the table (the hard level). */
    history?: TableHistory,
  ): SeatAction | Promise<SeatAction>;
  close?(): Promise<void>;
}

export interface LevelBotsOptions extends HardBotPoolSettings {
  readonly metrics?: BotMetrics;
}

export interface LevelBots extends BotProvider {
  readonly pool: HardBotPool;
  readonly metrics: BotMetrics;
  close(): Promise<void>;
}

/** Without a release time (a caller that does not say), a hard search gets this much. */
const DEFAULT_RELEASE_MS = 1000;

export function levelBots(options: LevelBotsOptions = {}): LevelBots {
  const metrics = options.metrics ?? new BotMetrics();
  const pool = new HardBotPool(options, metrics);
  const cache = new Map<string, AnyBot>();
  const local = (game: AnyGame, level: 'easy' | 'medium'): AnyBot => {
    const key = `${game.name}:${level}`;
    let bot = cache.get(key);
    if (!bot) {
      bot = levelBot(botEntry(game), level);
      cache.set(key, bot);
    }
    return bot;
  };
  const dice = (random: () => number, seat: number) => `${Math.floor(random() * 2 ** 47)}:${seat}`;

  /** The hard level: a search on the pool, and the heuristic's answer ready before it, as the fallback. */
  async function hard(
    game: AnyGame,
    state: unknown,
    seat: number,
    seed: string,
    releaseInMs: number,
    history: TableHistory | undefined,
  ) {
    const fallback = decide(game, state, seat, local(game, 'medium'), rngFromSeed(seed));
    // A search needs a choice to make, a game the workers know (the catalog's), and time: with
    // little left (a decision that started late) the heuristic answers at once, off the pool,
    // so that no wait for a thread sits between a seat with a choice and its release.
    if (GAMES[game.name] !== game || game.legalActions(state, seat).length < 2) return fallback;
    if (releaseInMs < pool.minimumMs) return fallback;
    try {
      const req = history
        ? { game: game.name, state, seat, seed, table: history }
        : { game: game.name, state, seat, seed };
      const answer = await pool.search(req, releaseInMs);
      if (answer && game.check(state, answer.action) === null) return answer.action as SeatAction;
    } catch {
      // The worker failed (the pool replaces a dead one): this decision falls back, in time.
    }
    return fallback;
  }

  return {
    pool,
    metrics,
    async choose(game, state, seat, level, random, releaseInMs = DEFAULT_RELEASE_MS, history) {
      const started = performance.now();
      const seed = dice(random, seat);
      const parsed = parseLevel(level);
      // Without a search (a forced answer, no time left, a failed worker) hard plays the heuristic.
      const action =
        parsed === 'hard'
          ? await hard(game, state, seat, seed, releaseInMs, history)
          : decide(game, state, seat, local(game, parsed), rngFromSeed(seed));
      metrics.recordDecision(performance.now() - started);
      return action;
    },
    close: () => pool.close(),
  };
}
