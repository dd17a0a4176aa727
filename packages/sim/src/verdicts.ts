/**
 * A compared figure's verdict in a designer's terms. Holm says whether B differs from A; when it
 * does not, that is not "the same": the interval may still reach a difference worth changing a
 * card for. So a figure that does not differ is "no difference that matters" only when its
 * whole (Holm-adjusted) interval lies within the margin a designer cares about, and
 * "inconclusive" otherwise (play more games). The rule and its margins are argued in
 * docs/decisions/lab-compare-verdicts.md.
 */
import type { ComparedFigure } from './compare.ts';

export type CompareVerdict = 'differs' | 'no difference that matters' | 'inconclusive';

export interface CareMargins {
  /** A share (a win rate, the draw rate): this many percentage points. */
  readonly sharePoints: number;
  /** Any other figure: this fraction of A's value (of B's when A's is 0). */
  readonly relative: number;
}

/**
 * 3 points: the publisher's own seat band (`BALANCE_TARGETS.nobid.seatPoints`), the smallest
 * change in a win rate a balance target tells apart; 5% of a length, a count or a score.
 */
export const CARE_MARGINS: CareMargins = { sharePoints: 3, relative: 0.05 };

/** The smallest difference in this figure that a designer would act on, in its own unit. */
export function careMargin(
  f: Pick<ComparedFigure, 'unit' | 'a' | 'b'>,
  margins: CareMargins = CARE_MARGINS,
): number {
  if (f.unit === 'share') return margins.sharePoints / 100;
  return margins.relative * (Math.abs(f.a) || Math.abs(f.b));
}

/**
 * "differs": Holm's correction says so and the adjusted interval (the one plotted) excludes 0;
 * "no difference that matters": the adjusted interval lies within ± the care margin;
 * "inconclusive": anything else, that is an interval that reaches a difference that matters
 * (or no interval at all). A sweep's trends (`sweepTrends`) are judged by the same rule, their
 * change from the first value to the last in place of B − A.
 */
export function compareVerdict(
  f: Pick<ComparedFigure, 'unit' | 'a' | 'b' | 'significant' | 'adjustedCi'>,
  margins: CareMargins = CARE_MARGINS,
): CompareVerdict {
  const ci = f.adjustedCi;
  if (!ci) return 'inconclusive';
  const [lo, hi] = ci;
  if (f.significant && (lo > 0 || hi < 0)) return 'differs';
  const margin = careMargin(f, margins);
  if (-margin <= lo && hi <= margin) return 'no difference that matters';
  return 'inconclusive';
}
