/**
 * Whether the server's writes to its database go through: the truth `/api/ready` tells, and the
 * signal that brings back the tables whose writes failed. Every write of the table store is
 * watched (`watchWrites`); a failure of the disk (`isDiskFailure`) marks the store failing, and
 * the next write that succeeds (a retried action, or the readiness probe's own write) marks it
 * sound again and calls `onRecovered`, so the tables waiting to try again do so at once.
 */
import type { Logger } from 'pino';
import { isDiskFailure } from './errors.ts';
import type { Storage } from './storage/storage.ts';

export interface WriteFailure {
  /** Epoch ms of the first failure of this episode. */
  readonly since: number;
  /** The error's code (SQLITE_FULL, ENOSPC, 53100…): no message, which could quote a query. */
  readonly code: string;
}

export class WriteHealth {
  private current: WriteFailure | null = null;
  private readonly recovered = new Set<() => void>();

  constructor(
    private readonly log: Pick<Logger, 'warn' | 'info'>,
    private readonly now: () => number,
  ) {}

  /** Null while writes go through. */
  get failure(): WriteFailure | null {
    return this.current;
  }

  failed(err: unknown): void {
    if (!isDiskFailure(err) || this.current) return;
    const code = String((err as { code?: unknown }).code);
    this.current = { since: this.now(), code };
    this.log.warn({ code }, 'writes to the database fail: the disk is full or failing');
  }

  succeeded(): void {
    const was = this.current;
    if (!was) return;
    this.current = null;
    this.log.info({ code: was.code, ms: this.now() - was.since }, 'writes to the database go through again');
    for (const listener of this.recovered) listener();
  }

  onRecovered(listener: () => void): void {
    this.recovered.add(listener);
  }
}

/** The store, with each of its writes reported to `health`. */
export function watchWrites(inner: Storage, health: WriteHealth): Storage {
  const watched =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await fn(...args);
        health.succeeded();
        return result;
      } catch (err) {
        health.failed(err);
        throw err;
      }
    };
  return {
    ...inner,
    createTable: watched(inner.createTable),
    claimSeat: watched(inner.claimSeat),
    updateSeat: watched(inner.updateSeat),
    startTable: watched(inner.startTable),
    appendAction: watched(inner.appendAction),
    replaceTimers: watched(inner.replaceTimers),
    setRematch: watched(inner.setRematch),
    probeWrite: watched(inner.probeWrite),
  };
}
