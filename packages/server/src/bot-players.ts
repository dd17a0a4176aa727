/**
 * Bot seats (and away players' seats) on the server: the bots package's levels, asked through
 * its `decide`, so a bot only ever sees its seat's view. Each decision gets fresh dice from the
 * server's own random source, never from the game's generator. The hard level searches on a
 * worker thread with a time budget, so that no table waits for another table's bot.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { decide, levelBot, parseLevel } from '@nobid/bots';
import { botEntry, GAMES } from '@nobid/catalog';
import type { AnyBot } from '@nobid/engine';
import { type AnyGame, rngFromSeed, type SeatAction } from '@nobid/engine';
import type { BotLevel } from '@nobid/protocol';
import type { HardBotRequest, HardBotResponse } from './hard-bot-worker.ts';

export interface BotProvider {
  choose(
    game: AnyGame,
    state: unknown,
    seat: number,
    level: BotLevel,
    random: () => number,
  ): SeatAction | Promise<SeatAction>;
  close?(): Promise<void>;
}

/** A hard bot's thinking time on the server. */
const HARD_MS = 250;
/** When no worker can run (or it fails), the hard level searches this much on the main thread. */
const FALLBACK_HARD = { iterations: 60 };

function startWorker(): Worker {
  const require = createRequire(import.meta.url);
  // The worker runs TypeScript too: load tsx in it before the worker module.
  const bootstrap = `
    const { workerData } = require('node:worker_threads');
    import(workerData.tsx).then((m) => { m.register(); return import(workerData.entry); });
  `;
  const worker = new Worker(bootstrap, {
    eval: true,
    workerData: {
      // The ESM entry of tsx's API (require.resolve finds the CommonJS one, which cannot register hooks here).
      tsx: pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href,
      entry: new URL('./hard-bot-worker.ts', import.meta.url).href,
    },
  });
  worker.unref();
  return worker;
}

function hardBotWorker() {
  let worker: Worker | null = null;
  let failed = false;
  let next = 0;
  const pending = new Map<number, { resolve: (a: unknown) => void; reject: (e: Error) => void }>();
  const fail = () => {
    failed = true;
    for (const p of pending.values()) p.reject(new Error('bot worker stopped'));
    pending.clear();
  };
  const get = (): Worker | null => {
    if (failed) return null;
    if (!worker) {
      worker = startWorker();
      worker.on('message', (msg: HardBotResponse | 'ready') => {
        if (msg === 'ready') return;
        const p = pending.get(msg.id);
        pending.delete(msg.id);
        if (msg.ok) p?.resolve(msg.action);
        else p?.reject(new Error(msg.error));
      });
      worker.on('error', fail);
      worker.on('exit', fail);
    }
    return worker;
  };
  return {
    available: () => get() !== null,
    ask(req: Omit<HardBotRequest, 'id'>): Promise<unknown> {
      const w = get();
      if (!w) return Promise.reject(new Error('no bot worker'));
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.postMessage({ ...req, id });
      });
    },
    async close() {
      failed = true;
      if (worker) await worker.terminate();
    },
  };
}

export function levelBots(): BotProvider {
  const cache = new Map<string, AnyBot>();
  const hard = hardBotWorker();
  const local = (game: AnyGame, level: BotLevel): AnyBot => {
    const key = `${game.name}:${level}`;
    let bot = cache.get(key);
    if (!bot) {
      bot = levelBot(botEntry(game), parseLevel(level), { hardBudget: FALLBACK_HARD });
      cache.set(key, bot);
    }
    return bot;
  };
  const dice = (random: () => number, seat: number) => `${Math.floor(random() * 2 ** 47)}:${seat}`;
  return {
    async choose(game, state, seat, level, random) {
      const seed = dice(random, seat);
      if (level !== 'hard') return decide(game, state, seat, local(game, level), rngFromSeed(seed));
      const started = performance.now();
      let action: SeatAction | null = null;
      if (GAMES[game.name] === game && game.legalActions(state, seat).length > 1) {
        try {
          const answer = (await hard.ask({ game: game.name, state, seat, seed, ms: HARD_MS })) as SeatAction;
          if (game.check(state, answer) === null) action = answer;
        } catch {
          // Fall through to a small search here: a bot seat must always answer.
        }
      }
      action ??= decide(game, state, seat, local(game, level), rngFromSeed(seed));
      // A search takes its budget, a forced answer none: wait out the budget either way, so the
      // time a hard bot takes says nothing about how many choices its hand gave it.
      const left = HARD_MS - (performance.now() - started);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
      return action;
    },
    close: () => hard.close(),
  };
}
