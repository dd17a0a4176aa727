/**
 * A saddle-stitched booklet has a multiple of 4 pages; a page left blank to make the count is a
 * hole a publisher would not sign off. The booklet reaches such a count as a designer would:
 * by setting its type (body, headings, tables, captions: all in rem) a little larger or smaller
 * than the design size, never by leaving pages empty.
 */
import { PDFDocument } from '@cantoo/pdf-lib';

/** The body size (pt) the booklet is designed at, and the range it may be set in. */
export const DESIGN_SIZE = 9.5;
const SMALLEST = 8.6;
const LARGEST = 11.6;
/** Sizes are tried in steps no finer than this (pt). */
const STEP = 0.05;

/** The blank pages a booklet of `pages` pages needs to make a multiple of 4. */
export const blankPages = (pages: number): number => Math.ceil(pages / 4) * 4 - pages;

export interface Fitted {
  readonly pdf: Uint8Array;
  readonly fontSize: number;
  readonly pages: number;
}

const onStep = (size: number) => Number((Math.round(size / STEP) * STEP).toFixed(2));

/**
 * The booklet at the design size if its page count needs no blank page; else at the size
 * nearest it that makes the next multiple of 4 (up to LARGEST), or else the one before (down to
 * SMALLEST); else the print with the fewest blanks. A page count grows with the body size, so
 * each is a bisection to the step nearest the design size: a few prints, not one per step.
 */
export async function fitPageCount(print: (fontSize: number) => Promise<Uint8Array>): Promise<Fitted> {
  const seen = new Map<number, Fitted>();
  const at = async (fontSize: number): Promise<Fitted> => {
    const known = seen.get(fontSize);
    if (known) return known;
    const pdf = await print(fontSize);
    const fitted = { pdf, fontSize, pages: (await PDFDocument.load(pdf)).getPageCount() };
    seen.set(fontSize, fitted);
    return fitted;
  };
  const design = await at(DESIGN_SIZE);
  if (blankPages(design.pages) === 0) return design;
  // Between `small` (fewer pages than `target`) and `large` (more): the size nearest the design
  // size (`toward`) that gives `target` pages.
  const search = async (target: number, small: number, large: number, toward: 'small' | 'large') => {
    let hit: Fitted | undefined;
    while (large - small > STEP + 1e-9) {
      const mid = await at(onStep((small + large) / 2));
      if (mid.fontSize === small || mid.fontSize === large) break;
      if (mid.pages === target) hit = mid;
      if (mid.pages < target || (mid.pages === target && toward === 'large')) small = mid.fontSize;
      else large = mid.fontSize;
    }
    return hit;
  };
  const grown = await search(design.pages + blankPages(design.pages), DESIGN_SIZE, LARGEST, 'small');
  if (grown) return grown;
  const shrunk = await search(design.pages - (design.pages % 4), SMALLEST, DESIGN_SIZE, 'large');
  if (shrunk) return shrunk;
  return [...seen.values()].sort((a, b) => blankPages(a.pages) - blankPages(b.pages))[0]!;
}
