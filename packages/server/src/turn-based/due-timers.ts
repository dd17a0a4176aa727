/**
 * The timers of turn-based tables, found in storage rather than held in memory: an idle table
 * (most of them, most of the time) costs no memory. Each poll asks storage for the timers due by
 * now (an indexed query on the due time), claims each with a conditional update (so that in a
 * cluster exactly one node fires it; a claim lapses after `claimMs` if its node died), loads the
 * table, fires the timer as the in-memory scheduler would (`fireTimer`), and lets the table go
 * again when nobody is looking at it. The next poll is at the earliest stored due time or after
 * `pollMs` (other nodes' timers), and sooner when this node writes an earlier one (`wake`).
 */
import type { ServerContext } from '../context.ts';
import type { TimerRecord } from '../storage/storage.ts';
import { fireTimer } from '../timer-actions.ts';
import { type ClockLow, fireClockLow } from './clock-low.ts';

export interface DuePollOptions {
  /** The longest wait between two polls (default 1 s). */
  readonly pollMs: number;
  /** Timers taken per query (default 100). */
  readonly batch: number;
  /** How long a claim holds before another node may fire the timer (default 60 s). */
  readonly claimMs: number;
}

export const DEFAULT_DUE_POLL: DuePollOptions = { pollMs: 1000, batch: 100, claimMs: 60_000 };

const errName = (err: unknown) => (err instanceof Error ? err.name : typeof err);

export class DueTimerPoller {
  private handle: unknown = null;
  private nextAt = Number.POSITIVE_INFINITY;
  private polling: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /** Timers this poller fired (tests and the bench count them). */
  fired = 0;
  private readonly lowListeners: ((low: ClockLow) => void)[] = [];

  constructor(
    private readonly ctx: ServerContext,
    private readonly opts: DuePollOptions = DEFAULT_DUE_POLL,
  ) {}

  start(): void {
    this.schedule(this.ctx.clock.now());
  }

  stop(): void {
    this.stopped = true;
    if (this.handle !== null) this.ctx.clock.clearTimeout(this.handle);
    this.handle = null;
  }

  /** `listener` hears of each seat whose clock fell low, once per move (`notices.ts` tells its player). */
  onClockLow(listener: (low: ClockLow) => void): void {
    this.lowListeners.push(listener);
  }

  /** This node wrote a turn-based table's timers: the poll comes no later than the earliest. */
  wake(timers: readonly TimerRecord[]): void {
    if (timers.length === 0) return;
    const earliest = Math.min(...timers.map((t) => t.dueAt));
    if (earliest < this.nextAt) this.schedule(earliest);
  }

  /** Polls until nothing is due (and waits for a poll in progress). */
  async poll(): Promise<void> {
    if (this.polling) {
      this.again = true;
      return this.polling;
    }
    this.polling = this.drain().finally(() => {
      this.polling = null;
    });
    await this.polling;
    if (this.again) {
      this.again = false;
      await this.poll();
    }
  }

  private schedule(due: number): void {
    if (this.stopped) return;
    if (this.handle !== null) this.ctx.clock.clearTimeout(this.handle);
    // Never later than `pollMs`: a wake for this node's own far timer must not hide the timers
    // other nodes write meanwhile, nor those of a node that died.
    const at = Math.min(due, this.ctx.clock.now() + this.opts.pollMs);
    this.nextAt = at;
    this.handle = this.ctx.clock.setTimeout(() => {
      this.handle = null;
      this.nextAt = Number.POSITIVE_INFINITY;
      // Returned, so that a virtual clock (tests) waits for the poll; a real one ignores it.
      return this.poll().finally(() => this.planNext());
    }, at - this.ctx.clock.now());
  }

  private async planNext(): Promise<void> {
    if (this.stopped || this.handle !== null) return;
    const now = this.ctx.clock.now();
    let at = now + this.opts.pollMs;
    try {
      const next = await this.ctx.storage.nextDueAt(now);
      if (next !== null) at = Math.min(at, next);
    } catch (err) {
      this.ctx.log.warn({ errName: errName(err) }, 'could not look for the next due timer');
    }
    if (this.handle === null || at < this.nextAt) this.schedule(at);
  }

  private async drain(): Promise<void> {
    const { storage, clock } = this.ctx;
    for (;;) {
      const now = clock.now();
      let due: TimerRecord[];
      try {
        due = await storage.dueTimers(now, this.opts.batch);
      } catch (err) {
        this.ctx.log.warn({ errName: errName(err) }, 'could not read due timers');
        return;
      }
      for (const timer of due) {
        if (!(await storage.claimTimer(timer, now, now + this.opts.claimMs).catch(() => false))) continue;
        this.fired++;
        await this.fire(timer);
        await this.unloadIfIdle(timer.tableId);
      }
      if (due.length < this.opts.batch) return;
    }
  }

  /** Only turn-based tables have clock-low timers, and only this poller holds their timers. */
  private async fire(timer: TimerRecord): Promise<void> {
    if (timer.kind !== 'clock-low') return fireTimer(this.ctx, timer);
    const low = await fireClockLow(this.ctx, timer).catch((err: unknown) => {
      this.ctx.log.error({ table: timer.tableId, seat: timer.seat, errName: errName(err) }, 'timer failed');
      return null;
    });
    if (low) for (const listener of this.lowListeners) listener(low);
  }

  /** A table nobody looks at goes back to storage once its timer has fired. */
  private unloadIfIdle(tableId: string): Promise<void> {
    return this.ctx.lock
      .run(tableId, async () => {
        if (!idle(this.ctx, tableId)) return;
        this.ctx.runtimes.evict(tableId);
      })
      .catch(() => undefined);
  }
}

/** Nobody looks at the table on this node and no bot of it is deciding. */
export function idle(ctx: ServerContext, tableId: string): boolean {
  return (
    ctx.out.connectedSeats(tableId, 16).size === 0 &&
    ctx.out.spectators(tableId) === 0 &&
    !ctx.botTurns.busy(tableId)
  );
}
