/**
 * Every card kind's own icon, composed from what the card does (its effect data), so that a new
 * card of an edition gets an icon too and two cards that do different things never share one: a
 * glyph for the effect (shield for Stop Loss, target for a Stop Out, star for an Opening…) plus
 * marks for its parameters (pips for a count, a dart for a chosen opponent). An effect on each
 * player draws its glyph three times, smaller, and a direction draws the Position's own triangle:
 * differences a player must tell apart at corner size (about 5 mm) change the silhouette, not a
 * detail under a millimetre (test/icons-apart.test.ts). Shapes only, never font glyphs: no font can
 * lack them.
 *
 * Icons are drawn in a unit box (−1…1) and placed with one transform.
 */
import type { CardDef } from '../data.ts';
import { el, fmt, points } from './svg.ts';

type Pt = [number, number];
const poly = (pts: Pt[], fill: string): string => el('polygon', { points: points(pts), fill });
const ring = (r: number, w: number, stroke: string, cx = 0, cy = 0): string =>
  el('circle', { cx, cy, r, fill: 'none', stroke, 'stroke-width': w });
const dot = (cx: number, cy: number, r: number, fill: string): string => el('circle', { cx, cy, r, fill });
const bar = (x: number, y: number, w: number, h: number, fill: string, rx = 0.04): string =>
  el('rect', { x, y, width: w, height: h, rx, fill });
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w = 0.14): string =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': w, 'stroke-linecap': 'round' });
/** An open arc from angle a to b (degrees, clockwise from +x), radius r. */
const arc = (r: number, a: number, b: number, stroke: string, w = 0.16): string => {
  const p = (deg: number): Pt => [r * Math.cos((deg * Math.PI) / 180), r * Math.sin((deg * Math.PI) / 180)];
  const [s, e] = [p(a), p(b)];
  const large = Math.abs(b - a) > 180 ? 1 : 0;
  return el('path', {
    d: `M${fmt(s[0])} ${fmt(s[1])} A${r} ${r} 0 ${large} ${b > a ? 1 : 0} ${fmt(e[0])} ${fmt(e[1])}`,
    fill: 'none',
    stroke,
    'stroke-width': w,
    'stroke-linecap': 'round',
  });
};
/** An arrow head at (x, y) pointing along angle (degrees). */
const head = (x: number, y: number, deg: number, size: number, fill: string): string => {
  const a = (deg * Math.PI) / 180;
  const at = (da: number, r: number): Pt => [x + Math.cos(a + da) * r, y + Math.sin(a + da) * r];
  return poly([at(0, size), at(2.4, size), at(-2.4, size)], fill);
};
/** A card outline: the thing most effects move. */
const card = (cx: number, cy: number, w: number, h: number, fg: string, bg: string, tilt = 0): string =>
  el(
    'g',
    { transform: `translate(${fmt(cx)} ${fmt(cy)}) rotate(${tilt})` },
    el('rect', {
      x: -w / 2,
      y: -h / 2,
      width: w,
      height: h,
      rx: 0.08,
      fill: bg,
      stroke: fg,
      'stroke-width': 0.1,
    }),
  );
const chevron = (cy: number, up: boolean, fill: string): string => {
  const t = 0.3;
  const shape: Pt[] = [
    [-0.8, 0.3],
    [0, -0.4],
    [0.8, 0.3],
    [0.8, 0.3 + t],
    [0, -0.4 + t],
    [-0.8, 0.3 + t],
  ];
  return poly(
    shape.map(([x, y]) => [x, cy + (up ? y : -y)]),
    fill,
  );
};
/** The Position's triangle: LONG points up, SHORT down (the corner index of a Position). */
const triangle = (direction: 'LONG' | 'SHORT', cx: number, cy: number, w: number, h: number, fill: string) =>
  poly(
    direction === 'LONG'
      ? [
          [cx, cy - h / 2],
          [cx + w / 2, cy + h / 2],
          [cx - w / 2, cy + h / 2],
        ]
      : [
          [cx, cy + h / 2],
          [cx + w / 2, cy - h / 2],
          [cx - w / 2, cy - h / 2],
        ],
    fill,
  );
