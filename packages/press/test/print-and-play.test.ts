/**
 * Print and play that survives a home printer (issue 30, Build 5): a gap with bleed between
 * cards, crop marks in the margins only and off every text, and backs with at least 2 mm of art
 * outside the block, for duplex error; the same for Startups' cards, chips and coins. The layout
 * is checked as numbers; the PDFs are measured from their pixels (pdfjs, no system tool).
 */
import { COMPANIES } from '@nobid/startups';
import { readRulesFtl } from '@nobid/startups/rules-ftl';
import { grayPage } from '@nobid/tools/pdf';
import { describe, expect, it } from 'vitest';
import { nobidSheetLayout } from '../src/cards/print-sheet.ts';
import { NOBID_DATA, onlyCards, renderPrintAndPlay, startupsSheet } from '../src/index.ts';
import {
  type Grid,
  gridMarks,
  gridSlot,
  PT_PER_MM,
  type Rect,
  type Segment,
  type Slot,
} from '../src/print/sheet-layout.ts';
import { startupsCardLayout, tokenPages } from '../src/startups/print.ts';

/** What docs/print.md states. */
const GAP_MM = 3;
const OUTER_MM = 2;
const A4: readonly [number, number] = [595.28, 841.89];
const LETTER: readonly [number, number] = [612, 792];
const toMm = (pt: number) => pt / PT_PER_MM;
const EPS = 1e-6;

interface Sheet {
  readonly name: string;
  readonly paper: readonly [number, number];
  readonly cols: number;
  readonly slots: (mirrored: boolean) => Slot[];
  readonly marks: (mirrored: boolean) => Segment[];
  readonly texts: readonly Rect[];
}

const fromGrids = (
  name: string,
  grids: readonly { grid: Grid; count: number }[],
  foot: Rect,
  paper = A4,
): Sheet => ({
  name,
  paper,
  cols: grids[grids.length - 1]!.grid.cols,
  slots: (m) =>
    grids.flatMap(({ grid, count }) =>
      Array.from({ length: count }, (_, i) => gridSlot(grid, i, m, paper[0], count)),
    ),
  marks: (m) => grids.flatMap(({ grid }) => gridMarks(grid, m, paper[0])),
  texts: [foot],
});

const cardSheet = (name: string, layout: ReturnType<typeof nobidSheetLayout>): Sheet =>
  fromGrids(name, [{ grid: layout.grid, count: layout.perPage }], layout.foot, layout.paper);

const [tokens] = tokenPages(COMPANIES.length, 70, 2);
const SHEETS: Sheet[] = [
  cardSheet('No Bid A4', nobidSheetLayout(A4)),
  cardSheet('No Bid Letter', nobidSheetLayout(LETTER)),
  cardSheet('Startups cards', startupsCardLayout(2)),
  fromGrids(
    'Startups chips and coins',
    [
      { grid: tokens!.chips!, count: COMPANIES.length },
      { grid: tokens!.coins, count: tokens!.coinCount },
    ],
    tokens!.foot,
  ),
];

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.w - EPS && b.x < a.x + a.w - EPS && a.y < b.y + b.h - EPS && b.y < a.y + a.h - EPS;
const segmentBox = (s: Segment): Rect => ({
  x: Math.min(s.x1, s.x2),
  y: Math.min(s.y1, s.y2),
  w: Math.abs(s.x2 - s.x1) || EPS,
  h: Math.abs(s.y2 - s.y1) || EPS,
});
const inside = (r: Rect, paper: readonly [number, number]) =>
  r.x >= -EPS && r.y >= -EPS && r.x + r.w <= paper[0] + EPS && r.y + r.h <= paper[1] + EPS;

