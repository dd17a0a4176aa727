/** Cards a player reads at a glance (issue 14, Build 2): icons, marks, titles, indices, contrast, backs, fit. */
import { SHIPPED_EDITIONS } from '@nobid/nobid';
import { describe, expect, it } from 'vitest';
import { cardBack } from '../src/cards/back.ts';
import { cardFace, cardFaceLayout } from '../src/cards/face.ts';
import { measurerFor } from '../src/cards/measure.ts';
import { svgToPixels } from '../src/cards/png.ts';
import { contrast, TEXT_ON } from '../src/colours.ts';
import {
  type CardDef,
  LANGS,
  type Lang,
  loadTexts,
  NOBID_DATA,
  type PressData,
  pressDataOf,
} from '../src/index.ts';
import { COMPANY_COLOURS } from '../src/startups/faces.ts';
import { dataWith, setBook } from './editions.ts';

const EDITIONS = SHIPPED_EDITIONS.map(pressDataOf);
const def = (kind: string, data: PressData = NOBID_DATA): CardDef => data.cards.find((d) => d.kind === kind)!;
const face = (lang: Lang, kind: string, data: PressData = NOBID_DATA) =>
  cardFace(loadTexts(lang, data), measurerFor(lang), data, def(kind, data));

/** The drawing inside the art panel's icon, without where it is placed. */
const artIcon = (svg: string): string => {
  const art = svg.slice(svg.indexOf('<g class="art'));
  // Up to the icon's end: the art group's end, or the mark set beside it.
  return /<g class="icon" transform="[^"]*">(.*?)<\/g>(?:<\/g>|<text class="mark")/.exec(art)![1]!;
};
const textOf = (svg: string, cls: string): string[] =>
  [...svg.matchAll(new RegExp(`<text class="${cls}"[^>]*>([^<]*)</text>`, 'g'))].map((m) => m[1]!);

