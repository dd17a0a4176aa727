/** A clock that moves only when told, running each due timer and waiting for its work to finish. */
import type { Clock } from '../../src/clock.ts';

interface Entry {
  at: number;
  seq: number;
  fn: () => unknown;
}

export class VirtualClock implements Clock {
  private t = 1_000_000;
  private seq = 0;
  private readonly queue = new Set<Entry>();

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

  /** Moves time on by `ms` without running anything (work that took that long, say). */
  advance(ms: number): void {
    this.t += ms;
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

  /** Runs timers until none is left or `until` says stop. */
  async run(until: () => boolean = () => false, maxSteps = 100_000): Promise<void> {
    for (let i = 0; i < maxSteps && !until(); i++) if (!(await this.step())) return;
  }
}