describe('the print-and-play layout', () => {
  it('holds 3 × 3 cards on A4 and 2 × 4 turned on Letter, and 70 coins with the chips on one page', () => {
    expect([nobidSheetLayout(A4).perPage, nobidSheetLayout(A4).turned]).toEqual([9, false]);
    expect([nobidSheetLayout(LETTER).perPage, nobidSheetLayout(LETTER).turned]).toEqual([8, true]);
    expect(startupsCardLayout(2).perPage).toBe(9);
    expect(tokenPages(COMPANIES.length, 70, 2)).toHaveLength(1);
  });

  for (const sheet of SHEETS)
    for (const mirrored of [false, true])
      it(`${sheet.name}${mirrored ? ', backs' : ''}: gaps with bleed, ≥ 2 mm outside, marks off cards and text`, () => {
        // Problems collected as lines (one expect per check over hundreds of pairs is slow).
        const problems: string[] = [];
        const check = (ok: boolean, what: string) => {
          if (!ok) problems.push(what);
        };
        const slots = sheet.slots(mirrored);
        const marks = sheet.marks(mirrored);
        const fronts = sheet.slots(false);
        for (const [i, a] of slots.entries()) {
          check(inside(a.bleed, sheet.paper), `slot ${i} off the paper`);
          // The art runs at least half the gap past the trim on every side (left, top, right, bottom).
          const bleedMm = [
            a.trim.x - a.bleed.x,
            a.trim.y - a.bleed.y,
            a.bleed.x + a.bleed.w - a.trim.x - a.trim.w,
            a.bleed.y + a.bleed.h - a.trim.y - a.trim.h,
          ].map(toMm);
          for (const [side, b] of bleedMm.entries())
            check(b >= GAP_MM / 2 - EPS, `slot ${i} side ${side}: ${b} mm of bleed`);
          const alone = [true, true, true, true];
          for (const [j, b] of slots.entries()) {
            if (j === i) continue;
            // Neighbours stand apart by the gap; no card's bleed reaches another's trim.
            const dx = Math.max(b.trim.x - (a.trim.x + a.trim.w), a.trim.x - (b.trim.x + b.trim.w));
            const dy = Math.max(b.trim.y - (a.trim.y + a.trim.h), a.trim.y - (b.trim.y + b.trim.h));
            check(
              toMm(Math.max(dx, dy)) >= GAP_MM - EPS,
              `slots ${i} and ${j}: ${toMm(Math.max(dx, dy))} mm apart`,
            );
            check(!overlaps(a.bleed, b.trim), `slot ${i}'s bleed on slot ${j}`);
            const sameRow = b.trim.y < a.trim.y + a.trim.h && a.trim.y < b.trim.y + b.trim.h;
            const sameCol = b.trim.x < a.trim.x + a.trim.w && a.trim.x < b.trim.x + b.trim.w;
            if (sameRow && b.trim.x < a.trim.x) alone[0] = false;
            if (sameCol && b.trim.y < a.trim.y) alone[1] = false;
            if (sameRow && b.trim.x > a.trim.x) alone[2] = false;
            if (sameCol && b.trim.y > a.trim.y) alone[3] = false;
          }
          // An outer edge (no card beyond it on that side) carries at least 2 mm of art.
          for (const [side, b] of bleedMm.entries())
            check(!alone[side] || b >= OUTER_MM - EPS, `slot ${i} outer side ${side}: ${b} mm`);
          // The back of slot i is the front's mirror image: long-edge duplex puts it behind.
          const front = fronts[i]!.trim;
          const x = mirrored ? sheet.paper[0] - front.x - front.w : front.x;
          check(
            Math.abs(a.trim.x - x) < EPS && Math.abs(a.trim.y - front.y) < EPS,
            `slot ${i} not behind its face`,
          );
        }
        check(marks.length >= 4 * sheet.cols, 'marks');
        for (const m of marks) {
          const box = segmentBox(m);
          const name = `mark ${[m.x1, m.y1, m.x2, m.y2].map((v) => toMm(v).toFixed(1)).join(',')} mm`;
          check(inside(box, sheet.paper), `${name} off the paper`);
          for (const [i, s] of slots.entries()) check(!overlaps(box, s.bleed), `${name} on slot ${i}`);
          for (const t of sheet.texts) check(!overlaps(box, t), `${name} on the text`);
          // On a cut line: every mark continues some card's trim edge.
          const onCut = slots.some((s) =>
            m.x1 === m.x2
              ? [s.trim.x, s.trim.x + s.trim.w].some((x) => Math.abs(x - m.x1) < EPS)
              : [s.trim.y, s.trim.y + s.trim.h].some((y) => Math.abs(y - m.y1) < EPS),
          );
          check(onCut, `${name} on no cut line`);
        }
        for (const t of sheet.texts) {
          check(inside(t, sheet.paper), 'text off the paper');
          for (const [i, s] of slots.entries()) check(!overlaps(t, s.bleed), `text on slot ${i}`);
        }
        expect(problems).toEqual([]);
      });
});

