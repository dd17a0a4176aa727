/**
 * The corner index: what a fanned hand shows of a card. Top left on the band, and the same index
 * turned 180° in the bottom-right corner, so a card held either way up shows it. A Position's
 * index is its pair (one currency a line), an arrow and its direction word; any other card's is
 * its icon and, when it has one, its count change ("+1").
 */
import { DIRECTION_COLOURS } from '../colours.ts';
import type { CardDef } from '../data.ts';
import type { Measurer } from './fit.ts';
import { CARD_H, CARD_W } from './geometry.ts';
import { cardIcon } from './icons.ts';
import { el, points, text } from './svg.ts';

/** The index column: inside the 3 mm safe zone of every print preset, left of the card's name. */
export const INDEX = { x: 34, y: 32, w: 88, h: 112 } as const;

export interface IndexInk {
  /** Pair, icon and mark. */
  readonly ink: string;
  /** What the index sits on (the band on top, the paper below). */
  readonly paper: string;
  /** Direction words in their colour where it reads on `paper`, else `ink`. */
  readonly direction: boolean;
}

export interface IndexContent {
  /** A Position's pair and direction word, or a short mark ("+1") of another card. */
  readonly pair?: readonly [string, string];
  readonly directionWord?: string;
  readonly mark?: string;
}

function indexBody(m: Measurer, def: CardDef, content: IndexContent, ink: IndexInk): string {
  const cx = INDEX.x + INDEX.w / 2;
  const family = m.fonts.family;
  const word = (s: string, y: number, size: number, fill: string) =>
    text(
      {
        class: 'index',
        x: cx,
        y,
        'font-family': family,
        'font-size': size,
        'font-weight': 'bold',
        'text-anchor': 'middle',
        fill,
      },
      s,
    );
  const sizeFor = (s: string, size: number) => {
    const w = m.width(s, size, { bold: true });
    return w > INDEX.w ? Math.floor((size * INDEX.w) / w) : size;
  };
  if (def.type === 'position' && content.pair) {
    const colour = ink.direction ? DIRECTION_COLOURS[def.direction] : ink.ink;
    const up = def.direction === 'LONG';
    const ay = INDEX.y + 72;
    const arrow = up
      ? [
          [cx, ay - 13],
          [cx + 15, ay + 9],
          [cx - 15, ay + 9],
        ]
      : [
          [cx, ay + 9],
          [cx + 15, ay - 13],
          [cx - 15, ay - 13],
        ];
    const dir = content.directionWord ?? def.direction;
    return [
      word(content.pair[0], INDEX.y + 26, sizeFor(content.pair[0], 28), ink.ink),
      word(content.pair[1], INDEX.y + 54, sizeFor(content.pair[1], 28), ink.ink),
      el('polygon', { points: points(arrow as [number, number][]), fill: colour }),
      word(dir, INDEX.y + 106, sizeFor(dir, 21), colour),
    ].join('');
  }
  const iconSize = content.mark ? 26 : 34;
  return [
    cardIcon(def, cx, INDEX.y + (content.mark ? 28 : 40), iconSize, ink.ink, ink.paper),
    content.mark ? word(content.mark, INDEX.y + 100, sizeFor(content.mark, 36), ink.ink) : '',
  ].join('');
}

/** Both indices: upright top left over the band, turned 180° bottom right over the paper. */
export function cornerIndices(
  m: Measurer,
  def: CardDef,
  content: IndexContent,
  top: IndexInk,
  bottom: IndexInk,
): string {
  return (
    el('g', { class: 'corner top' }, indexBody(m, def, content, top)) +
    el(
      'g',
      { class: 'corner bottom', transform: `rotate(180 ${CARD_W / 2} ${CARD_H / 2})` },
      indexBody(m, def, content, bottom),
    )
  );
}
