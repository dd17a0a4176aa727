/**
 * The hard (ISMCTS) bot's search, run on a worker thread of the server's pool
 * (`hard-bot-pool.ts`): a search takes hundreds of milliseconds, and on the main thread it would
 * stall every table for that long. Receives a seat's decision (the full state stays inside the
 * server process; the bot itself sees only the seat's view, `decide`), answers with the action.
 *
 * The budget is the bots package's hard level (an iteration count, the same as the simulator's
 * and the bench's), with a millisecond cap only as a safety limit: the time left before the
 * seat's drawn release, so that a busy pool makes a search shorter, never a release later.
 */
import { threadId } from 'node:worker_threads';
import { type Budget, decide, HARD_SAFETY_MS, HARD_SERVER_BUDGET, levelBot } from '@nobid/bots';
import { botEntry, GAMES } from '@nobid/catalog';
import { rngFromSeed } from '@nobid/engine';
import { HardBotMemory, type TableHistory } from './hard-bot-memory.ts';

export interface HardBotRequest {
  readonly game: string;
  readonly state: unknown;
  readonly seat: number;
  readonly seed: string;
  /** The safety cap: the search stops after this many ms even if iterations are left. */
  readonly capMs: number;
  /**
   * The table's log so far, from which the bot's memory of the table is rebuilt as the seat's
   * views (`hard-bot-memory.ts`); without it the bot decides from this view alone.
   */
  readonly table?: TableHistory;
}

export interface HardBotAnswer {
  readonly action: unknown;
  /** How long the search ran, and whether the cap stopped it before its iterations were done. */
  readonly ms: number;
  readonly capped: boolean;
  /** The cap the search was given: the time left before the release, less the pool's margin. */
  readonly capMs: number;
  /** The worker thread that searched (never the server's main thread, 0). */
  readonly threadId: number;
}

/** The hard level's server budget, its safety cap lowered to the time left before the release. */
export function cappedHardBudget(capMs: number): Budget {
  // The search stops at whichever of the two comes first.
  return { ...HARD_SERVER_BUDGET, ms: Math.min(HARD_SAFETY_MS, capMs) };
}

/** This thread's memory of the tables its hard bots sit at. */
const memory = new HardBotMemory();

export default function search(req: HardBotRequest): HardBotAnswer {
  const game = GAMES[req.game];
  if (!game) throw new Error(`no game ${req.game} in the catalog`);
  const budget = cappedHardBudget(req.capMs);
  const bot = req.table
    ? memory.bot(game, botEntry(game), req.table, req.seat, budget)
    : levelBot(botEntry(game), 'hard', { hardBudget: budget });
  const started = performance.now();
  const action = decide(game, req.state, req.seat, bot, rngFromSeed(req.seed));
  const ms = performance.now() - started;
  return { action, ms, capped: ms >= Math.min(HARD_SAFETY_MS, req.capMs), capMs: req.capMs, threadId };
}
