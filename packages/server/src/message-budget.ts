/**
 * A token bucket: a client may spend `burst` tokens at once, and earns `perSecond` back as time
 * passes. Each socket has its own (so a flood from one socket costs nobody else anything), and
 * each client address one more for what is costly to answer (`hello`, `sync`: a view built from
 * the log) and for opening sockets, so that opening many sockets does not multiply a budget.
 */
export interface BudgetRate {
  /** Tokens available at once (and at the start). */
  readonly burst: number;
  /** Tokens earned back per second. */
  readonly perSecond: number;
}

export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly rate: BudgetRate,
    now: number,
  ) {
    this.tokens = rate.burst;
    this.at = now;
  }

  /** Spends `cost` tokens if there are that many; false (and nothing spent) if not. */
  take(now: number, cost = 1): boolean {
    this.refill(now);
    if (this.tokens < cost) return false;
    this.tokens -= cost;
    return true;
  }

  /** Whether the bucket is back to full (it can then be forgotten: a new one is the same). */
  full(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.rate.burst;
  }

  private refill(now: number): void {
    const elapsed = Math.max(0, now - this.at) / 1000;
    this.at = now;
    this.tokens = Math.min(this.rate.burst, this.tokens + elapsed * this.rate.perSecond);
  }
}

/** One bucket per key (a client address), forgotten once full again so the map stays small. */
export class KeyedBuckets {
  private readonly buckets = new Map<string, TokenBucket>();
  private sweptAt = 0;

  constructor(private readonly rate: BudgetRate) {}

  take(key: string, now: number, cost = 1): boolean {
    this.sweep(now);
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = new TokenBucket(this.rate, now);
      this.buckets.set(key, bucket);
    }
    return bucket.take(now, cost);
  }

  get size(): number {
    return this.buckets.size;
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < 10_000) return;
    this.sweptAt = now;
    for (const [key, bucket] of this.buckets) if (bucket.full(now)) this.buckets.delete(key);
  }
}
