/** The statistics behind the figures and comparisons, against published and reference values (scipy). */
import { describe, expect, it } from 'vitest';
import { bootstrapDifference, bootstrapInterval } from './bootstrap.ts';
import { meanDifference, proportionDifference, statisticDifference } from './differences.ts';
import { normalCdf, normalQuantile, studentTCdf, studentTQuantile, twoSidedTP } from './distributions.ts';
import { balanceStatistic, medianStatistic, ratioStatistic } from './figures.ts';
import { holm } from './holm.ts';
import { gamesForSeatVerdict, meanInterval } from './stats.ts';

describe('distributions', () => {
  it('normal and Student t agree with scipy', () => {
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021, 6);
    expect(normalCdf(-1.96)).toBeCloseTo(0.0249979, 6);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326348, 5);
    expect(studentTQuantile(0.975, 10)).toBeCloseTo(2.228139, 5);
    expect(studentTCdf(2.228, 10)).toBeCloseTo(0.9749941, 6);
    expect(twoSidedTP(2.0, 5)).toBeCloseTo(0.1019395, 6);
    // Welch gives fractional degrees of freedom.
    expect(twoSidedTP(3.5, 2.5)).toBeCloseTo(0.0523455, 5);
  });
});

describe('differences between two editions', () => {
  it("rates: Newcombe's hybrid score interval (his example, method 10) and the two-proportion z", () => {
    // Newcombe (1998), Statistics in Medicine 17: 56/70 − 48/80 = 0.2000, 95% CI 0.0524 to 0.3339.
    const d = proportionDifference(48, 80, 56, 70);
    expect(d.diff).toBeCloseTo(0.2, 10);
    expect(d.ci95![0]).toBeCloseTo(0.0524, 4);
    expect(d.ci95![1]).toBeCloseTo(0.3339, 4);
    expect(d.p).toBeCloseTo(0.0080451, 5); // pooled z = 2.6502 (scipy)
    expect(proportionDifference(30, 100, 30, 100).p).toBe(1);
    expect(proportionDifference(0, 50, 0, 50)).toMatchObject({ diff: 0, p: 1 });
  });

  it("means: Welch's t, its degrees of freedom and interval (scipy's ttest_ind, equal_var=False)", () => {
    const a = [27.5, 21.0, 19.0, 23.6, 17.0, 17.9, 16.9, 20.1, 21.9, 22.6, 23.1, 19.6, 19.0, 21.7, 21.4];
    const b = [27.1, 22.0, 20.8, 23.4, 23.4, 23.5, 25.8, 22.0, 24.8, 20.2, 21.9, 22.1, 22.9, 20.5, 24.4];
    const d = meanDifference(a, b);
    expect(d.p).toBeCloseTo(0.021378, 5);
    expect(d.ci95![0]).toBeCloseTo(0.349237, 4);
    expect(d.ci95![1]).toBeCloseTo(3.984096, 4);
    expect(meanDifference([1], [2]).ci95).toBeNull();
    expect(meanDifference([3, 3, 3], [3, 3]).p).toBe(1);
  });

  it('the bootstrap is seeded, and finds a shift that is there and none that is not', () => {
    const a = Array.from({ length: 200 }, (_, i) => 40 + (i % 17));
    const shifted = a.map((x) => x + 5);
    const same = statisticDifference(a, [...a], medianStatistic, 's');
    expect(same.diff).toBe(0);
    expect(same.p).toBeGreaterThan(0.5);
    const moved = statisticDifference(a, shifted, medianStatistic, 's');
    expect(moved.diff).toBe(5);
    expect(moved.ci95![0]).toBeGreaterThan(0);
    expect(moved.p).toBeLessThan(1e-6);
    expect(bootstrapDifference(a, shifted, medianStatistic, 's')).toEqual(
      bootstrapDifference(a, shifted, medianStatistic, 's'),
    );
    const ci = bootstrapInterval(a, medianStatistic, 'x')!;
    expect(ci[0]).toBeLessThanOrEqual(medianStatistic(a));
    expect(ci[1]).toBeGreaterThanOrEqual(medianStatistic(a));
  });

  it('ratio and balance statistics', () => {
    expect(
      ratioStatistic([
        [1, 4],
        [3, 4],
      ]),
    ).toBe(0.5);
    // Positions 0, 0, 1, draw over 4 games at 2 players: rates 50% and 25%.
    expect(balanceStatistic(2)([0, 0, 1, -1])).toBeCloseTo(0.75, 10);
    expect(balanceStatistic(2)([0, 1])).toBe(1);
  });
});

describe('Holm–Bonferroni', () => {
  it('adjusts step-down and keeps the p-values in their order', () => {
    // Sorted: 0.005·4 = 0.02, 0.01·3 = 0.03, 0.03·2 = 0.06, 0.04·1 → max(0.06, 0.04) = 0.06.
    const r = holm([0.01, 0.04, 0.03, 0.005]);
    expect(r.adjusted.map((p) => Number(p.toFixed(6)))).toEqual([0.03, 0.06, 0.06, 0.02]);
    expect(r.significant).toEqual([true, false, false, true]);
    // Stricter than 5% each, looser than Bonferroni: 0.012·4 = 0.048 passes, 0.02·3 = 0.06 stops.
    expect(holm([0.012, 0.02, 0.5, 0.9]).significant).toEqual([true, false, false, false]);
    expect(holm([1, 1]).adjusted).toEqual([1, 1]);
  });
});

describe('honest verdicts', () => {
  it('says how many games a ±3-point seat verdict needs at each table size', () => {
    // n = 1.96² p(1 − p) / 0.03² at p = 1/players.
    expect([2, 3, 4, 5, 6].map((n) => gamesForSeatVerdict(n))).toEqual([1068, 949, 801, 683, 593]);
    expect(meanInterval([1])).toBeNull();
    const [lo, hi] = meanInterval([1, 2, 3, 4, 5])!;
    expect(lo).toBeCloseTo(3 - 2.776445 * Math.sqrt(2.5 / 5), 5);
    expect(hi).toBeCloseTo(3 + 2.776445 * Math.sqrt(2.5 / 5), 5);
  });
});
