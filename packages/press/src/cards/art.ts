/**
 * The picture area of a card face. A Position shows its pair, its direction and a chart line
 * (rising for LONG, falling for SHORT) with the cities of its two currencies on either side
 * (the rulebook's "Reading the art"); other types show a drawn emblem (shapes, not glyphs, so
 * no font can lack them).
 */
import { DIRECTION_COLOURS, GOLD, HAZARD_YELLOW, TYPE_COLOURS } from '../colours.ts';
import type { CardType, PositionDef } from '../data.ts';
import { fit, type Measurer } from './measure.ts';
import { el, points, text } from './svg.ts';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface PositionArtText {
  readonly pair: string;
  readonly direction: string;
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
  // The city of the pair's first currency stands left of the line, the second's right of it.
  const cityWidth = box.w * 0.26;
  const city = (name: string, cx: number, cy: number) => {
    const fitted = fit(m, name, {
      width: cityWidth,
      height: 80,
      size: 26,
      min: 16,
      leading: 1.2,
      bold: true,
    });
    return fitted.lines
      .map((line, i) =>
        text(
          {
            class: 'city',
            x: cx,
            y: cy + (i - (fitted.lines.length - 1) / 2) * fitted.size * 1.2,
            'font-family': family,
            'font-size': fitted.size,
            'font-weight': 'bold',
            'text-anchor': 'middle',
            fill: '#4a463c',
          },
          line,
        ),
      )
      .join('');
  };
  const pairSize = fit(m, words.pair, {
    width: box.w * 0.6,
    height: 60,
    size: 46,
    min: 24,
    leading: 1,
    bold: true,
  });
  return el(
    'g',
    { class: 'art position' },
    el('rect', { x: box.x, y: box.y, width: box.w, height: box.h, rx: 18, fill: TYPE_COLOURS.position.tint }),
    text(
      {
        x: box.x + 24,
        y: box.y + 58,
        'font-family': family,
        'font-size': pairSize.size,
        'font-weight': 'bold',
        fill: '#1c1c1c',
      },
      words.pair,
    ),
    el('rect', { x: box.x + box.w - 170, y: box.y + 20, width: 146, height: 52, rx: 10, fill: colour }),
    text(
      {
        x: box.x + box.w - 97,
        y: box.y + 56,
        'font-family': family,
        'font-size': 28,
        'font-weight': 'bold',
        'text-anchor': 'middle',
        fill: '#ffffff',
      },
      words.direction,
    ),
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
    city(words.leftCity, box.x + box.w * 0.15, (pts[0]![1] + box.y + box.h * 0.6) / 2),
    city(words.rightCity, box.x + box.w * 0.85, (end[1] + box.y + box.h * 0.6) / 2),
  );
}

/** A thick chevron pointing up (Leverage) or down (Drawdown). */
const chevron = (cx: number, cy: number, s: number, up: boolean, fill: string): string => {
  const t = s * 0.45;
  const shape: [number, number][] = [
    [-s, s * 0.5],
    [0, -s * 0.5],
    [s, s * 0.5],
    [s, s * 0.5 + t],
    [0, -s * 0.5 + t],
    [-s, s * 0.5 + t],
  ];
  return el('polygon', { points: points(shape.map(([x, y]) => [cx + x, cy + (up ? y : -y)])), fill });
};

export function emblem(type: Exclude<CardType, 'position'>, box: Box): string {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const colours = TYPE_COLOURS[type];
  const panel = (fill: string) =>
    el('rect', { x: box.x, y: box.y, width: box.w, height: box.h, rx: 18, fill });
  switch (type) {
    case 'leverage':
    case 'drawdown': {
      const up = type === 'leverage';
      return el(
        'g',
        { class: `art ${type}` },
        panel(colours.tint),
        chevron(cx, cy - 45 * (up ? 1 : -1), 90, up, colours.band),
        chevron(cx, cy + 45 * (up ? 1 : -1), 90, up, colours.band),
      );
    }
    case 'order':
      return el(
        'g',
        { class: 'art order' },
        panel(colours.tint),
        el('circle', { cx, cy, r: 110, fill: colours.band }),
        el('polygon', {
          points: points([
            [cx + 20, cy - 85],
            [cx - 45, cy + 12],
            [cx - 2, cy + 12],
            [cx - 22, cy + 88],
            [cx + 48, cy - 14],
            [cx + 5, cy - 14],
          ]),
          fill: '#ffffff',
        }),
      );
    case 'no-bid':
      return el(
        'g',
        { class: 'art no-bid' },
        panel('#1f1f1f'),
        el('circle', { cx, cy, r: 105, fill: 'none', stroke: GOLD, 'stroke-width': 24 }),
        el('line', {
          x1: cx - 74,
          y1: cy + 74,
          x2: cx + 74,
          y2: cy - 74,
          stroke: GOLD,
          'stroke-width': 24,
        }),
      );
    case 'circuit-breaker':
      return el(
        'g',
        { class: 'art circuit-breaker' },
        panel('#1f1f1f'),
        el('circle', { cx, cy, r: 110, fill: HAZARD_YELLOW }),
        el('rect', { x: cx - 48, y: cy - 60, width: 34, height: 120, rx: 6, fill: '#111111' }),
        el('rect', { x: cx + 14, y: cy - 60, width: 34, height: 120, rx: 6, fill: '#111111' }),
      );
  }
}