/** A dart from the upper right into the centre: the card's player chooses whom it hits. */
const dart = (fg: string): string => line(0.95, -0.95, 0.3, -0.3, fg, 0.16) + head(0.22, -0.22, 135, 0.3, fg);
/** Where three glyphs stand for "each player": two below, one above, filling the box. */
const TRIO: readonly Pt[] = [
  [0, -0.5],
  [-0.52, 0.45],
  [0.52, 0.45],
];
/** A target: rings and a bull's-eye, radius r. */
const target = (cx: number, cy: number, r: number, fg: string): string =>
  ring(r * 0.82, r * 0.3, fg, cx, cy) + dot(cx, cy, r * 0.3, fg);
/** A five-pointed star, radius r. */
const star = (cx: number, cy: number, r: number, fg: string): string =>
  poly(
    Array.from({ length: 10 }, (_, i): Pt => {
      const radius = i % 2 === 0 ? r : r * 0.42;
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      return [cx + Math.cos(a) * radius, cy + Math.sin(a) * radius];
    }),
    fg,
  );
/**
 * A glyph for whom an effect hits: once, large, for one player (with a dart when an opponent is
 * chosen); three times for each player; for each player's Position of one direction, three small
 * ones in a row under that direction's triangle.
 */
function whom(
  effect: Readonly<Record<string, unknown>>,
  glyph: (cx: number, cy: number, r: number) => string,
  fg: string,
): string {
  const direction =
    effect.direction === 'LONG' || effect.direction === 'SHORT' ? effect.direction : undefined;
  if (effect.who === 'each-player')
    return direction
      ? triangle(direction, 0, -0.42, 1.5, 0.95, fg) +
          [-0.62, 0, 0.62].map((x) => glyph(x, 0.62, 0.3)).join('')
      : TRIO.map(([x, y]) => glyph(x, y, 0.46)).join('');
  const one = glyph(-0.08, 0.08, 0.82);
  const badge = direction ? triangle(direction, 0.7, 0.75, 0.5, 0.4, fg) : '';
  return one + badge + (effect.who === 'chosen-opponent' ? dart(fg) : '');
}
const pips = (n: number, fg: string): string =>
  Array.from({ length: n }, (_, i) => dot((i - (n - 1) / 2) * 0.3, 0.86, 0.1, fg)).join('');

