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

/**
 * The error rate at which each hypothesis's interval is drawn so that it agrees with Holm's
 * verdict: the k-th smallest p-value is tested at alpha / (m − k) while the steps go on, so a
 * rejected figure's interval is drawn at that level and excludes 0; from the first step that
 * fails, every later figure is drawn at that step's level, which its p-value (no smaller) also
 * fails, so its interval includes 0. In the order given.
 */
export function holmLevels(ps: readonly number[], alpha = 0.05): readonly number[] {
  const m = ps.length;
  const order = ps.map((p, i) => ({ p, i })).sort((x, y) => x.p - y.p || x.i - y.i);
  const levels = new Array<number>(m);
  let stopped: number | null = null;
  order.forEach(({ p, i }, rank) => {
    const step = alpha / (m - rank);
    if (stopped === null && !(p * (m - rank) < alpha)) stopped = step;
    levels[i] = stopped ?? step;
  });
  return levels;
}
