/**
 * A sweep's figures tested across its points, not point by point: for each figure, the linear
 * trend of its value against the swept number (a contrast test: the least-squares slope of the
 * points' values, its variance from each point's own 95% interval, a two-sided z-test), then
 * Holm's correction over all the figures at once, with each trend's interval drawn at its Holm
 * step (`holmLevels`) as a comparison's is. A figure that does not trend is "no change that
 * matters" only when that interval lies within the care margin (`compareVerdict`).
 *
 * The points are played on the same seeds but with different decks, so they are treated as
 * independent samples, as the two sides of a comparison are.
 */
import { ALPHA } from './compare.ts';
import { zOf } from './differences.ts';
import { twoSidedNormalP } from './distributions.ts';
import type { Figure } from './figures.ts';
import { holm, holmLevels } from './holm.ts';

export interface FigureTrend {
  readonly id: string;
  readonly label: string;
  readonly unit: Figure['unit'];
  readonly group: string;
  /** The figure at the sweep's first and last value. */
  readonly a: number;
  readonly b: number;
  /** Change per step of one in the swept number. */
  readonly slope: number;
  /** The trend's change over the whole sweep: slope × (last value − first value). */
  readonly diff: number;
  readonly ci95: readonly [number, number];
  readonly p: number;
  readonly adjustedP: number;
  readonly significant: boolean;
  /** `diff`'s interval at the level of its Holm step: it excludes 0 exactly when the trend stands. */
  readonly adjustedCi: readonly [number, number];
  readonly adjustedLevel: number;
}

const Z95 = zOf(0.95);

/**
 * Every figure measured at every point (`points[i]` are the figures at `values[i]`), as a trend
 * over the values. Figures missing at a point (a seat a smaller table lacks) or without an
 * interval are left out. Fewer than two distinct values: no trend to test.
 */
export function sweepTrends(
  values: readonly number[],
  points: readonly (readonly Figure[])[],
): FigureTrend[] {
  const mean = values.reduce((s, x) => s + x, 0) / values.length;
  const dx = values.map((x) => x - mean);
  const sxx = dx.reduce((s, d) => s + d * d, 0);
  if (values.length < 2 || sxx === 0) return [];
  const span = Math.max(...values) - Math.min(...values);
  const first = values.indexOf(Math.min(...values));
  const last = values.indexOf(Math.max(...values));
  const raw = (points[0] ?? []).flatMap((f0) => {
    const series = points.map((fs) => fs.find((f) => f.id === f0.id));
    if (series.some((f) => !f?.ci95)) return [];
    const fs = series as Figure[];
    const slope = fs.reduce((s, f, i) => s + dx[i]! * f.value, 0) / sxx;
    // Each point's variance from its own 95% interval: a Wilson, t or bootstrap interval alike.
    const variance = fs.reduce(
      (s, f, i) => s + dx[i]! ** 2 * ((f.ci95![1] - f.ci95![0]) / (2 * Z95)) ** 2,
      0,
    );
    const se = (Math.sqrt(variance) / sxx) * span;
    const diff = slope * span;
    const p = se === 0 ? (diff === 0 ? 1 : 0) : twoSidedNormalP(diff / se);
    return [{ f: f0, a: fs[first]!.value, b: fs[last]!.value, slope, diff, se, p }];
  });
  const ps = raw.map((r) => r.p);
  const { adjusted, significant } = holm(ps, ALPHA);
  const levels = holmLevels(ps, ALPHA);
  return raw.map((r, i) => {
    const half = zOf(1 - levels[i]!) * r.se;
    return {
      id: r.f.id,
      label: r.f.label,
      unit: r.f.unit,
      group: r.f.group,
      a: r.a,
      b: r.b,
      slope: r.slope,
      diff: r.diff,
      ci95: [r.diff - Z95 * r.se, r.diff + Z95 * r.se],
      p: r.p,
      adjustedP: adjusted[i]!,
      significant: significant[i]!,
      adjustedCi: [r.diff - half, r.diff + half],
      adjustedLevel: 1 - levels[i]!,
    };
  });
}
