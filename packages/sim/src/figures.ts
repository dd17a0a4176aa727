/**
 * A figure is one number a designer reads off a run (a seat's win rate, the median game, the
 * balance), with its 95% interval. It is defined by what it reads from each game record and by
 * the kind of number it is, which decides its interval and, between two editions, its test:
 *
 * - `rate`: a yes/no per game (seat 2 won): Wilson interval; Newcombe / two-proportion z;
 * - `mean`: a number per game (lead changes): t interval; Welch's t;
 * - `bootstrap`: any statistic of per-game samples (the median, a ratio of sums, the balance of
 *   several rates): bootstrap over games, both for the interval and between editions.
 *
 * Because every figure is defined once, a single run, a sweep and a comparison all report the
 * same figures the same way.
 */
import { bootstrapInterval, type Sample, type Statistic } from './bootstrap.ts';
import { type Difference, meanDifference, proportionDifference, statisticDifference } from './differences.ts';
import type { GameRecord } from './record.ts';
import { mean, meanInterval, wilson } from './stats.ts';

export type FigureUnit = 'share' | 'rounds' | 'turns' | 'book count' | 'cards' | 'per game' | 'score';

interface FigureBase {
  /** Stable, for JSON and sweeps: 'seat-0', 'position-1', 'rounds-median', 'drama'... */
  readonly id: string;
  readonly label: string;
  readonly unit: FigureUnit;
  /** Where the report lists it ("who wins", "length", "drama", ...). */
  readonly group: string;
}

export type FigureDef =
  | (FigureBase & { readonly kind: 'rate'; of(record: GameRecord): boolean | null })
  | (FigureBase & { readonly kind: 'mean'; of(record: GameRecord): number | null })
  | (FigureBase & {
      readonly kind: 'bootstrap';
      of(record: GameRecord): Sample | null;
      readonly statistic: Statistic;
    });

export interface Figure extends FigureBase {
  readonly kind: FigureDef['kind'];
  readonly value: number;
  /** null: too few games to give an interval. */
  readonly ci95: readonly [number, number] | null;
  /** Games the figure was measured over (a "winner's" figure counts won games only). */
  readonly n: number;
}

function samplesOf<T>(def: { of(r: GameRecord): T | null }, records: readonly GameRecord[]): T[] {
  const out: T[] = [];
  for (const r of records) {
    const x = def.of(r);
    if (x !== null) out.push(x);
  }
  return out;
}

const base = (def: FigureDef): FigureBase => ({
  id: def.id,
  label: def.label,
  unit: def.unit,
  group: def.group,
});

/** One figure of one run. `seed` seeds its bootstrap, so the same run gives the same interval. */
export function measure(def: FigureDef, records: readonly GameRecord[], seed: string): Figure {
  switch (def.kind) {
    case 'rate': {
      const xs = samplesOf(def, records);
      const yes = xs.filter(Boolean).length;
      return {
        ...base(def),
        kind: def.kind,
        value: xs.length ? yes / xs.length : 0,
        ci95: xs.length ? wilson(yes, xs.length) : null,
        n: xs.length,
      };
    }
    case 'mean': {
      const xs = samplesOf(def, records);
      return { ...base(def), kind: def.kind, value: mean(xs), ci95: meanInterval(xs), n: xs.length };
    }
    case 'bootstrap': {
      const xs = samplesOf(def, records);
      return {
        ...base(def),
        kind: def.kind,
        value: xs.length ? def.statistic(xs) : 0,
        ci95: bootstrapInterval(xs, def.statistic, `${seed}/bootstrap/${def.id}`),
        n: xs.length,
      };
    }
  }
}

export interface FigureComparison extends FigureBase, Difference {
  readonly kind: FigureDef['kind'];
  readonly nA: number;
  readonly nB: number;
}

/** One figure of edition A against edition B; a rate's or a mean's interval at `level`. */
export function compareFigure(
  def: FigureDef,
  a: readonly GameRecord[],
  b: readonly GameRecord[],
  seed: string,
  level = 0.95,
): FigureComparison {
  let d: Difference;
  let nA: number;
  let nB: number;
  switch (def.kind) {
    case 'rate': {
      const xa = samplesOf(def, a);
      const xb = samplesOf(def, b);
      [nA, nB] = [xa.length, xb.length];
      d = proportionDifference(xa.filter(Boolean).length, nA, xb.filter(Boolean).length, nB, level);
      break;
    }
    case 'mean': {
      const xa = samplesOf(def, a);
      const xb = samplesOf(def, b);
      [nA, nB] = [xa.length, xb.length];
      d = meanDifference(xa, xb, level);
      break;
    }
    case 'bootstrap': {
      const xa = samplesOf(def, a);
      const xb = samplesOf(def, b);
      [nA, nB] = [xa.length, xb.length];
      d = statisticDifference(xa, xb, def.statistic, `${seed}/compare/${def.id}`);
      break;
    }
  }
  return { ...base(def), kind: def.kind, ...d, nA, nB };
}

/** The median of numbers; the statistic of a `bootstrap` figure over plain numbers. */
export const medianStatistic: Statistic = (xs) => {
  if (xs.length === 0) return 0;
  // A typed array sorts numerically without a comparator: thousands of resamples stay fast.
  const sorted = Float64Array.from(xs as readonly number[]).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Σ numerator / Σ denominator over games that carry `[numerator, denominator]`. */
export const ratioStatistic: Statistic = (xs) => {
  let num = 0;
  let den = 0;
  for (const x of xs as readonly (readonly number[])[]) {
    num += x[0]!;
    den += x[1]!;
  }
  return den === 0 ? 0 : num / den;
};

/**
 * Balance: 1 − the largest gap between the win rates of the `positions` (Ludii's Balance, on
 * turn-order positions). The samples are the winner's position per game, −1 for a draw.
 */
export const balanceStatistic =
  (positions: number): Statistic =>
  (xs) => {
    const wins = new Array<number>(positions).fill(0);
    for (const x of xs as readonly number[]) if (x >= 0) wins[x]!++;
    const rates = wins.map((w) => w / Math.max(1, xs.length));
    return 1 - (Math.max(...rates) - Math.min(...rates));
  };
