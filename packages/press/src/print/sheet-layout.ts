/**
 * Where a print-and-play page puts its cards, its crop marks and its foot (points, from the
 * page's top left), so that the sheet survives a home printer and a hand cut:
 *
 * - neighbours stand `GAP_MM` apart and each card's art runs half the gap into it, so a cut
 *   0.5 mm off shows the card's own colour, never its neighbour's;
 * - the outer edge of the block carries `OUTER_BLEED_MM` of art, so a back printed 2 mm off its
 *   face (duplex error) still shows art, not paper; inside the block the backs' bleeds meet;
 * - a crop mark stands on each cut line, in the margin only, `MARK_CLEAR_MM` off every bleed,
 *   and the foot's text sits where no mark runs.
 *
 * The drawing (print-sheet.ts, startups/print.ts) places exactly what this returns; the tests
 * measure it and the PDF.
 */

export const PT_PER_MM = 72 / 25.4;
export const mm = (v: number): number => v * PT_PER_MM;
/** Between neighbours' trim lines: each card's art fills its half (1.5 mm, three times a 0.5 mm mis-cut). */
export const GAP_MM = 3;
/** Past the block's outer trim lines, for duplex error. */
export const OUTER_BLEED_MM = 2;
/** How far a mark or the foot keeps off any bleed. */
export const MARK_CLEAR_MM = 1;
export const MARK_MM = 3;
/** The least margin between the paper's edge and the block's bleed: room for a mark. */
export const MIN_MARGIN_MM = 5;
/** What a home printer leaves unprinted at the edge: the foot keeps inside it. */
const PRINTER_EDGE_MM = 3;
export const FOOT_LINE_MM = 3;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}
export interface Segment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}
/** One card's place: the trim (where it is cut) and the bleed (how far its art is drawn). */
export interface Slot {
  readonly trim: Rect;
  readonly bleed: Rect;
}

/** A block of equal cells, `cell` being the trim size on the page. */
export interface Grid {
  readonly x: number;
  readonly y: number;
  readonly cols: number;
  readonly rows: number;
  readonly cell: { readonly w: number; readonly h: number };
}

const gap = mm(GAP_MM);
const outer = mm(OUTER_BLEED_MM);
const clear = mm(MARK_CLEAR_MM);
const markLen = mm(MARK_MM);

export const gridSize = (cols: number, rows: number, cell: { w: number; h: number }) => ({
  w: cols * cell.w + (cols - 1) * gap + 2 * outer,
  h: rows * cell.h + (rows - 1) * gap + 2 * outer,
});

/** The grid's whole bleed: the block's outer edge. */
export const gridBleed = (g: Grid): Rect => {
  const s = gridSize(g.cols, g.rows, g.cell);
  return { x: g.x - outer, y: g.y - outer, w: s.w, h: s.h };
};

const mirrorX = (r: Rect, paperW: number): Rect => ({ ...r, x: paperW - r.x - r.w });

/**
 * Cell i (row by row) of a grid holding `count` cells; `mirrored` for the back of the sheet,
 * where long-edge duplex puts what is at x on the front at paperW − x. A side with no neighbour
 * (the grid's edge, or the empty cells after the last) gets the outer bleed.
 */
export function gridSlot(
  g: Grid,
  i: number,
  mirrored: boolean,
  paperW: number,
  count = g.cols * g.rows,
): Slot {
  const col = i % g.cols;
  const row = Math.floor(i / g.cols);
  const trim = { x: g.x + col * (g.cell.w + gap), y: g.y + row * (g.cell.h + gap), w: g.cell.w, h: g.cell.h };
  const l = col === 0 ? outer : gap / 2;
  const r = col === g.cols - 1 || i + 1 >= count ? outer : gap / 2;
  const t = row === 0 ? outer : gap / 2;
  const b = row === g.rows - 1 || i + g.cols >= count ? outer : gap / 2;
  const bleed = { x: trim.x - l, y: trim.y - t, w: trim.w + l + r, h: trim.h + t + b };
  return mirrored ? { trim: mirrorX(trim, paperW), bleed: mirrorX(bleed, paperW) } : { trim, bleed };
}

