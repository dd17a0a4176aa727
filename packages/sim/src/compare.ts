/**
 * `nobid sim --compare A B`: two editions played on the same seeds with the same bots (rotated
 * alike), and every figure of the run compared: B − A, its 95% interval, its p-value by the
 * figure's own test, and whether it stands after a Holm correction over all the figures
 * compared at once.
 */
import type { EditionIdentity } from '@nobid/engine';
import { zOf } from './differences.ts';
import { compareFigure, type FigureComparison, type FigureDef } from './figures.ts';
import { holm, holmLevels } from './holm.ts';
import type { GameRecord } from './record.ts';

/** The family-wise error rate the Holm correction keeps. */
export const ALPHA = 0.05;

export interface ComparedFigure extends FigureComparison {
  /** The Holm-adjusted p-value over every figure of this comparison. */
  readonly adjustedP: number;
  readonly significant: boolean;
  /**
   * B − A's interval at the level of its Holm step (`holmLevels`), so that it excludes 0 exactly
   * when the corrected verdict says "differs" (up to the rate test's and interval's small
   * disagreement at the edge): the interval to plot beside the verdict. A bootstrap figure's is
   * the normal interval from its bootstrap standard error, the one its p-value comes from.
   */
  readonly adjustedCi: readonly [number, number] | null;
  /** That interval's confidence level: 1 − alpha / (figures left at its step). */
  readonly adjustedLevel: number;
}

export interface EditionSide {
  /** What the user named: a path, or "default". */
  readonly source: string;
  readonly edition: EditionIdentity | null;
}

export interface Comparison {
  readonly a: EditionSide;
  readonly b: EditionSide;
  readonly games: number;
  readonly players: number;
  readonly seed: string;
  readonly bots: readonly string[];
  readonly rotate: boolean;
  readonly alpha: number;
  readonly figures: readonly ComparedFigure[];
  /** How many figures differ after the correction. */
  readonly significant: number;
}

/** Every figure of `defs`, B against A, with the Holm correction over all of them. */
export function compareRecords(
  defs: readonly FigureDef[],
  a: readonly GameRecord[],
  b: readonly GameRecord[],
  seed: string,
): ComparedFigure[] {
  const raw = defs.map((def) => compareFigure(def, a, b, seed));
  const { adjusted, significant } = holm(
    raw.map((r) => r.p),
    ALPHA,
  );
  const levels = holmLevels(
    raw.map((r) => r.p),
    ALPHA,
  );
  return raw.map((r, i) => {
    const def = defs[i]!;
    const level = 1 - levels[i]!;
    let adjustedCi: readonly [number, number] | null = null;
    if (r.ci95 !== null && def.kind === 'bootstrap') {
      const half = zOf(level) * (r.se ?? 0);
      adjustedCi = [r.diff - half, r.diff + half];
    } else if (r.ci95 !== null) adjustedCi = compareFigure(def, a, b, seed, level).ci95;
    return {
      ...r,
      adjustedP: adjusted[i]!,
      significant: significant[i]!,
      adjustedCi,
      adjustedLevel: level,
    };
  });
}
