/**
 * The bootstrap over games, for figures that are not a plain rate or mean (a median, a ratio of
 * sums, the balance of several rates): resample the games with replacement and recompute the
 * figure. Resampling whole games keeps what happens inside one game (its windows, its stacks)
 * together, so the interval accounts for games that differ. Seeded: the same run gives the
 * same interval.
 */
import { nextInt, type Rng, rngFromSeed } from '@nobid/engine';

/** Resamples per interval: enough for a stable 95% percentile interval and standard error. */
export const BOOTSTRAP_RESAMPLES = 2000;

/** What a figure reads from one game: a number, or a few (a ratio's numerator and denominator). */
export type Sample = number | readonly number[];

export type Statistic = (samples: readonly Sample[]) => number;

function resample<T>(rng: Rng, xs: readonly T[], out: T[]): T[] {
  for (let i = 0; i < xs.length; i++) out[i] = xs[nextInt(rng, xs.length)]!;
  return out;
}

/** The q-quantile of sorted values (linear interpolation between order statistics). */
export function quantileSorted(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = q * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

function summarise(draws: Float64Array): { ci95: [number, number]; se: number } {
  const finite = draws.filter(Number.isFinite).sort();
  const m = finite.reduce((a, b) => a + b, 0) / Math.max(1, finite.length);
  const se = Math.sqrt(finite.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, finite.length - 1));
  return { ci95: [quantileSorted(finite, 0.025), quantileSorted(finite, 0.975)], se };
}

/** A 95% percentile interval for `statistic` over `samples`. */
export function bootstrapInterval(
  samples: readonly Sample[],
  statistic: Statistic,
  seed: string,
  resamples = BOOTSTRAP_RESAMPLES,
): readonly [number, number] | null {
  if (samples.length < 2) return null;
  const rng = rngFromSeed(seed);
  const buffer = new Array<Sample>(samples.length);
  const draws = new Float64Array(resamples);
  for (let i = 0; i < resamples; i++) draws[i] = statistic(resample(rng, samples, buffer));
  return summarise(draws).ci95;
}

/**
 * B − A for two independent samples: a percentile interval of the resampled differences, and
 * its standard error (for a Wald p-value: the percentile test would need far more resamples to
 * reach the small p-values a Holm correction over twenty figures asks for).
 */
export function bootstrapDifference(
  a: readonly Sample[],
  b: readonly Sample[],
  statistic: Statistic,
  seed: string,
  resamples = BOOTSTRAP_RESAMPLES,
): { ci95: readonly [number, number]; se: number } | null {
  if (a.length < 2 || b.length < 2) return null;
  const rng = rngFromSeed(seed);
  const bufA = new Array<Sample>(a.length);
  const bufB = new Array<Sample>(b.length);
  const draws = new Float64Array(resamples);
  for (let i = 0; i < resamples; i++)
    draws[i] = statistic(resample(rng, b, bufB)) - statistic(resample(rng, a, bufA));
  return summarise(draws);
}
