/**
 * Runs the stored timers of the tables this process owns. It only mirrors storage: the timer
 * rows are the truth, so after a restart (or on the node that takes a table over) the same
 * timers are scheduled again from their stored due times. In a cluster only a table's owner
 * schedules its timers; the other nodes write the rows and leave the running to the owner.
 */
import type { Clock } from './clock.ts';
import type { TimerRecord } from './storage/storage.ts';

export class Scheduler {
  private readonly handles = new Map<string, unknown[]>();

  constructor(
    private readonly clock: Clock,
    private readonly fire: (timer: TimerRecord) => unknown,
    private readonly owns: (tableId: string) => boolean = () => true,
  ) {}

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

  /** Whether `tableId` has timers here (false once they are dropped, or the server closes). */
  has(tableId: string): boolean {
    return this.handles.has(tableId);
  }

  cancel(tableId: string): void {
    for (const h of this.handles.get(tableId) ?? []) this.clock.clearTimeout(h);
    this.handles.delete(tableId);
  }

  cancelAll(): void {
    for (const id of [...this.handles.keys()]) this.cancel(id);
  }

  /** How many tables have timers here. */
  size(): number {
    return this.handles.size;
  }
}
