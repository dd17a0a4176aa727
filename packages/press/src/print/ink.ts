/**
 * The press's own separation of the faces' sRGB colours into process inks, for the PDFs sent to a
 * shop (a press operator's rules, docs/print.md):
 *
 * - a neutral colour (grey, black) is black ink only, so text and thin lines print in one plate
 *   and cannot fringe when the plates are a hair out of register;
 * - the large dark fields (the No Bid and Circuit Breaker band and paper) are the usual rich black
 *   60/40/40/100: they are never text;
 * - any other colour is separated with full grey replacement (the grey part in black, so at most
 *   two of C, M, Y), and its total ink is kept at or below the preset's limit.
 *
 * Each colour becomes DeviceCMYK in the PDF itself, so no colour-management step decides later.
 */
import { FACE_INK, TYPE_COLOURS } from '../colours.ts';

export type Cmyk = readonly [number, number, number, number];

/** Percent of each ink. */
export const RICH_BLACK: Cmyk = [60, 40, 40, 100];

/** The colours that only ever fill large areas and are near black: they print as rich black. */
export const LARGE_DARK_FIELDS: ReadonlySet<string> = new Set([
  TYPE_COLOURS['no-bid'].band,
  TYPE_COLOURS['circuit-breaker'].band,
  FACE_INK.dark.paper,
]);

/** Within this many steps of 255 between the highest and lowest channel, a colour is a grey. */
const NEUTRAL = 6;

const hex = ([r, g, b]: readonly number[]): string =>
  `#${[r, g, b].map((v) => Math.round(v!).toString(16).padStart(2, '0')).join('')}`;

/** `rgb` in 0–255; the inks in percent, their sum at most `limit` percent. */
export function separate(rgb: readonly number[], limit: number): Cmyk {
  const [r, g, b] = rgb.map((v) => v / 255) as [number, number, number];
  if (LARGE_DARK_FIELDS.has(hex(rgb)) && RICH_BLACK.reduce((a, v) => a + v, 0) <= limit) return RICH_BLACK;
  const max = Math.max(r, g, b);
  const k = 1 - max;
  if ((max - Math.min(r, g, b)) * 255 <= NEUTRAL) return [0, 0, 0, round(k * 100)];
  const [c, m, y] = [r, g, b].map((v) => (max === 0 ? 0 : (max - v) / max)) as [number, number, number];
  const room = Math.max(0, limit / 100 - k);
  const scale = Math.min(1, room / (c + m + y));
  return [round(c * scale * 100), round(m * scale * 100), round(y * scale * 100), round(k * 100)];
}

const round = (v: number): number => Math.round(v * 10) / 10;
