/**
 * Runs the stored timers of the tables this process owns. It only mirrors storage: the timer
 * rows are the truth, so after a restart (or on the node that takes a table over) the same
 * timers are scheduled again from their stored due times. In a cluster only a table's owner
 * schedules its timers; the other nodes write the rows and leave the running to the owner.
 */
import type { Clock } from './clock.ts';
import type { TableRecord, TimerRecord } from './storage/storage.ts';
import { isTurnBased } from './table/turn-based-settings.ts';

/** The first wait before a failed table tries again, doubled with each failure up to the last. */
export const RETRY_FIRST_MS = 250;
export const RETRY_MAX_MS = 8000;

interface Retry {
  readonly handle: unknown;
  readonly run: () => unknown;
}

export class Scheduler {
  private readonly handles = new Map<string, unknown[]>();
  /** Tables whose timer or bot action could not be written, waiting to try again. */
  private readonly retries = new Map<string, Retry>();
  /** Failures in a row per table since the store last recovered: the backoff's exponent. */
  private readonly failures = new Map<string, number>();

  /** What a due timer does: set once, by whoever follows the tables (`server.ts`). */
  private fire: (timer: TimerRecord) => unknown = () => undefined;

  constructor(
    private readonly clock: Clock,
    private readonly owns: (tableId: string) => boolean = () => true,
  ) {}

  /** Due timers run `fire` from now on (a timer acts on the whole server: its bots, its tables). */
  onDue(fire: (timer: TimerRecord) => unknown): void {
    this.fire = fire;
  }

  /** Replaces every scheduled timer of `tableId` with `timers`. */
  replace(tableId: string, timers: readonly TimerRecord[]): void {
    this.cancel(tableId);
    if (timers.length === 0 || !this.owns(tableId)) return;
    const now = this.clock.now();
    this.handles.set(
      tableId,
      // A bot's timer fires at once: its decision starts now, its answer waits for the due time
      // (`bot-turns.ts`), so the time the decision takes never moves the answer.
      timers.map((t) => this.clock.setTimeout(() => this.fire(t), t.kind === 'bot' ? 0 : t.dueAt - now)),
    );
  }

  /**
   * The same for a table as it stands: a turn-based table's timers are never held here (an idle
   * table costs no memory): they are found in storage by their due time (`due-timers.ts`).
   */
  replaceFor(table: Pick<TableRecord, 'id' | 'settings'>, timers: readonly TimerRecord[]): void {
    if (!isTurnBased(table.settings)) {
      this.replace(table.id, timers);
      return;
    }
    this.cancel(table.id);
    this.polled(timers);
  }

  /** Told of every turn-based table's new timers (the poller wakes for the earliest). */
  private polled: (timers: readonly TimerRecord[]) => void = () => undefined;

  onPolledTimers(polled: (timers: readonly TimerRecord[]) => void): void {
    this.polled = polled;
  }

  /** Whether `tableId` has timers here (false once they are dropped, or the server closes). */
  has(tableId: string): boolean {
    return this.handles.has(tableId);
  }

  /**
   * Runs `run` again after a backoff (the timers of a table whose write failed, re-planned from
   * storage): a newer plan for the table (`replace`, `cancel`) drops it, `retryNow` hurries it.
   */
  retry(tableId: string, run: () => unknown): void {
    const failures = this.failures.get(tableId) ?? 0;
    this.failures.set(tableId, failures + 1);
    const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures);
    this.clearRetry(tableId);
    const handle = this.clock.setTimeout(() => {
      this.retries.delete(tableId);
      run();
    }, wait);
    this.retries.set(tableId, { handle, run });
  }

  /** The store takes writes again: every table waiting to try again does so now, from scratch. */
  retryNow(): void {
    this.failures.clear();
    const waiting = [...this.retries.values()];
    for (const id of [...this.retries.keys()]) this.clearRetry(id);
    for (const r of waiting) r.run();
  }

  /** How many tables wait to try a failed write again. */
  retrying(): number {
    return this.retries.size;
  }

  private clearRetry(tableId: string): void {
    const r = this.retries.get(tableId);
    if (r) this.clock.clearTimeout(r.handle);
    this.retries.delete(tableId);
  }

  cancel(tableId: string): void {
    for (const h of this.handles.get(tableId) ?? []) this.clock.clearTimeout(h);
    this.handles.delete(tableId);
    this.clearRetry(tableId);
  }

  /** True once the server closes (`cancelAll`): nothing is released after that. */
  closed = false;

  cancelAll(): void {
    this.closed = true;
    for (const id of [...this.handles.keys(), ...this.retries.keys()]) this.cancel(id);
  }

  /** How many tables have timers here. */
  size(): number {
    return this.handles.size;
  }
}
