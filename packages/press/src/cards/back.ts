/**
 * The card backs: one for the main deck and one for the Openings pile, so that the two piles are
 * told apart face down (the Openings pile is set out separately and stays in play all game).
 */
import { GOLD } from '../colours.ts';
import type { Texts } from '../texts.ts';
import { CARD_H, CARD_W } from './geometry.ts';
import { fit, type Measurer } from './measure.ts';
import { el, points, svgDocument, text, title } from './svg.ts';

export type BackKind = 'main' | 'openings';

export function cardBack(texts: Texts, m: Measurer, pile: BackKind): string {
  const background = pile === 'main' ? '#14213d' : '#2d4a3e';
  const game = texts.t('card-back-title');
  const sub = pile === 'openings' ? texts.t('card-back-openings') : '';
  const name = fit(m, game, { width: 480, height: 120, size: 96, min: 40, leading: 1.1, bold: true });
  // A faint rising-and-falling chart across the back, the game's motif.
  const wave: [number, number][] = [];
  for (let i = 0; i <= 24; i++) {
    const x = 40 + i * 22.5;
    wave.push([x, 640 + Math.sin(i * 0.9) * 40 - i * 6]);
  }
  return svgDocument(
    CARD_W,
    CARD_H,
    title(sub ? `${game} · ${sub}` : game),
    el('rect', { x: 0, y: 0, width: CARD_W, height: CARD_H, fill: background }),
    el('rect', {
      x: 30,
      y: 30,
      width: CARD_W - 60,
      height: CARD_H - 60,
      rx: 26,
      fill: 'none',
      stroke: GOLD,
      'stroke-width': 6,
    }),
    el('rect', {
      x: 48,
      y: 48,
      width: CARD_W - 96,
      height: CARD_H - 96,
      rx: 18,
      fill: 'none',
      stroke: GOLD,
      'stroke-width': 2,
    }),
    el('polyline', {
      points: points(wave),
      fill: 'none',
      stroke: GOLD,
      'stroke-opacity': 0.35,
      'stroke-width': 8,
      'stroke-linejoin': 'round',
    }),
    ...name.lines.map((line, i) =>
      text(
        {
          x: CARD_W / 2,
          y: 380 + i * name.size * 1.1,
          'font-family': m.fonts.family,
          'font-size': name.size,
          'font-weight': 'bold',
          'text-anchor': 'middle',
          fill: GOLD,
        },
        line,
      ),
    ),
    sub
      ? text(
          {
            x: CARD_W / 2,
            y: 460,
            'font-family': m.fonts.family,
            'font-size': 40,
            'text-anchor': 'middle',
            fill: '#f2f2f2',
          },
          sub,
        )
      : '',
  );
}