/** The page's pixels at `DPI`, dark below 160. */
const DPI = 150;
const PX_PER_MM = DPI / 25.4;
async function pixels(pdf: Uint8Array, page: number) {
  const { width, height, pixels: px } = await grayPage(pdf, page, DPI);
  const dark = (x: number, y: number) => px[y * width + x]! < 160;
  return { width, height, dark };
}
type Page = Awaited<ReturnType<typeof pixels>>;
const runs = (xs: number[]) =>
  xs.reduce<number[][]>((acc, x) => {
    const last = acc[acc.length - 1];
    if (last && x - last[last.length - 1]! <= 1) last.push(x);
    else acc.push([x]);
    return acc;
  }, []);

/**
 * A page of backs, measured: the block is where most of a row or column is dark; the marks are
 * the thin dark lines in the margins above and left of it. Returns the cut lines (px) and the block.
 */
function measureBacks(p: Page) {
  const colDark = Array.from({ length: p.width }, (_, x) => {
    let n = 0;
    for (let y = 0; y < p.height; y++) if (p.dark(x, y)) n++;
    return n / p.height;
  });
  const rowDark = Array.from({ length: p.height }, (_, y) => {
    let n = 0;
    for (let x = 0; x < p.width; x++) if (p.dark(x, y)) n++;
    return n / p.width;
  });
  const blockCols = colDark.map((f, x) => (f > 0.4 ? x : -1)).filter((x) => x >= 0);
  const blockRows = rowDark.map((f, y) => (f > 0.4 ? y : -1)).filter((y) => y >= 0);
  const block = {
    left: blockCols[0]!,
    right: blockCols[blockCols.length - 1]!,
    top: blockRows[0]!,
    bottom: blockRows[blockRows.length - 1]!,
  };
  const cutsX = runs(
    Array.from({ length: p.width }, (_, x) => x).filter((x) =>
      Array.from({ length: block.top - 2 }, (_, y) => y).some((y) => p.dark(x, y)),
    ),
  ).map((r) => (r[0]! + r[r.length - 1]!) / 2);
  const cutsY = runs(
    Array.from({ length: p.height }, (_, y) => y).filter((y) =>
      Array.from({ length: block.left - 2 }, (_, x) => x).some((x) => p.dark(x, y)),
    ),
  ).map((r) => (r[0]! + r[r.length - 1]!) / 2);
  return { block, cutsX, cutsY };
}

/** Checks a page of backs: pairs of cut lines a gap apart, no white between cards, ≥ 2 mm of art outside. */
function expectGapAndBleed(p: Page, cols: number, rows: number, what: string) {
  const { block, cutsX, cutsY } = measureBacks(p);
  expect(cutsX, `${what}: a mark on each side of each column`).toHaveLength(2 * cols);
  expect(cutsY, `${what}: a mark on each side of each row`).toHaveLength(2 * rows);
  const tol = 1.5; // px: a mark's width and rounding
  for (let c = 1; c < cols; c++)
    expect((cutsX[2 * c]! - cutsX[2 * c - 1]!) / PX_PER_MM, `${what} gap ${c}`).toBeGreaterThanOrEqual(
      GAP_MM - tol / PX_PER_MM,
    );
  for (let r = 1; r < rows; r++)
    expect((cutsY[2 * r]! - cutsY[2 * r - 1]!) / PX_PER_MM).toBeGreaterThanOrEqual(GAP_MM - tol / PX_PER_MM);
  // The gaps are art, not paper: down the middle of each gap, the backs' colour.
  const share = (n: number, from: number, to: number, at: (k: number) => boolean) =>
    Array.from({ length: to - from + 1 }, (_, k) => at(from + k)).filter(Boolean).length / n;
  for (let c = 1; c < cols; c++) {
    const x = Math.round((cutsX[2 * c]! + cutsX[2 * c - 1]!) / 2);
    const n = block.bottom - block.top + 1;
    expect(
      share(n, block.top, block.bottom, (y) => p.dark(x, y)),
      `${what} gap ${c} filled`,
    ).toBeGreaterThan(0.95);
  }
  for (let r = 1; r < rows; r++) {
    const y = Math.round((cutsY[2 * r]! + cutsY[2 * r - 1]!) / 2);
    const n = block.right - block.left + 1;
    expect(
      share(n, block.left, block.right, (x) => p.dark(x, y)),
      `${what} row gap ${r} filled`,
    ).toBeGreaterThan(0.95);
  }
  const outside = [
    cutsX[0]! - block.left,
    block.right - cutsX[cutsX.length - 1]!,
    cutsY[0]! - block.top,
    block.bottom - cutsY[cutsY.length - 1]!,
  ].map((px) => (px + tol) / PX_PER_MM);
  for (const b of outside) expect(b, `${what}: art outside the outer cut`).toBeGreaterThanOrEqual(OUTER_MM);
}

