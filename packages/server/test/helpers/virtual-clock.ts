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

  private earliest(): Entry | null {
    let next: Entry | null = null;
    for (const e of this.queue)
      if (!next || e.at < next.at || (e.at === next.at && e.seq < next.seq)) next = e;
    return next;
  }

  /** Runs the earliest timer; false when none is left. */
  async step(): Promise<boolean> {
    const next = this.earliest();
    if (!next) return false;
    this.queue.delete(next);
    this.t = Math.max(this.t, next.at);
    await next.fn();
    return true;
  }

  /**
   * Runs every timer due within `ms` from now, those they set included, then stands at now + ms:
   * what a real clock would have run in that time, without waiting for it.
   */
  async runFor(ms: number): Promise<void> {
    const end = this.t + ms;
    for (let next = this.earliest(); next && next.at <= end; next = this.earliest()) await this.step();
    this.t = Math.max(this.t, end);
  }

  /** Runs timers until none is left or `until` says stop. */
  async run(until: () => boolean = () => false, maxSteps = 100_000): Promise<void> {
    for (let i = 0; i < maxSteps && !until(); i++) if (!(await this.step())) return;
  }
}
