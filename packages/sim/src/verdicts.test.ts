/**
 * The comparison a designer reads: B − A per figure, Holm's verdict, the interval drawn at the
 * verdict's own level, and "inconclusive" where that interval still reaches a difference that
 * matters. Games are written out as records: who won, and how long it took.
 */
import { describe, expect, it } from 'vitest';
import { compareRecords } from './compare.ts';
import { coreFigureDefs } from './core-figures.ts';
import { holm, holmLevels } from './holm.ts';
import type { GameRecord } from './record.ts';
import { CARE_MARGINS, compareVerdict } from './verdicts.ts';

const game = (winner: number, turns: number): GameRecord => ({
  outcome: { kind: 'win', winner, reason: 'target' },
  turns,
  actions: turns,
  cards: { supported: false, cards: [], stackDepths: [] },
  first: 0,
  shift: 0,
});

/** `n` two-player games in which the first seat wins `firstWins` of them; `turns(i)` long. */
const run = (n: number, firstWins: number, turns: (i: number) => number): GameRecord[] =>
  Array.from({ length: n }, (_, i) => game(i < firstWins ? 0 : 1, turns(i)));

const byId = (figures: ReturnType<typeof compareRecords>, id: string) => figures.find((f) => f.id === id)!;

describe('comparing two editions, figure by figure', () => {
  // A: the first seat wins 50%, games last 20 or 24 turns. B: the first seat wins 62%, and the
  // games are as long. 2,000 games each: the 12-point edge is plain; the length is pinned down.
  const a = run(2000, 1000, (i) => (i % 2 ? 20 : 24));
  const b = run(2000, 1240, (i) => (i % 2 ? 24 : 20));
  const figures = compareRecords(coreFigureDefs(2), a, b, 'test');

  it("the first player's edge differs: its difference, Holm's verdict and an adjusted interval that excludes 0", () => {
    const edge = byId(figures, 'first-player');
    expect(edge.diff).toBeCloseTo(0.12, 10);
    expect(edge.significant).toBe(true);
    // Drawn at its Holm step's level, wider than the unadjusted 95% interval around it.
    expect(edge.adjustedLevel).toBeGreaterThan(0.95);
    expect(edge.adjustedCi![0]).toBeLessThan(edge.ci95![0]);
    expect(edge.adjustedCi![1]).toBeGreaterThan(edge.ci95![1]);
    expect(edge.adjustedCi![0]).toBeGreaterThan(0);
    expect(compareVerdict(edge)).toBe('differs');
  });

  it('a length pinned within 5% is no difference that matters, not merely "not significant"', () => {
    const mean = byId(figures, 'rounds-mean');
    expect(mean.diff).toBe(0);
    expect(mean.significant).toBe(false);
    expect(mean.adjustedCi![0]).toBeLessThanOrEqual(0);
    expect(mean.adjustedCi![1]).toBeGreaterThanOrEqual(0);
    expect(Math.max(-mean.adjustedCi![0], mean.adjustedCi![1])).toBeLessThan(CARE_MARGINS.relative * mean.a);
    expect(compareVerdict(mean)).toBe('no difference that matters');
  });

  it('a wide interval that includes 0 and a 3-point change is inconclusive', () => {
    // 60 games each: 50% against 53%. Not significant, and the interval spans ±20 points.
    const small = compareRecords(
      coreFigureDefs(2),
      run(60, 30, () => 20),
      run(60, 32, () => 20),
      'small',
    );
    const edge = byId(small, 'first-player');
    expect(edge.significant).toBe(false);
    expect(edge.adjustedCi![0]).toBeLessThan(-CARE_MARGINS.sharePoints / 100);
    expect(edge.adjustedCi![1]).toBeGreaterThan(CARE_MARGINS.sharePoints / 100);
    expect(compareVerdict(edge)).toBe('inconclusive');
  });

  it("every figure's plotted interval agrees with its verdict: it excludes 0 exactly when the figure differs", () => {
    for (const f of figures) {
      const [lo, hi] = f.adjustedCi!;
      expect(lo > 0 || hi < 0, f.id).toBe(compareVerdict(f) === 'differs');
    }
  });
});

describe("Holm's levels for the plotted intervals", () => {
  it("follow the step-down: each rejected p at its step's level, the rest at the first failed step's", () => {
    const ps = [0.001, 0.04, 0.012, 0.3];
    // Sorted: 0.001 (4 × → 0.004 < .05, level .05/4), 0.012 (3 × → 0.036, level .05/3),
    // 0.04 (2 × → 0.08, fails: level .05/2), 0.3 (after the failure: .05/2 too).
    expect(holmLevels(ps)).toEqual([0.05 / 4, 0.05 / 2, 0.05 / 3, 0.05 / 2]);
    expect(holm(ps).significant).toEqual([true, false, true, false]);
  });
});
