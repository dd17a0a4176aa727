/**
 * A small fixed-window limiter for the sign-in routes: per client address and per user name, in
 * this process's memory (a cluster node counts its own attempts; each node's limit holds).
 * Bounded: when it holds too many keys, the expired ones go, then the oldest.
 */
export interface Limit {
  /** Attempts allowed per window. */
  readonly max: number;
  readonly windowMs: number;
}

export class AttemptLimiter {
  private readonly hits = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: Limit,
    private readonly now: () => number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts an attempt; false when the key has used up its window. */
  take(key: string): boolean {
    const now = this.now();
    let entry = this.hits.get(key);
    if (!entry || now - entry.start >= this.limit.windowMs) {
      entry = { start: now, count: 0 };
      this.hits.delete(key);
      this.hits.set(key, entry);
      this.prune(now);
    }
    entry.count++;
    return entry.count <= this.limit.max;
  }

  /** Seconds until the key may try again (at least 1). */
  retryAfter(key: string): number {
    const entry = this.hits.get(key);
    if (!entry) return 1;
    return Math.max(1, Math.ceil((entry.start + this.limit.windowMs - this.now()) / 1000));
  }

  private prune(now: number): void {
    if (this.hits.size <= this.maxKeys) return;
    for (const [key, e] of this.hits) if (now - e.start >= this.limit.windowMs) this.hits.delete(key);
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}
