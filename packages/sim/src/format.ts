/** How figures and differences read in the terminal and the reports. */
import type { Difference } from './differences.ts';
import type { Figure, FigureUnit } from './figures.ts';

export const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** A figure's value in its unit: shares as percentages, the rest with two decimals. */
export function formatValue(unit: FigureUnit, x: number): string {
  if (!Number.isFinite(x)) return '–';
  return unit === 'share' ? pct(x) : x.toFixed(unit === 'score' ? 3 : 2);
}

/** A difference in its unit: shares in percentage points. */
export function formatDelta(unit: FigureUnit, x: number): string {
  if (!Number.isFinite(x)) return '–';
  const sign = x > 0 ? '+' : '';
  return unit === 'share'
    ? `${sign}${(100 * x).toFixed(1)} pt`
    : `${sign}${x.toFixed(unit === 'score' ? 3 : 2)}`;
}

export function formatInterval(
  unit: FigureUnit,
  ci: readonly [number, number] | null,
  delta = false,
): string {
  if (!ci) return '[too few games]';
  const f = delta ? (x: number) => formatDelta(unit, x) : (x: number) => formatValue(unit, x);
  return `[${f(ci[0])}, ${f(ci[1])}]`;
}

/** "61.2% [58.1%, 64.2%]" or "13.00 [12.50, 13.50] rounds". */
export function formatFigure(f: Figure): string {
  const unit = f.unit === 'share' || f.unit === 'score' ? '' : ` ${f.unit}`;
  return `${formatValue(f.unit, f.value)} ${formatInterval(f.unit, f.ci95)}${unit}`;
}

export const formatDifference = (unit: FigureUnit, d: Pick<Difference, 'diff' | 'ci95'>): string =>
  `${formatDelta(unit, d.diff)} ${formatInterval(unit, d.ci95, true)}`;

/** A p-value as a reader wants it: small ones in scientific notation. */
export const formatP = (p: number): string =>
  // Below 1e-16 the figure says only "far beyond any correction": the tail approximations end there.
  p < 1e-16 ? '<1e-16' : p < 0.001 ? p.toExponential(1) : p.toFixed(3);
