/**
 * The table draws the press's pictures (issue 32, item 7): every card of the edition in play
 * shows the art the printed face shows, made by the press's own code from the same card data (a
 * Position's two skylines and its chart line, every other card its own icon), and its words stay
 * text the table fits and a player can read.
 */

import { compileEdition, DEFAULT_EDITION } from '@nobid/nobid/cards';
import { ART_BOX } from '@nobid/press/art';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { markupIn } from '../../testing/render.ts';
import { CardStatic } from './CardFace.tsx';
import { CardsProvider } from './CardsProvider.tsx';
import { cardPicture } from './card-picture.ts';
import type { CardDef } from './cards.ts';

const cards = compileEdition(DEFAULT_EDITION, 4);
const defs: readonly CardDef[] = [...new Map(cards.def.map((d) => [d.kind, d])).values()];
const byKind = (kind: string): CardDef => defs.find((d) => d.kind === kind)!;

const face = (def: CardDef, locale: 'en' | 'de' | 'ko' = 'en'): string =>
  markupIn(createElement(CardsProvider, { cards }, createElement(CardStatic, { def })), locale);

/** The face's markup without the picture: what the table sets as text. */
const words = (html: string): string =>
  html
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe("the table's card pictures", () => {
  it('are the press’s art for every kind of the edition, in the face’s art box', () => {
    expect(defs.length).toBeGreaterThan(20);
    for (const def of defs) {
      const html = face(def);
      const picture = cardPicture(def);
      expect(html, def.kind).toContain(picture);
      expect(html, def.kind).toContain(`viewBox="${ART_BOX.x} ${ART_BOX.y} ${ART_BOX.w} ${ART_BOX.h}"`);
      expect(picture, def.kind).toMatch(new RegExp(`^<g class="art ${def.type}"`));
    }
  });

  it('draw a Position’s skylines and a chart line that rises for LONG and falls for SHORT', () => {
    const long = defs.find((d) => d.type === 'position' && d.direction === 'LONG')!;
    const short = defs.find(
      (d) =>
        d.type === 'position' &&
        d.direction === 'SHORT' &&
        long.type === 'position' &&
        d.pair.join() === long.pair.join(),
    )!;
    for (const def of [long, short]) {
      expect(cardPicture(def)).toContain('class="chart"');
      expect(cardPicture(def)).toContain('class="art position"');
    }
    expect(cardPicture(long)).not.toBe(cardPicture(short));
    // Each city has its own skyline: another pair is another picture.
    const other = defs.find(
      (d) =>
        d.type === 'position' && d.direction === 'LONG' && d.pair.join() !== (long as typeof d).pair.join(),
    )!;
    expect(cardPicture(other)).not.toBe(cardPicture(long));
  });

  it('give every other kind its own icon: no two kinds that do different things look the same', () => {
    const others = defs.filter((d) => d.type !== 'position');
    const pictures = new Set(others.map((d) => cardPicture(d)));
    expect(pictures.size).toBe(others.length);
  });

  it('hold no words: names, cities and rules stay text the table fits, in every language', () => {
    const position = defs.find((d) => d.type === 'position' && d.pair[0] === 'EUR')!;
    for (const def of defs) expect(cardPicture(def), def.kind).not.toContain('<text');
    expect(words(face(position))).toContain('Frankfurt');
    expect(words(face(byKind('novation')))).toContain('Assign a Position.');
    expect(words(face(byKind('novation'), 'ko'))).toMatch(/[가-힣]/);
  });
});
