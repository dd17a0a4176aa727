/**
 * A sweep's trend per figure: the least-squares change over the sweep, its interval from each
 * point's own, Holm over the figures, and the same verdicts as a comparison's.
 */
import { describe, expect, it } from 'vitest';
import type { Figure } from './figures.ts';
import { sweepTrends } from './trend.ts';
import { compareVerdict } from './verdicts.ts';

const Z95 = 1.959964;
/** A figure at one point: its value and a 95% interval of ± `sd` standard errors. */
const at = (id: string, unit: Figure['unit'], value: number, sd: number): Figure => ({
  id,
  label: id,
  unit,
  group: 'who wins',
  kind: 'rate',
  value,
  ci95: [value - Z95 * sd, value + Z95 * sd],
  n: 1000,
});

describe('a sweep tested across its points', () => {
  const values = [4, 6, 8];
  // The first player's edge rises 5 points a step of 2; the median game holds at 12 rounds,
  // tightly; the draw rate wobbles inside wide intervals.
  const points = [
    [
      at('first-player', 'share', 0.4, 0.01),
      at('rounds-median', 'rounds', 12, 0.05),
      at('draws', 'share', 0.01, 0.04),
    ],
    [
      at('first-player', 'share', 0.5, 0.01),
      at('rounds-median', 'rounds', 12, 0.05),
      at('draws', 'share', 0.03, 0.04),
    ],
    [
      at('first-player', 'share', 0.6, 0.01),
      at('rounds-median', 'rounds', 12, 0.05),
      at('draws', 'share', 0.0, 0.04),
    ],
  ];
  const trends = sweepTrends(values, points);
  const byId = (id: string) => trends.find((t) => t.id === id)!;

  it('a rising figure: its change over the sweep, its standard error from the points, Holm over the figures', () => {
    const edge = byId('first-player');
    expect(edge.slope).toBeCloseTo(0.05, 12);
    expect(edge.diff).toBeCloseTo(0.2, 12);
    // se(slope) = √(Σ dx² σ²) / Σ dx² = √(8 · 1e-4) / 8; over a span of 4.
    const se = (Math.sqrt(8e-4) / 8) * 4;
    expect(edge.ci95[0]).toBeCloseTo(0.2 - Z95 * se, 6);
    expect(edge.significant).toBe(true);
    expect(edge.adjustedCi[0]).toBeLessThan(edge.ci95[0]);
    expect(edge.adjustedCi[0]).toBeGreaterThan(0);
    expect([edge.a, edge.b]).toEqual([0.4, 0.6]);
    expect(compareVerdict(edge)).toBe('differs');
  });

  it('a flat figure with tight points is no change that matters; a wobbling one with wide points is inconclusive', () => {
    expect(compareVerdict(byId('rounds-median'))).toBe('no difference that matters');
    const draws = byId('draws');
    expect(draws.significant).toBe(false);
    expect(compareVerdict(draws)).toBe('inconclusive');
  });

  it('leaves out a figure a point lacks, and has no trend over a single value', () => {
    const seats = sweepTrends(
      [2, 3],
      [[at('seat-0', 'share', 0.5, 0.01)], [at('seat-1', 'share', 0.3, 0.01)]],
    );
    expect(seats).toEqual([]);
    expect(sweepTrends([4], [points[0]!])).toEqual([]);
  });
});
