/** Figures in the page's language and number format (the statistics themselves are `@nobid/sim`'s). */
import type { ComparedFigure, CompareVerdict, Figure, FigureUnit, Rate } from '@nobid/sim';
import type { Translate } from '../i18n/i18n.ts';

export function numberFormats(locale: string) {
  const pct = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const num = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const int = new Intl.NumberFormat(locale);
  const signed = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const signed2 = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  return {
    pct: (x: number) => pct.format(x),
    num: (x: number) => num.format(x),
    int: (x: number) => int.format(x),
    /** "25.1% [22.0%, 28.4%]" */
    rate: (r: Rate) => `${pct.format(r.rate)} [${pct.format(r.ci95[0])}, ${pct.format(r.ci95[1])}]`,
    figure(f: Figure): string {
      const one = f.unit === 'share' ? (x: number) => pct.format(x) : (x: number) => num.format(x);
      return f.ci95 ? `${one(f.value)} [${one(f.ci95[0])}, ${one(f.ci95[1])}]` : one(f.value);
    },
    /** One side's value of a compared figure: a share as a percentage, anything else as a number. */
    value: (unit: FigureUnit, x: number) => (unit === 'share' ? pct.format(x) : num.format(x)),
    /**
     * B − A with the interval it is judged by (Holm-adjusted): a share in percentage points,
     * "+4.1 [−1.2, +9.4]", anything else in its own unit.
     */
    difference(f: Pick<ComparedFigure, 'unit' | 'diff' | 'adjustedCi'>): string {
      const one =
        f.unit === 'share' ? (x: number) => signed.format(100 * x) : (x: number) => signed2.format(x);
      return f.adjustedCi ? `${one(f.diff)} [${one(f.adjustedCi[0])}, ${one(f.adjustedCi[1])}]` : one(f.diff);
    },
  };
}

/** A verdict's message id: the words a designer reads for it. */
export const VERDICT_IDS: Readonly<Record<CompareVerdict, string>> = {
  differs: 'lab-verdict-differs',
  inconclusive: 'lab-verdict-inconclusive',
  'no difference that matters': 'lab-verdict-same',
};

/**
 * A figure's name in a designer's words: seats and turn-order places as ordinals ("first seat",
 * the code's seat 0), the others by id (English label if new).
 */
export function figureName(f: Pick<Figure, 'id' | 'label'>, t: Translate): string {
  const seat = /^seat-(\d+)$/.exec(f.id);
  if (seat) return t('lab-seat', { seat: Number(seat[1]) + 1 });
  const place = /^position-(\d+)$/.exec(f.id);
  if (place) return t('lab-place', { place: Number(place[1]) });
  const id = `lab-figure-${f.id}`;
  const name = t(id);
  return name === id ? f.label : name;
}
