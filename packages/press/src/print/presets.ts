/**
 * Print presets: what `nobid cards --printer P` makes for each kind of printer or print shop
 * (docs/print.md cites each shop's spec).
 *
 * - `a4`, `letter`: print and play at home, 3 × 3 cards a page, crop marks along the page edges,
 *   a page of backs after each page of faces (duplex).
 * - `tgc`: The Game Crafter's poker cards, one PNG per card, 825 × 1125 px at 300 dpi: the
 *   2.5" × 3.5" card with 1/8" bleed on every side.
 * - `mpc`: MakePlayingCards' poker cards, one PNG per card, 822 × 1122 px at 300 dpi (their
 *   template: the same 2.5" × 3.5" trim, a little under 1/8" bleed).
 * - `bleed-pdf`: one card a page, 3 mm bleed, TrimBox and BleedBox set, in CMYK.
 *
 * Each shop preset also writes a proof with the trim line and the safe zone drawn: never in the
 * files sent to print.
 */

import { CARD_H, CARD_W } from '../cards/geometry.ts';
import type { Frame } from '../cards/svg.ts';
import { PressInputError } from '../errors.ts';

export const PRINTERS = ['a4', 'letter', 'tgc', 'mpc', 'bleed-pdf'] as const;
export type PrinterName = (typeof PRINTERS)[number];

export interface SheetPreset {
  readonly kind: 'sheet';
  readonly name: 'a4' | 'letter';
  /** The paper in points. */
  readonly paper: readonly [number, number];
}

export interface PngPreset {
  readonly kind: 'png';
  readonly name: 'tgc' | 'mpc';
  readonly shop: string;
  /** The whole image, bleed included, and the card after trimming, in pixels at `dpi`. */
  readonly image: readonly [number, number];
  readonly trim: readonly [number, number];
  readonly dpi: number;
  /** Inside the trim line: keep text and symbols within (the proof draws it). */
  readonly safeInch: number;
}

export interface PdfPreset {
  readonly kind: 'pdf';
  readonly name: 'bleed-pdf';
  readonly bleedMm: number;
  readonly safeMm: number;
}

export type Preset = SheetPreset | PngPreset | PdfPreset;

export const PRESETS: Readonly<Record<PrinterName, Preset>> = {
  a4: { kind: 'sheet', name: 'a4', paper: [595.28, 841.89] },
  letter: { kind: 'sheet', name: 'letter', paper: [612, 792] },
  tgc: {
    kind: 'png',
    name: 'tgc',
    shop: 'The Game Crafter (poker card)',
    image: [825, 1125],
    trim: [750, 1050],
    dpi: 300,
    safeInch: 0.125,
  },
  mpc: {
    kind: 'png',
    name: 'mpc',
    shop: 'MakePlayingCards (poker card)',
    image: [822, 1122],
    trim: [750, 1050],
    dpi: 300,
    safeInch: 0.125,
  },
  'bleed-pdf': { kind: 'pdf', name: 'bleed-pdf', bleedMm: 3, safeMm: 3 },
};

export function parsePrinter(value: string): Preset {
  if ((PRINTERS as readonly string[]).includes(value)) return PRESETS[value as PrinterName];
  throw new PressInputError(`unknown printer preset "${value}"; supported: ${PRINTERS.join(', ')}`);
}

/**
 * The window onto a card's drawing that a pixel preset prints: the card scaled so that its height
 * fills the shop's trim height (our 63 × 88 mm card is 0.5 mm narrower than a 2.5" × 3.5" one: the
 * difference, 0.3 % of the width, is cut off the bleed), and the rest of the image is bleed.
 */
export function pngFrame(p: PngPreset): Frame & { readonly unitsPerPx: number } {
  const unitsPerPx = CARD_H / p.trim[1];
  const w = p.image[0] * unitsPerPx;
  const h = p.image[1] * unitsPerPx;
  return {
    x: (CARD_W - w) / 2,
    y: (CARD_H - h) / 2,
    w,
    h,
    width: `${p.image[0]}px`,
    height: `${p.image[1]}px`,
    unitsPerPx,
  };
}

/** The window of a millimetre bleed (1 mm = 10 units). */
export const bleedFrame = (bleedMm: number): Frame => ({
  x: -bleedMm * 10,
  y: -bleedMm * 10,
  w: CARD_W + bleedMm * 20,
  h: CARD_H + bleedMm * 20,
  width: `${CARD_W / 10 + 2 * bleedMm}mm`,
  height: `${CARD_H / 10 + 2 * bleedMm}mm`,
});
