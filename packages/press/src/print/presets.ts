/**
 * Print presets: what `nobid cards --printer P` makes for each kind of printer or print shop
 * (docs/print.md cites each shop's spec).
 *
 * - `a4`, `letter`: print and play at home, 3 × 3 cards a page on A4 (2 × 4 turned on Letter), a
 *   gap with bleed between cards and short crop marks in the margins (print/sheet-layout.ts),
 *   a page of backs after each page of faces (duplex).
 * - `tgc`: The Game Crafter's poker cards, one PNG per card, 825 × 1125 px at 300 dpi: the
 *   2.5" × 3.5" card with 1/8" bleed on every side.
 * - `mpc`: MakePlayingCards' poker cards, one PNG per card, 822 × 1122 px at 300 dpi (their
 *   template: the same 2.5" × 3.5" trim, a little under 1/8" bleed).
 * - `bleed-pdf`: one page per distinct card and a manifest of copies, 3 mm bleed, TrimBox and
 *   BleedBox set, in CMYK at most 260 % ink.
 * - `pdf-x`: one page per physical card, each front followed by its back, 3 mm bleed, PDF/X-1a
 *   markers and an OutputIntent, at most 260 % ink.
 * - `dtc`: DriveThruCards' poker cards: as `pdf-x` on their 2.5" × 3.5" trim with 1/8" bleed, at
 *   most 240 % ink, one page per distinct card (their card upload takes one front per card).
 *
 * Each shop preset also writes a proof with the trim line and the safe zone drawn: never in the
 * files sent to print.
 */

import { CARD_H, CARD_W } from '../cards/geometry.ts';
import type { Frame } from '../cards/svg.ts';
import { PressInputError } from '../errors.ts';

export const PRINTERS = ['a4', 'letter', 'tgc', 'mpc', 'bleed-pdf', 'pdf-x', 'dtc'] as const;
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
  readonly name: 'bleed-pdf' | 'pdf-x' | 'dtc';
  /** The card after cutting, in millimetres: ours (63 × 88), or a shop's (2.5" × 3.5"). */
  readonly trimMm: readonly [number, number];
  readonly bleedMm: number;
  readonly safeMm: number;
  /** The highest total of the four inks anywhere, in percent (preflight checks it). */
  readonly inkLimit: number;
  /** PDF/X-1a:2003 markers and an OutputIntent with Ghostscript's CMYK profile. */
  readonly pdfx: boolean;
  /** One page per physical card, each front followed by its back; else one per distinct card. */
  readonly perCopy: boolean;
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
  'bleed-pdf': {
    kind: 'pdf',
    name: 'bleed-pdf',
    trimMm: [63, 88],
    bleedMm: 3,
    safeMm: 3,
    inkLimit: 260,
    pdfx: false,
    perCopy: false,
  },
  'pdf-x': {
    kind: 'pdf',
    name: 'pdf-x',
    trimMm: [63, 88],
    bleedMm: 3,
    safeMm: 3,
    inkLimit: 260,
    pdfx: true,
    perCopy: true,
  },
  dtc: {
    kind: 'pdf',
    name: 'dtc',
    trimMm: [63.5, 88.9],
    bleedMm: 3.175,
    safeMm: 3.175,
    inkLimit: 240,
    pdfx: true,
    perCopy: false,
  },
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

/**
 * The window of a PDF preset: the card scaled so that its height fills the trim height (ours: 1 mm
 * = 10 units), with `bleedMm` around it, centred; a shop's wider trim takes its width out of the
 * bleed the face draws (4 mm past our trim line).
 */
export function bleedFrame(p: Pick<PdfPreset, 'trimMm' | 'bleedMm'>): Frame {
  const unitsPerMm = CARD_H / p.trimMm[1];
  const [wMm, hMm] = [p.trimMm[0] + 2 * p.bleedMm, p.trimMm[1] + 2 * p.bleedMm];
  const [w, h] = [wMm * unitsPerMm, hMm * unitsPerMm];
  return { x: (CARD_W - w) / 2, y: (CARD_H - h) / 2, w, h, width: `${wMm}mm`, height: `${hMm}mm` };
}
