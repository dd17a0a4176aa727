/**
 * Holm's step-down correction (Holm–Bonferroni): twenty figures compared at 5% each would call
 * one of them "different" by chance alone; Holm keeps the chance of any false call at 5% over
 * the whole family, and is uniformly more powerful than plain Bonferroni.
 */
export interface HolmResult {
  /** Holm-adjusted p-values, in the order given (monotone in the raw p-values). */
  readonly adjusted: readonly number[];
  readonly significant: readonly boolean[];
}

export function holm(ps: readonly number[], alpha = 0.05): HolmResult {
  const m = ps.length;
  const order = ps.map((p, i) => ({ p, i })).sort((x, y) => x.p - y.p || x.i - y.i);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
  });
  return { adjusted, significant: adjusted.map((p) => p < alpha) };
}