/** The glyph of one effect, and the marks of its parameters. */
function effectGlyph(
  effect: Readonly<Record<string, unknown>> & { op: string },
  fg: string,
  bg: string,
): string {
  switch (effect.op) {
    case 'count': {
      const up = (effect.delta as number) > 0;
      return chevron(-0.25, up, fg) + chevron(0.3, up, fg);
    }
    case 'absorb-liquidation': // a shield
      return (
        el('path', { d: 'M0 -0.9 L0.75 -0.6 Q0.75 0.45 0 0.95 Q-0.75 0.45 -0.75 -0.6 Z', fill: fg }) +
        line(0, -0.45, 0, 0.45, bg, 0.14)
      );
    case 'protect-from': // a padlock
      return arc(0.36, 180, 360, fg, 0.16) + bar(-0.62, -0.15, 1.24, 0.95, fg, 0.1) + dot(0, 0.25, 0.13, bg);
    case 'draw-at-start': // a card rising out of the deck
      return card(0, 0.25, 0.8, 1.05, fg, bg) + head(0, -0.75, -90, 0.32, fg) + line(0, -0.5, 0, 0.1, fg);
    case 'hand-limit': // a fanned hand of cards
      return (
        card(-0.35, 0.1, 0.7, 1, fg, bg, -18) +
        card(0, 0, 0.7, 1, fg, bg) +
        card(0.35, 0.1, 0.7, 1, fg, bg, 18)
      );
    case 'discard-at-start': // a card sliding off, at the start (the arrow leads)
      return (
        head(-0.7, 0.7, 135, 0.3, fg) +
        line(-0.55, 0.55, -0.2, 0.2, fg) +
        card(0.2, -0.15, 0.75, 1.0, fg, bg, 25)
      );
    case 'discard-at-end': // the spread: two bars pushed apart
      return (
        bar(-0.9, -0.7, 0.16, 1.4, fg) +
        bar(0.74, -0.7, 0.16, 1.4, fg) +
        line(-0.55, 0, 0.55, 0, fg) +
        head(-0.6, 0, 180, 0.28, fg) +
        head(0.6, 0, 0, 0.28, fg)
      );
    case 'forbid-type': // a snowflake
      return [0, 60, 120]
        .map((deg) =>
          el(
            'g',
            { transform: `rotate(${deg})` },
            line(0, -0.9, 0, 0.9, fg),
            line(-0.25, -0.75, 0, -0.5, fg, 0.1),
            line(0.25, -0.75, 0, -0.5, fg, 0.1),
            line(-0.25, 0.75, 0, 0.5, fg, 0.1),
            line(0.25, 0.75, 0, 0.5, fg, 0.1),
          ),
        )
        .join('');
    case 'liquidate': // a card struck through
      return (
        card(0, -0.1, 0.9, 1.25, fg, bg) +
        line(-0.55, -0.65, 0.55, 0.45, fg, 0.18) +
        line(0.55, -0.65, -0.55, 0.45, fg, 0.18)
      );
    case 'assign': // a card taken across
      return (
        card(-0.3, -0.1, 0.75, 1.05, fg, bg) + line(0.05, -0.1, 0.65, -0.1, fg) + head(0.7, -0.1, 0, 0.3, fg)
      );
    case 'unwind': // back to its owner's hand: a card, and an arrow turning back from it
      return (
        card(0.32, 0.15, 0.75, 1.05, fg, bg) +
        el('path', {
          d: 'M0.05 -0.55 Q-0.75 -0.85 -0.62 0.35',
          fill: 'none',
          stroke: fg,
          'stroke-width': 0.18,
          'stroke-linecap': 'round',
        }) +
        head(-0.62, 0.45, 90, 0.32, fg)
      );
    case 'unwind-currency': // a currency: a stack of coins
      return [0.5, 0.12, -0.26]
        .map(
          (y) =>
            bar(-0.75, y - 0.17, 1.5, 0.38, fg, 0.17) +
            el('ellipse', { cx: 0, cy: y - 0.02, rx: 0.5, ry: 0.08, fill: bg }),
        )
        .join('');
    case 'stop-out': // a target
      return whom(effect, (cx, cy, r) => target(cx, cy, r, fg), fg);
    case 'take-opening': // a star
      return whom(effect, (cx, cy, r) => star(cx, cy, r, fg), fg);
    case 'draw': // a deck with one pip per card drawn
      return (
        card(-0.1, -0.25, 0.75, 1.0, fg, bg, -8) +
        card(0.1, -0.2, 0.75, 1.0, fg, bg, 6) +
        pips(Math.min(Number(effect.count) || 1, 4), fg)
      );
    case 'act-again': // fast forward
      return (
        poly(
          [
            [-0.85, -0.6],
            [0, 0],
            [-0.85, 0.6],
          ],
          fg,
        ) +
        poly(
          [
            [0, -0.6],
            [0.85, 0],
            [0, 0.6],
          ],
          fg,
        )
      );
    default:
      return ring(0.7, 0.18, fg);
  }
}

/** The icon of a card, drawn in `fg` on `bg`, centred at (cx, cy), `size` units from centre to edge. */
export function cardIcon(def: CardDef, cx: number, cy: number, size: number, fg: string, bg: string): string {
  let glyph: string;
  switch (def.type) {
    case 'leverage':
    case 'drawdown':
      glyph = effectGlyph(def.book as never, fg, bg);
      break;
    case 'order': {
      // The first effect is the card's headline; a second adds a small mark in the corner.
      const [first, ...rest] = def.effects;
      glyph =
        effectGlyph(first as never, fg, bg) +
        rest.map((_, i) => dot(-0.85 + i * 0.22, -0.9, 0.08, fg)).join('');
      break;
    }
    case 'no-bid':
      glyph = ring(0.78, 0.2, fg) + line(-0.55, 0.55, 0.55, -0.55, fg, 0.2);
      break;
    case 'circuit-breaker':
      glyph = dot(0, 0, 0.85, fg) + bar(-0.38, -0.45, 0.25, 0.9, bg) + bar(0.13, -0.45, 0.25, 0.9, bg);
      break;
    case 'position':
      glyph = poly(
        def.direction === 'LONG'
          ? [
              [0, -0.8],
              [0.75, 0.6],
              [-0.75, 0.6],
            ]
          : [
              [0, 0.8],
              [0.75, -0.6],
              [-0.75, -0.6],
            ],
        fg,
      );
      break;
  }
  return el('g', { class: 'icon', transform: `translate(${fmt(cx)} ${fmt(cy)}) scale(${fmt(size)})` }, glyph);
}