describe('cards a player reads at a glance', () => {
  it('give every card kind of every shipped edition its own icon', () => {
    for (const data of EDITIONS) {
      const kinds = data.cards.filter((d) => d.type !== 'position');
      const icons = new Map<string, string>();
      for (const d of kinds) {
        const icon = artIcon(face('en', d.kind, data));
        const same = [...icons].find(([, other]) => other === icon);
        expect(same?.[0], `${d.kind} has the icon of ${same?.[0]}`).toBeUndefined();
        icons.set(d.kind, icon);
      }
      expect(icons.size).toBe(kinds.length);
    }
  });

  it('show a count change large (+1, −1) and the hand limit as its own mark, from the card data', () => {
    expect(textOf(face('en', 'leverage'), 'mark')).toEqual(['+1']);
    expect(textOf(face('en', 'margin-call'), 'mark')).toEqual(['−1']);
    expect(textOf(face('en', 'credit-line'), 'mark').join(' ')).toBe('hand +3');
    expect(textOf(face('de', 'credit-line'), 'mark').join(' ')).toBe('Hand +3');
    expect(textOf(face('ko', 'credit-line'), 'mark').join(' ')).toBe('손패 +3');
    // Cards that change no number the game counts carry no mark.
    expect(textOf(face('en', 'wide-spread'), 'mark')).toEqual([]);
    const edited = dataWith((_e, card) => {
      setBook(card('leverage'), { op: 'count', delta: 2 });
      setBook(card('credit-line'), { op: 'hand-limit', delta: 4 });
    });
    expect(textOf(face('en', 'leverage', edited), 'mark')).toEqual(['+2']);
    expect(textOf(face('en', 'credit-line', edited), 'mark').join(' ')).toBe('hand +4');
  });

  it('title a Position with its pair, an arrow and its direction, and index both in two corners', () => {
    const long = face('en', 'position-eurusd-long');
    const short = face('en', 'position-eurusd-short');
    expect(textOf(long, 'name')).toEqual(['EUR/USD']);
    expect(textOf(long, 'direction')).toEqual(['LONG']);
    expect(textOf(short, 'direction')).toEqual(['SHORT']);
    expect(long).toContain('class="title-arrow"');
    const corners = (svg: string) => {
      const top = /<g class="corner top">(.*?)<g class="corner bottom"/.exec(svg)![1]!;
      const bottom =
        /<g class="corner bottom" transform="rotate\(180 315 440\)">(.*?)<\/g><text class="stamp"/.exec(
          svg,
        )![1]!;
      return [top, bottom].map((g) =>
        [...g.matchAll(/<text class="index"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]),
      );
    };
    expect(corners(long)).toEqual([
      ['EUR', 'USD', 'LONG'],
      ['EUR', 'USD', 'LONG'],
    ]);
    expect(corners(short)[1]).toEqual(['EUR', 'USD', 'SHORT']);
    expect(corners(face('ko', 'position-usdjpy-short'))[0]).toEqual([
      'USD',
      'JPY',
      loadTexts('ko').t('direction-short'),
    ]);
  });

  it('draw the two cities of the pair, left and right of the chart, not only name them', () => {
    const svg = face('en', 'position-gbpusd-long');
    const cities = [...svg.matchAll(/<g class="skyline" data-city="([A-Z]+)">/g)].map((m) => m[1]);
    expect(cities).toEqual(['GBP', 'USD']);
    // Each city its own skyline.
    const drawing = (code: string) =>
      new RegExp(`data-city="${code}">(.*?)</g>`).exec(face('en', 'position-audusd-long'))?.[1] ??
      new RegExp(`data-city="${code}">(.*?)</g>`).exec(svg)![1];
    expect(drawing('GBP')).not.toBe(drawing('USD'));
    expect(drawing('AUD')).not.toBe(drawing('GBP'));
  });

  it('set every text colour at 4.5:1 or more against what is under it', () => {
    expect(TEXT_ON.length).toBeGreaterThan(20);
    const low = TEXT_ON.filter((p) => contrast(p.ink, p.paper) < 4.5).map(
      (p) => `${p.what}: ${p.ink} on ${p.paper} is ${contrast(p.ink, p.paper).toFixed(2)}:1`,
    );
    expect(low).toEqual([]);
    // Startups' company colours carry white names and numbers.
    expect(COMPANY_COLOURS.filter((c) => contrast('#ffffff', c) < 4.5)).toEqual([]);
    // The check itself: the old drawdown band under white failed it.
    expect(contrast('#ffffff', '#e0761b')).toBeLessThan(4.5);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('print every face text inside its box at the printed size, in every language', () => {
    for (const data of EDITIONS)
      for (const lang of LANGS) {
        const texts = loadTexts(lang, data);
        const m = measurerFor(lang);
        for (const d of data.cards) {
          const { overflows } = cardFaceLayout(texts, m, data, d);
          expect(overflows, `${d.kind} in ${lang} (edition ${data.edition.version}) overflows`).toEqual([]);
        }
      }
  });

  it('name the card and the box whose text does not fit', () => {
    const texts = loadTexts('en');
    const long = {
      ...texts,
      t: (id: string, args?: never) =>
        id === 'card-recall-text' ? 'Unwind a Position. '.repeat(30) : texts.t(id, args),
    };
    expect(cardFaceLayout(long, measurerFor('en'), NOBID_DATA, def('recall')).overflows).toEqual(['rules']);
  });
});

describe('the backs', () => {
  const WIDTH = 240;
  /** Pixels that differ by more than a little in any channel (anti-aliasing differs at edges). */
  const differing = (a: Uint8Array, b: Uint8Array): number => {
    let n = 0;
    for (let i = 0; i < a.length; i += 4)
      if (
        Math.max(Math.abs(a[i]! - b[i]!), Math.abs(a[i + 1]! - b[i + 1]!), Math.abs(a[i + 2]! - b[i + 2]!)) >
        40
      )
        n++;
    return n / (a.length / 4);
  };
  const halfTurn = (p: Uint8Array): Uint8Array => {
    const out = new Uint8Array(p.length);
    const n = p.length / 4;
    for (let i = 0; i < n; i++) out.set(p.subarray(i * 4, i * 4 + 4), (n - 1 - i) * 4);
    return out;
  };

  it.each(['en', 'ko'] as const)('are the same under a half turn (%s), to 1%% of pixels', (lang) => {
    for (const pile of ['main', 'openings'] as const) {
      const { pixels } = svgToPixels(cardBack(loadTexts(lang), measurerFor(lang), pile), lang, WIDTH);
      expect(differing(pixels, halfTurn(pixels)), pile).toBeLessThanOrEqual(0.01);
    }
    // The test can fail: a face is not its own half turn.
    const { pixels } = svgToPixels(face(lang, 'leverage'), lang, WIDTH);
    expect(differing(pixels, halfTurn(pixels))).toBeGreaterThan(0.05);
  });

  it('look like no face', () => {
    const back = svgToPixels(cardBack(loadTexts('en'), measurerFor('en'), 'main'), 'en', WIDTH).pixels;
    for (const d of NOBID_DATA.cards.filter((c, i, all) => all.findIndex((o) => o.type === c.type) === i)) {
      const f = svgToPixels(face('en', d.kind), 'en', WIDTH).pixels;
      expect(differing(back, f), d.kind).toBeGreaterThan(0.6);
    }
  });
});
