/**
 * The picture area of a card face. A Position shows a chart line (rising for LONG, falling for
 * SHORT) between the skylines of the cities of its two currencies, each named under its drawing
 * (the rulebook's "Reading the art"); every other card shows its own icon (icons.ts) and, for a
 * card that changes a number the game counts, that change large: "+1" on a Leverage, "−1" on a
 * Margin Call, "hand +3" on a Credit Line.
 *
 * Pure SVG from the card data: the web table draws the same pictures (`@nobid/press/art`), so
 * nothing reachable from here may import Node.
 */
import { DIRECTION_COLOURS, TYPE_COLOURS } from '../colours.ts';
import type { CardDef, PositionDef } from '../data.ts';
import { fit, type Measurer } from './fit.ts';
import { CARD_W } from './geometry.ts';
import { cardIcon } from './icons.ts';
import { skyline } from './skyline.ts';
import { el, points, text } from './svg.ts';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Where a face draws its picture, under the band: the table draws it in a box of this shape. */
export const ART_BOX: Box = { x: 40, y: 180, w: CARD_W - 80, h: 255 };

export interface PositionArtText {
  readonly leftCity: string;
  readonly rightCity: string;
}

/** A chart path across the middle third of the box, climbing (LONG) or sliding (SHORT). */
export function chartPoints(box: Box, rising: boolean): [number, number][] {
  // Shape of the line: x and height as fractions; wiggles make it read as a price chart.
  const shape: [number, number][] = [
    [0, 0.08],
    [0.14, 0.3],
    [0.26, 0.2],
    [0.42, 0.52],
    [0.56, 0.4],
    [0.74, 0.74],
    [0.86, 0.64],
    [1, 0.92],
  ];
  const left = box.x + box.w * 0.3;
  const width = box.w * 0.4;
  const bottom = box.y + box.h * 0.88;
  const height = box.h * 0.58;
  return shape.map(([fx, fy]) => [
    left + fx * width,
    rising ? bottom - fy * height : bottom - height + fy * height,
  ]);
}

export function positionArt(m: Measurer, def: PositionDef, box: Box, words: PositionArtText): string {
  const rising = def.direction === 'LONG';
  const colour = DIRECTION_COLOURS[def.direction];
  const pts = chartPoints(box, rising);
  const family = m.fonts.family;
  const ink = TYPE_COLOURS.position.mark;
  const grid = [0.35, 0.55, 0.75].map((f) =>
    el('line', {
      x1: box.x + box.w * 0.27,
      x2: box.x + box.w * 0.73,
      y1: box.y + box.h * f,
      y2: box.y + box.h * f,
      stroke: '#cfc9ba',
      'stroke-width': 2,
      'stroke-dasharray': '8 8',
    }),
  );
  const end = pts[pts.length - 1]!;
  const before = pts[pts.length - 2]!;
  const angle = Math.atan2(end[1] - before[1], end[0] - before[0]);
  const head = [0, 2.5, -2.5].map((da, i): [number, number] =>
    i === 0
      ? [end[0] + Math.cos(angle) * 22, end[1] + Math.sin(angle) * 22]
      : [end[0] + Math.cos(angle + da) * 22, end[1] + Math.sin(angle + da) * 22],
  );
  // The city of the pair's first currency stands left of the line, the second's right of it:
  // its skyline, and its name under it.
  const cityWidth = box.w * 0.25;
  const city = (code: string, name: string, cx: number) => {
    const fitted = fit(m, name, {
      width: cityWidth,
      height: 52,
      size: 24,
      min: 15,
      leading: 1.1,
      bold: true,
    });
    const nameTop = box.y + box.h - 14 - (fitted.lines.length - 1) * fitted.size * 1.1;
    const drawing = skyline(
      code,
      { x: cx - cityWidth / 2, y: box.y + 26, w: cityWidth, h: nameTop - fitted.size - box.y - 34 },
      '#8f8877',
      TYPE_COLOURS.position.panel,
    );
    return (
      drawing +
      fitted.lines
        .map((line, i) =>
          text(
            {
              class: 'city',
              x: cx,
              y: nameTop + i * fitted.size * 1.1,
              'font-family': family,
              'font-size': fitted.size,
              'font-weight': 'bold',
              'text-anchor': 'middle',
              fill: ink,
            },
            line,
          ),
        )
        .join('')
    );
  };
  return el(
    'g',
    { class: 'art position' },
    el('rect', {
      x: box.x,
      y: box.y,
      width: box.w,
      height: box.h,
      rx: 18,
      fill: TYPE_COLOURS.position.panel,
    }),
    ...grid,
    el('polyline', {
      class: 'chart',
      points: points(pts),
      fill: 'none',
      stroke: colour,
      'stroke-width': 10,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
    el('polygon', { points: points(head), fill: colour }),
    city(def.pair[0], words.leftCity, box.x + box.w * 0.14),
    city(def.pair[1], words.rightCity, box.x + box.w * 0.86),
  );
}

/**
 * The art of a card that is not a Position: its icon, and its mark (a count change or the hand
 * limit's) large beside it when it has one.
 */
export function emblem(m: Measurer, def: Exclude<CardDef, PositionDef>, box: Box, mark?: string): string {
  const colours = TYPE_COLOURS[def.type];
  const cy = box.y + box.h / 2;
  const panel = el('rect', { x: box.x, y: box.y, width: box.w, height: box.h, rx: 18, fill: colours.panel });
  if (!mark)
    return el(
      'g',
      { class: `art ${def.type}` },
      panel,
      cardIcon(def, box.x + box.w / 2, cy, box.h * 0.36, colours.mark, colours.panel),
    );
  const markBox = { width: box.w * 0.56, height: box.h * 0.8 };
  const fitted = fit(m, mark, { ...markBox, size: 150, min: 40, leading: 1, bold: true });
  const top = cy - ((fitted.lines.length - 1) * fitted.size) / 2 + fitted.size * 0.36;
  return el(
    'g',
    { class: `art ${def.type}` },
    panel,
    cardIcon(def, box.x + box.w * 0.22, cy, box.h * 0.32, colours.mark, colours.panel),
    ...fitted.lines.map((line, i) =>
      text(
        {
          class: 'mark',
          x: box.x + box.w * 0.7,
          y: top + i * fitted.size,
          'font-family': m.fonts.family,
          'font-size': fitted.size,
          'font-weight': 'bold',
          'text-anchor': 'middle',
          fill: colours.mark,
        },
        line,
      ),
    ),
  );
}
