/**
 * The card backs: one for the main deck and one for the Openings pile, so that the two piles are
 * told apart face down (the Openings pile is set out separately and stays in play all game).
 *
 * A back is the same under a half turn (a card put back reversed must not show in the deck):
 * every shape is point-symmetric about the card's centre, and each word is printed twice, the
 * second copy turned 180°. Its deep field and lattice look like no face (faces are white paper
 * under a coloured band, or black). Like the faces, it draws `BLEED` past the trim line.
 */
import { BACK_COLOURS } from '../colours.ts';
import type { Texts } from '../rulebook/strict-texts.ts';
import { fit, type Measurer } from './fit.ts';
import { BLEED, CARD_H, CARD_W } from './geometry.ts';
import { el, points, svgDocument, text, title } from './svg.ts';

export type BackKind = 'main' | 'openings';

const CX = CARD_W / 2;
const CY = CARD_H / 2;

/** Diagonal lines both ways through points symmetric about the centre: a lattice. */
function lattice(stroke: string): string {
  const reach = CARD_W + CARD_H;
  const lines: string[] = [];
  for (let k = -20; k <= 20; k++) {
    const off = k * 56;
    for (const sign of [1, -1])
      lines.push(
        el('line', {
          x1: CX + off - reach,
          y1: CY - sign * reach,
          x2: CX + off + reach,
          y2: CY + sign * reach,
          stroke,
          'stroke-width': 5,
        }),
      );
  }
  return el('g', { class: 'lattice' }, ...lines);
}

/** The game's chart motif as an odd function about the centre, so it is its own half turn. */
function wave(stroke: string): string {
  const pts: [number, number][] = [];
  for (let i = -24; i <= 24; i++) {
    const x = CX + i * 11;
    pts.push([x, CY - Math.sin(i * 0.42) * 46 - i * 3.2]);
  }
  return el('polyline', {
    points: points(pts),
    fill: 'none',
    stroke,
    'stroke-width': 9,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
  });
}

export function cardBack(texts: Texts, m: Measurer, pile: BackKind): string {
  const c = BACK_COLOURS[pile];
  const game = texts.t('card-back-title');
  const sub = pile === 'openings' ? texts.t('card-back-openings') : '';
  const name = fit(m, game, { width: 400, height: 80, size: 72, min: 32, leading: 1.1, bold: true });
  const words = (turn: boolean) =>
    el(
      'g',
      turn ? { transform: `rotate(180 ${CX} ${CY})` } : {},
      text(
        {
          class: 'back-title',
          x: CX,
          y: CY - 190,
          'font-family': m.fonts.family,
          'font-size': name.size,
          'font-weight': 'bold',
          'text-anchor': 'middle',
          fill: c.ink,
        },
        name.lines.join(' '),
      ),
      sub
        ? text(
            {
              x: CX,
              y: CY - 140,
              'font-family': m.fonts.family,
              'font-size': 34,
              'font-weight': 'bold',
              'text-anchor': 'middle',
              fill: c.ink,
            },
            sub,
          )
        : '',
    );
  const inset = 46;
  return svgDocument(
    CARD_W,
    CARD_H,
    title(sub ? `${game} · ${sub}` : game),
    el('rect', {
      x: -BLEED,
      y: -BLEED,
      width: CARD_W + 2 * BLEED,
      height: CARD_H + 2 * BLEED,
      fill: c.field,
    }),
    lattice(c.pattern),
    el('rect', {
      x: inset,
      y: inset,
      width: CARD_W - 2 * inset,
      height: CARD_H - 2 * inset,
      rx: 24,
      fill: 'none',
      stroke: c.accent,
      'stroke-width': 4,
    }),
    // A quiet band behind the words, so they read over the lattice.
    el('rect', {
      x: inset + 20,
      y: CY - 250,
      width: CARD_W - 2 * inset - 40,
      height: 140,
      rx: 16,
      fill: c.field,
    }),
    el('rect', {
      x: inset + 20,
      y: CY + 110,
      width: CARD_W - 2 * inset - 40,
      height: 140,
      rx: 16,
      fill: c.field,
    }),
    el('circle', { cx: CX, cy: CY, r: 92, fill: c.field, stroke: c.accent, 'stroke-width': 6 }),
    wave(c.accent),
    // The centre mark: a diamond, the same either way up.
    el('polygon', {
      points: points([
        [CX, CY - 38],
        [CX + 38, CY],
        [CX, CY + 38],
        [CX - 38, CY],
      ]),
      fill: c.accent,
    }),
    words(false),
    words(true),
  );
}
