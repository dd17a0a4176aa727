/** Figures in the page's language and number format (the statistics themselves are `@nobid/sim`'s). */
import type { Figure, Rate } from '@nobid/sim';
import type { Translate } from '../i18n/i18n.ts';

export function numberFormats(locale: string) {
  const pct = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const num = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const int = new Intl.NumberFormat(locale);
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
  };
}

/** A figure's name: seats and turn-order places by number, the others by id (English label if new). */
export function figureName(f: Figure, t: Translate): string {
  const seat = /^seat-(\d+)$/.exec(f.id);
  if (seat) return t('lab-seat', { seat: Number(seat[1]) });
  const place = /^position-(\d+)$/.exec(f.id);
  if (place) return t('lab-place', { place: Number(place[1]) });
  const id = `lab-figure-${f.id}`;
  const name = t(id);
  return name === id ? f.label : name;
}