/**
 * No mark crosses a line of text in the margin under the block: the text's rows are those with
 * many dark pixels; a mark crossing them would be dark just above and just below the text too.
 */
function expectNoMarkThroughFoot(p: Page, below: number, what: string) {
  const count = (y: number) => {
    let n = 0;
    for (let x = 0; x < p.width; x++) if (p.dark(x, y)) n++;
    return n;
  };
  const textRows = Array.from({ length: p.height - below }, (_, k) => below + k).filter((y) => count(y) > 25);
  expect(textRows.length, `${what}: a foot`).toBeGreaterThan(0);
  for (const band of runs(textRows)) {
    const [top, bottom] = [band[0]! - 2, band[band.length - 1]! + 2];
    // The text's own columns: dark in some of its rows but not all (a line through it is dark in all).
    const glyphs = Array.from({ length: p.width }, (_, x) => x).filter((x) => {
      const n = band.filter((y) => p.dark(x, y)).length;
      return n > 0 && n < band.length;
    });
    const crossing = Array.from({ length: p.width }, (_, x) => x).filter(
      (x) =>
        x >= glyphs[0]! &&
        x <= glyphs[glyphs.length - 1]! &&
        top >= 0 &&
        bottom < p.height &&
        p.dark(x, top) &&
        p.dark(x, bottom),
    );
    expect(crossing, `${what}: a mark through the text at rows ${band[0]}–${band[band.length - 1]}`).toEqual(
      [],
    );
  }
}

/** Enough copies of one card for a full first page on A4 (9) and on Letter (8). */
const SAMPLE = onlyCards(NOBID_DATA, ['leverage']);

describe('the print-and-play PDFs', () => {
  it('No Bid on A4 and Letter: a gap between cards, 2 mm of back outside the block, the foot clear', async () => {
    for (const [paper, cols, rows] of [
      [A4, 3, 3],
      [LETTER, 2, 4],
    ] as const) {
      const { pdf } = await renderPrintAndPlay('en', SAMPLE, undefined, paper);
      const back = await pixels(pdf, 2);
      expectGapAndBleed(back, cols, rows, `No Bid ${paper[0]} backs`);
      // The faces' page has the same marks (mirrored about the middle) and the same foot.
      const { block } = measureBacks(back);
      expectNoMarkThroughFoot(back, block.bottom + 1, 'No Bid backs');
    }
  });

  it('Startups: cards with gaps and bleed; the legal line and the tokens’ foot crossed by no mark', async () => {
    const pdf = await startupsSheet({
      lang: 'en',
      rulesFtl: readRulesFtl('en'),
      companies: COMPANIES.slice(0, 2),
      coins: 20,
    });
    const back = await pixels(pdf, 2);
    const { block } = measureBacks(back);
    expectNoMarkThroughFoot(await pixels(pdf, 1), block.bottom + 1, 'Startups faces');
    expectNoMarkThroughFoot(back, block.bottom + 1, 'Startups backs');
    expectGapAndBleed(back, 3, 3, 'Startups backs');
    // The tokens: the coins' block is the last dark area; its foot below it.
    // Page 5: the chips and the coins' 1-sides (page 6, their backs, is its mirror image). The
    // coins end at the last row crossed by a solid run (a coin, not a hairline or a glyph); the
    // foot is below their marks.
    const tokens = await pixels(pdf, 5);
    const solid = (x: number, y: number) =>
      Array.from({ length: 24 }, (_, k) => tokens.dark(x + k, y) && tokens.dark(x + k, y + 2)).every(Boolean);
    let last = 0;
    for (let y = 0; y < tokens.height; y++)
      for (let x = 0; x < tokens.width; x += 12) if (tokens.dark(x, y) && solid(x, y)) last = y;
    expectNoMarkThroughFoot(tokens, last + Math.round(4 * PX_PER_MM), 'the tokens page');
  });
});
