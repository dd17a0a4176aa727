/** A clock that moves only when told, running each due timer in turn (as the server's test helper). */
import type { Clock } from '../../src/clock.ts';

interface Entry {
  at: number;
  seq: number;
  fn: () => unknown;
}

export class VirtualClock implements Clock {
  private seq = 0;
  private readonly queue = new Set<Entry>();

  constructor(private t = Date.UTC(2026, 11, 7, 9, 0)) {}

  now(): number {
    return this.t;
  }

  setTimeout(fn: () => unknown, ms: number): unknown {
    const entry = { at: this.t + Math.max(0, ms), seq: this.seq++, fn };
    this.queue.add(entry);
    return entry;
  }

  clearTimeout(handle: unknown): void {
    this.queue.delete(handle as Entry);
  }

  /** When the earliest timer is due, or null. */
  nextAt(): number | null {
    let at: number | null = null;
    for (const e of this.queue) if (at === null || e.at < at) at = e.at;
    return at;
  }

  /** Runs the earliest timer; false when none is left. */
  async step(): Promise<boolean> {
    let next: Entry | null = null;
    for (const e of this.queue)
      if (!next || e.at < next.at || (e.at === next.at && e.seq < next.seq)) next = e;
    if (!next) return false;
    this.queue.delete(next);
    this.t = Math.max(this.t, next.at);
    await next.fn();
    return true;
  }
}
