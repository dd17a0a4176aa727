/**
 * Two samples of one figure (edition A and edition B), and how far apart they are: B − A with a
 * 95% interval and a two-sided p-value, by the test that suits the figure.
 *
 * - rates (a seat's win rate, the draw rate): Newcombe's hybrid score interval (built from the
 *   two Wilson intervals) and the pooled two-proportion z-test;
 * - means (game length, lead changes): Welch's t (unequal variances) with Welch–Satterthwaite
 *   degrees of freedom;
 * - anything else (a median, a ratio of sums, the balance of several rates): the bootstrap over
 *   games, percentile interval, p from the bootstrap standard error.
 *
 * The two editions are played on the same seeds, but a different card list shuffles a different
 * deck, so the games are treated as independent samples (which is conservative when they are not).
 */
import { bootstrapDifference, type Sample, type Statistic } from './bootstrap.ts';
import { normalQuantile, studentTQuantile, twoSidedNormalP, twoSidedTP } from './distributions.ts';
import { wilson } from './stats.ts';

export type TestMethod = 'newcombe-wilson / two-proportion z' | 'welch t' | 'bootstrap';

export interface Difference {
  readonly a: number;
  readonly b: number;
  /** b − a */
  readonly diff: number;
  /** null when a sample is too small to say anything (fewer than two games). */
  readonly ci95: readonly [number, number] | null;
  readonly p: number;
  readonly method: TestMethod;
  /** The bootstrap's standard error of B − A (its p-value's): a bootstrap figure only. */
  readonly se?: number;
}

/** The two-sided normal quantile of a confidence level (0.95 → 1.96). */
export const zOf = (level: number): number => normalQuantile(1 - (1 - level) / 2);

/** `xa` of `na` against `xb` of `nb`; the interval at `level` (a Holm step asks for more than 95%). */
export function proportionDifference(
  xa: number,
  na: number,
  xb: number,
  nb: number,
  level = 0.95,
): Difference {
  const pa = na === 0 ? 0 : xa / na;
  const pb = nb === 0 ? 0 : xb / nb;
  const diff = pb - pa;
  const method = 'newcombe-wilson / two-proportion z';
  if (na === 0 || nb === 0) return { a: pa, b: pb, diff, ci95: null, p: 1, method };
  const z = zOf(level);
  const [la, ua] = wilson(xa, na, z);
  const [lb, ub] = wilson(xb, nb, z);
  const ci95: [number, number] = [
    diff - Math.sqrt((pb - lb) ** 2 + (ua - pa) ** 2),
    diff + Math.sqrt((ub - pb) ** 2 + (pa - la) ** 2),
  ];
  const pooled = (xa + xb) / (na + nb);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / na + 1 / nb));
  const p = se === 0 ? (diff === 0 ? 1 : 0) : twoSidedNormalP(diff / se);
  return { a: pa, b: pb, diff, ci95, p, method };
}

const meanOf = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const varianceOf = (xs: readonly number[], m: number) =>
  xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);

/** Welch's t on the means of `a` and `b`; the interval at `level`. */
export function meanDifference(a: readonly number[], b: readonly number[], level = 0.95): Difference {
  const ma = a.length ? meanOf(a) : 0;
  const mb = b.length ? meanOf(b) : 0;
  const diff = mb - ma;
  if (a.length < 2 || b.length < 2) return { a: ma, b: mb, diff, ci95: null, p: 1, method: 'welch t' };
  const va = varianceOf(a, ma) / a.length;
  const vb = varianceOf(b, mb) / b.length;
  const se = Math.sqrt(va + vb);
  if (se === 0) return { a: ma, b: mb, diff, ci95: [diff, diff], p: diff === 0 ? 1 : 0, method: 'welch t' };
  const df = (va + vb) ** 2 / (va ** 2 / (a.length - 1) + vb ** 2 / (b.length - 1));
  const half = studentTQuantile(1 - (1 - level) / 2, df) * se;
  return {
    a: ma,
    b: mb,
    diff,
    ci95: [diff - half, diff + half],
    p: twoSidedTP(diff / se, df),
    method: 'welch t',
  };
}

/** The bootstrap over games for any statistic of per-game samples. */
export function statisticDifference(
  a: readonly Sample[],
  b: readonly Sample[],
  statistic: Statistic,
  seed: string,
): Difference {
  const sa = a.length ? statistic(a) : 0;
  const sb = b.length ? statistic(b) : 0;
  const diff = sb - sa;
  const boot = bootstrapDifference(a, b, statistic, seed);
  if (!boot) return { a: sa, b: sb, diff, ci95: null, p: 1, method: 'bootstrap' };
  const p = boot.se === 0 ? (diff === 0 ? 1 : 0) : twoSidedNormalP(diff / boot.se);
  return { a: sa, b: sb, diff, ci95: boot.ci95, p, method: 'bootstrap', se: boot.se };
}
