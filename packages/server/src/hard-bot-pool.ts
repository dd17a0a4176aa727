/**
 * The hard bots' searches on a small pool of worker threads (tinypool), shared by every table of
 * the server. At most `threads` searches run at once, whatever the number of tables; the others
 * wait in a queue ordered by their seats' release times (earliest first), and each search is
 * capped by the time left until its release. So a busy server makes searches shorter, never
 * releases later, and a table full of hard bots cannot delay another table's answers: it can
 * only take some of the pool's time. A worker that throws fails that one search; a worker that
 * dies is replaced by the pool, and the next search runs on the new one.
 */
import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import type { BotMetrics } from './bot-metrics.ts';
import type { HardBotAnswer, HardBotRequest } from './hard-bot-worker.ts';

export interface HardBotPoolSettings {
  /** Worker threads, the cap on concurrent searches (default: one core of the machine's, at most 2). */
  readonly threads?: number;
  /**
   * Time kept back before a release for the answer to travel and be applied, plus a fifth of the
   * time left: a busy machine answers late by a share of the work, not by a fixed amount.
   */
  readonly marginMs?: number;
  /** A search with less time than this left is not started: the caller plays its fallback. */
  readonly minSearchMs?: number;
}

export type HardSearch = Omit<HardBotRequest, 'capMs'>;

interface Waiting {
  readonly req: HardSearch;
  /** `performance.now()` of the seat's release. */
  readonly releaseAt: number;
  resolve: (answer: HardBotAnswer | null) => void;
  reject: (err: unknown) => void;
}

/** After this long past its cap a search's worker counts as hung. */
const HUNG_MS = 5000;

export const defaultBotThreads = (): number => Math.max(1, Math.min(2, availableParallelism() - 1));

export class HardBotPool {
  private pool: Tinypool | null = null;
  private readonly waiting: Waiting[] = [];
  private running = 0;
  private closed = false;
  readonly threads: number;
  private readonly marginMs: number;
  private readonly minSearchMs: number;

  constructor(
    settings: HardBotPoolSettings,
    private readonly metrics: BotMetrics,
  ) {
    this.threads = settings.threads ?? defaultBotThreads();
    this.marginMs = settings.marginMs ?? 40;
    this.minSearchMs = settings.minSearchMs ?? 10;
  }

  /** Less time than this before a release leaves no search worth starting. */
  get minimumMs(): number {
    return this.marginMs + this.minSearchMs;
  }

  private margin(leftMs: number): number {
    return this.marginMs + Math.max(0, leftMs) / 5;
  }

  /** The tinypool, started at the first search (a server without hard bots starts no thread). */
  private workers(): Tinypool {
    this.pool ??= new Tinypool({
      filename: new URL('./hard-bot-entry.mjs', import.meta.url).href,
      minThreads: this.threads,
      maxThreads: this.threads,
      idleTimeout: 60_000,
      // One search at a time per thread: the queue here decides who goes next.
      concurrentTasksPerWorker: 1,
    });
    return this.pool;
  }

  /**
   * Searches for the seat, to be ready `releaseInMs` from now. Null when no search could start in
   * time; rejects when the worker failed. Either way the caller still answers in time.
   */
  search(req: HardSearch, releaseInMs: number): Promise<HardBotAnswer | null> {
    if (this.closed) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      const releaseAt = performance.now() + releaseInMs;
      const at = this.waiting.findIndex((w) => w.releaseAt > releaseAt);
      const entry = { req, releaseAt, resolve, reject };
      if (at < 0) this.waiting.push(entry);
      else this.waiting.splice(at, 0, entry);
      // A search still waiting for a thread when too little time is left gives up then, not when a
      // thread comes free: the seat's answer must not wait for another table's search.
      const giveUp = setTimeout(
        () => {
          const index = this.waiting.indexOf(entry);
          if (index < 0) return;
          this.waiting.splice(index, 1);
          this.metrics.searchesSkipped++;
          resolve(null);
        },
        releaseInMs - this.margin(releaseInMs) - this.minSearchMs,
      );
      giveUp.unref();
      const done = () => clearTimeout(giveUp);
      entry.resolve = (answer) => {
        done();
        resolve(answer);
      };
      entry.reject = (err) => {
        done();
        reject(err);
      };
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.threads && this.waiting.length > 0) {
      const next = this.waiting.shift()!;
      const left = next.releaseAt - performance.now();
      const capMs = Math.floor(left - this.margin(left));
      if (this.closed || capMs < this.minSearchMs) {
        this.metrics.searchesSkipped++;
        next.resolve(null);
        continue;
      }
      this.running++;
      this.metrics.searches++;
      this.run(next, capMs);
    }
  }

  /**
   * One search on the pool. The caller hears by its release time whatever happens: a slow answer
   * is given up (the caller plays its fallback), and a worker that never answers (a thread that
   * exited without an error, which tinypool does not notice) gets the whole pool replaced.
   */
  private run(next: Waiting, capMs: number): void {
    const pool = this.workers();
    let settled = false;
    const settle = (answer: HardBotAnswer | null, err?: unknown) => {
      if (settled) return;
      settled = true;
      if (err === undefined) next.resolve(answer);
      else next.reject(err);
    };
    // Half the margin is left for the answer's way back and its release.
    const slow = setTimeout(() => settle(null), capMs + this.margin(capMs) / 2);
    const hung = setTimeout(() => {
      this.metrics.workerFailures++;
      if (this.pool === pool) this.pool = null;
      pool.destroy().catch(() => undefined);
    }, capMs + HUNG_MS);
    slow.unref();
    hung.unref();
    (pool.run({ ...next.req, capMs } satisfies HardBotRequest) as Promise<HardBotAnswer>)
      .then(
        (answer) => {
          if (answer.capped) this.metrics.searchesCapped++;
          settle(answer);
        },
        (err: unknown) => {
          if (this.pool === pool) this.metrics.workerFailures++;
          settle(null, err);
        },
      )
      .finally(() => {
        clearTimeout(slow);
        clearTimeout(hung);
        this.running--;
        this.pump();
      });
  }

  /** The pool's worker threads (tests end one to see it replaced). */
  threadsRunning(): readonly { threadId: number; terminate(): Promise<unknown> }[] {
    return this.pool?.threads ?? [];
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w.resolve(null);
    const pool = this.pool;
    this.pool = null;
    if (!pool) return;
    // tinypool waits for every thread's exit, which never comes for a thread that already ended.
    const gone = new Promise<void>((resolve) => setTimeout(resolve, 2000).unref());
    await Promise.race([pool.destroy().catch(() => undefined), gone]);
  }
}
