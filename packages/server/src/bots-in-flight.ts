/**
 * The bot decisions in flight on this server (`bot-turns.ts` starts and ends them), and their
 * counters. Its own file: the context holds it, and the context must not reach the bot turns,
 * which apply actions through it.
 */
import type { BotMetrics } from './bot-metrics.ts';
import type { TimerRecord } from './storage/storage.ts';

const timerId = (t: TimerRecord) => `${t.tableId}/${t.seat}/${t.key}/${t.dueAt}`;

/** The bot decisions in flight on this server, and their counters. */
export class BotTurns {
  private readonly inFlight = new Set<string>();

  constructor(readonly metrics: BotMetrics) {}

  /** False when this very timer is already being decided. */
  begin(timer: TimerRecord): boolean {
    const id = timerId(timer);
    if (this.inFlight.has(id)) return false;
    this.inFlight.add(id);
    return true;
  }

  end(timer: TimerRecord): void {
    this.inFlight.delete(timerId(timer));
  }

  size(): number {
    return this.inFlight.size;
  }

  /** Whether a bot of `tableId` is deciding now (its table must stay loaded). */
  busy(tableId: string): boolean {
    for (const id of this.inFlight) if (id.startsWith(`${tableId}/`)) return true;
    return false;
  }
}