/** A short mark on every cut line, on all four sides, `MARK_CLEAR_MM` off the block's bleed. */
export function gridMarks(g: Grid, mirrored: boolean, paperW: number): Segment[] {
  const b = gridBleed(g);
  const marks: Segment[] = [];
  for (let c = 0; c < g.cols; c++)
    for (const x of [g.x + c * (g.cell.w + gap), g.x + c * (g.cell.w + gap) + g.cell.w]) {
      marks.push({ x1: x, y1: b.y - clear - markLen, x2: x, y2: b.y - clear });
      marks.push({ x1: x, y1: b.y + b.h + clear, x2: x, y2: b.y + b.h + clear + markLen });
    }
  for (let r = 0; r < g.rows; r++)
    for (const y of [g.y + r * (g.cell.h + gap), g.y + r * (g.cell.h + gap) + g.cell.h]) {
      marks.push({ x1: b.x - clear - markLen, y1: y, x2: b.x - clear, y2: y });
      marks.push({ x1: b.x + b.w + clear, y1: y, x2: b.x + b.w + clear + markLen, y2: y });
    }
  return mirrored ? marks.map((s) => ({ ...s, x1: paperW - s.x1, x2: paperW - s.x2 })) : marks;
}

/**
 * Where the foot's text goes. `under-first-card`: one short line in the bottom margin between
 * the leftmost column's two cut lines, so no mark crosses it. `under-marks`: `lines` lines across
 * the block, below the bottom marks.
 */
export type FootPlace =
  | { readonly kind: 'under-first-card' }
  | { readonly kind: 'under-marks'; readonly lines: number };

/** The foot's box under the grid (the same on both sides of the sheet: text is not mirrored). */
export function footBox(g: Grid, foot: FootPlace): Rect {
  const b = gridBleed(g);
  if (foot.kind === 'under-first-card')
    return { x: g.x + clear, y: b.y + b.h + clear, w: g.cell.w - 2 * clear, h: mm(FOOT_LINE_MM) };
  return { x: b.x, y: b.y + b.h + 2 * clear + markLen, w: b.w, h: foot.lines * mm(FOOT_LINE_MM) };
}

/** How much margin below the block's bleed the foot needs, the printer's edge included. */
const footNeed = (foot: FootPlace): number =>
  (foot.kind === 'under-first-card'
    ? Math.max(clear + markLen, clear + mm(FOOT_LINE_MM))
    : 2 * clear + markLen + foot.lines * mm(FOOT_LINE_MM)) + mm(PRINTER_EDGE_MM);

export interface CardSheetLayout {
  readonly paper: readonly [number, number];
  readonly grid: Grid;
  /** Cards a quarter turn clockwise (US Letter: 2 × 4 turned fit where 3 × 3 upright do not). */
  readonly turned: boolean;
  readonly perPage: number;
  readonly foot: Rect;
  /** Slot i of a page holding `count` cards (a full page unless given). */
  slot(i: number, mirrored: boolean, count?: number): Slot;
  marks(mirrored: boolean): Segment[];
}

/**
 * The most cards of `cardMm` a page of `paper` holds with the gap, the bleed, the marks and the
 * foot, upright or turned (upright on a tie); the block centred, or as high as the foot needs.
 */
export function cardSheetLayout(
  paper: readonly [number, number],
  cardMm: { readonly w: number; readonly h: number },
  foot: FootPlace = { kind: 'under-first-card' },
): CardSheetLayout {
  const minMargin = mm(MIN_MARGIN_MM);
  const below = footNeed(foot);
  let best: { cols: number; rows: number; turned: boolean } | undefined;
  for (const turned of [false, true]) {
    const cell = turned ? { w: mm(cardMm.h), h: mm(cardMm.w) } : { w: mm(cardMm.w), h: mm(cardMm.h) };
    let cols = 0;
    while (gridSize(cols + 1, 1, cell).w + 2 * minMargin <= paper[0]) cols++;
    let rows = 0;
    while (gridSize(1, rows + 1, cell).h + minMargin + below <= paper[1]) rows++;
    if (cols > 0 && rows > 0 && (!best || cols * rows > best.cols * best.rows)) best = { cols, rows, turned };
  }
  if (!best) throw new Error(`no ${cardMm.w} × ${cardMm.h} mm card fits a ${paper.join(' × ')} pt page`);
  const { cols, rows, turned } = best;
  const cell = turned ? { w: mm(cardMm.h), h: mm(cardMm.w) } : { w: mm(cardMm.w), h: mm(cardMm.h) };
  const size = gridSize(cols, rows, cell);
  const centred = (paper[1] - size.h) / 2;
  const top = paper[1] - size.h - centred >= below ? centred : paper[1] - size.h - below;
  const grid: Grid = { x: (paper[0] - size.w) / 2 + outer, y: top + outer, cols, rows, cell };
  return {
    paper,
    grid,
    turned,
    perPage: cols * rows,
    foot: footBox(grid, foot),
    slot: (i, mirrored, count) => gridSlot(grid, i, mirrored, paper[0], count),
    marks: (mirrored) => gridMarks(grid, mirrored, paper[0]),
  };
}
