/** Small statistics helpers for the simulator and the strength bench. */
import { studentTQuantile } from './distributions.ts';

export interface Rate {
  readonly count: number;
  readonly of: number;
  readonly rate: number;
  /** Wilson score interval at 95%: well behaved near 0 and 1 and for small samples. */
  readonly ci95: readonly [number, number];
}

const Z95 = 1.959964;

export function wilson(count: number, of: number, z = Z95): readonly [number, number] {
  if (of === 0) return [0, 1];
  const p = count / of;
  const z2 = z * z;
  const denom = 1 + z2 / of;
  const centre = (p + z2 / (2 * of)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / of + z2 / (4 * of * of))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function rate(count: number, of: number): Rate {
  return { count, of, rate: of === 0 ? 0 : count / of, ci95: wilson(count, of) };
}

export function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** The middle value (the mean of the two middle values for an even count). */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Counts per value, in ascending order of value. */
export function tally(xs: readonly number[]): { value: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]).map(([value, count]) => ({ value, count }));
}

/** "61.2% [58.1, 64.2]" */
export const formatRate = (r: Rate): string =>
  `${(100 * r.rate).toFixed(1)}% [${(100 * r.ci95[0]).toFixed(1)}, ${(100 * r.ci95[1]).toFixed(1)}]`;

/** A 95% t interval for the mean of `xs` (null for fewer than two values). */
export function meanInterval(xs: readonly number[]): readonly [number, number] | null {
  if (xs.length < 2) return null;
  const m = mean(xs);
  const sd = Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1));
  const half = (studentTQuantile(0.975, xs.length - 1) * sd) / Math.sqrt(xs.length);
  return [m - half, m + half];
}

/**
 * Games needed before a seat can be judged within ±`points` of its fair share: the 95% interval
 * of a seat winning exactly 1/players is then at most ±`points` wide (binomial variance
 * p(1 − p) / n at p = 1/players). With fewer games no seat is called unfair.
 */
export function gamesForSeatVerdict(players: number, points = 3): number {
  const p = 1 / players;
  const half = points / 100;
  return Math.ceil((Z95 * Z95 * p * (1 - p)) / (half * half));
}
