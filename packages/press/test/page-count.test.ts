/** How a booklet reaches a multiple of 4 pages: the body size nearest the design size, in a few prints. */
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { blankPages, DESIGN_SIZE, fitPageCount } from '../src/booklet/page-count.ts';

/** A "printer" whose page count grows with the body size as `pages` says; it counts its prints. */
function printer(pages: (size: number) => number) {
  const sizes: number[] = [];
  const print = async (size: number) => {
    sizes.push(size);
    const doc = await PDFDocument.create();
    for (let i = 0; i < pages(size); i++) doc.addPage([420, 595]);
    return doc.save();
  };
  return { print, sizes };
}

describe('fitting a booklet to a multiple of 4 pages', () => {
  it('counts the blank pages a saddle stitch needs', () => {
    expect([12, 13, 14, 15, 16].map(blankPages)).toEqual([0, 3, 2, 1, 0]);
  });

  it('keeps the design size when its page count needs no blank', async () => {
    const p = printer(() => 16);
    expect((await fitPageCount(p.print)).fontSize).toBe(DESIGN_SIZE);
    expect(p.sizes).toEqual([DESIGN_SIZE]);
  });

  it('sets the type a little larger, the least that reaches the next multiple of 4, in a few prints', async () => {
    // 14 pages at 9.5 pt, 16 from 10.1 pt, 17 from 10.6 pt.
    const p = printer((size) => (size < 9.8 ? 14 : size < 10.1 ? 15 : size < 10.6 ? 16 : 17));
    const fitted = await fitPageCount(p.print);
    expect(fitted).toMatchObject({ fontSize: 10.1, pages: 16 });
    expect(p.sizes.length).toBeLessThanOrEqual(8);
  });

  it('sets it smaller when no larger size makes the count, and else keeps the fewest blanks', async () => {
    // A jump from 13 to 17 pages: no 16 above the design size; 12 pages up to 9 pt.
    const smaller = printer((size) => (size <= 9 ? 12 : size < 10 ? 13 : 17));
    expect(await fitPageCount(smaller.print)).toMatchObject({ fontSize: 9, pages: 12 });
    const none = printer((size) => (size < 10 ? 13 : 17));
    expect(blankPages((await fitPageCount(none.print)).pages)).toBe(3);
  });
});
