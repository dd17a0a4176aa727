/**
 * A sliding-window budget per key (a seat, a spectator at a table): at most `lines` in any
 * `windowMs`. Kept in this process's memory: in a cluster each node counts the sockets it holds,
 * which is where a seat's lines arrive.
 */
export interface RateLimiter {
  /** Counts one line for `key` at `now`; false (and nothing counted) when over the budget. */
  take(key: string, now: number): boolean;
}

export function rateLimiter(budget: { readonly lines: number; readonly windowMs: number }): RateLimiter {
  const sent = new Map<string, number[]>();
  const sweep = (now: number) => {
    for (const [key, times] of sent) if (times.at(-1)! <= now - budget.windowMs) sent.delete(key);
  };
  return {
    take(key, now) {
      if (sent.size > 10_000) sweep(now);
      const times = (sent.get(key) ?? []).filter((t) => t > now - budget.windowMs);
      if (times.length >= budget.lines) {
        sent.set(key, times);
        return false;
      }
      times.push(now);
      sent.set(key, times);
      return true;
    },
  };
}
