/**
 * Stamps that mean "the same card" (issue 30, Build 1): a face's stamp hashes everything that
 * reaches it in its language, and a reprint is exactly the faces whose stamp changed, in the
 * languages that changed, or the extra copies of a card that only gained copies.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FIRST_EDITION } from '@nobid/nobid';
import { describe, expect, it } from 'vitest';
import {
  cardStamp,
  FACE_FONTS,
  LANGS,
  loadTexts,
  NOBID_DATA,
  type PressData,
  pressDataOf,
  printingOf,
  reprintData,
  reprintOf,
  withStampHistory,
} from '../src/index.ts';
import { dataWith } from './editions.ts';

/** Scalp with texts of its own in every language, so that a test can edit one word of one. */
const ownScalp = (deText: string): PressData =>
  dataWith((_e, card) => {
    card('scalp').texts = {
      en: { name: 'Scalp', text: 'Draw two cards.' },
      de: { name: 'Scalping', text: deText },
      ko: { name: '스캘핑', text: '카드 두 장을 뽑습니다.' },
    };
  });

const reprint = (before: PressData, now: PressData, lang: (typeof LANGS)[number]) =>
  reprintOf(printingOf(before), printingOf(now), lang);

describe('a face stamp hashes what reaches the face', () => {
  it('a one-word German edit restamps that card in German and nothing else', () => {
    const before = ownScalp('Ziehe zwei Karten.');
    const now = ownScalp('Ziehe zwei Handkarten.');
    expect(reprint(before, now, 'de')).toEqual({ changed: ['scalp'], extra: {} });
    expect(reprint(before, now, 'en')).toEqual({ changed: [], extra: {} });
    expect(reprint(before, now, 'ko')).toEqual({ changed: [], extra: {} });
    const scalp = (d: PressData) => d.cards.find((c) => c.kind === 'scalp')!;
    expect(cardStamp(loadTexts('de', now), now, scalp(now))).not.toBe(
      cardStamp(loadTexts('de', before), before, scalp(before)),
    );
    expect(cardStamp(loadTexts('en', now), now, scalp(now))).toBe(
      cardStamp(loadTexts('en', before), before, scalp(before)),
    );
  });

  it('a changed number restamps that card in every language; a new card is new', () => {
    const now = dataWith((_e, card) => {
      const scalp = card('scalp');
      if (scalp.type === 'order') scalp.effects = [{ op: 'draw', count: 3 }];
    });
    for (const lang of LANGS) expect(reprint(NOBID_DATA, now, lang).changed).toEqual(['scalp']);
    expect(reprint(NOBID_DATA, NOBID_DATA, 'en')).toEqual({ changed: [], extra: {} });
    const fewer = dataWith((e) => {
      e.cards = e.cards.filter((c) => c.kind !== 'recall');
    });
    expect(reprint(fewer, NOBID_DATA, 'en').changed).toEqual(['recall']);
  });

  it('a copies-only change keeps the stamp and prints only the extra copies', () => {
    const more = dataWith((_e, card) => {
      card('scalp').copies += 2;
    });
    const scalp = (d: PressData) => d.cards.find((c) => c.kind === 'scalp')!;
    expect(cardStamp(loadTexts('en', more), more, scalp(more))).toBe(
      cardStamp(loadTexts('en', NOBID_DATA), NOBID_DATA, scalp(NOBID_DATA)),
    );
    const r = reprint(NOBID_DATA, more, 'en');
    expect(r).toEqual({ changed: [], extra: { scalp: 2 } });
    const data = reprintData(more, r);
    expect(data.cards.map((c) => c.kind)).toEqual(['scalp']);
    expect(data.reprint).toEqual({ scalp: 2 });
  });

  it('shows the edition version in which the face last changed', () => {
    const edited = dataWith((_e, card) => {
      const scalp = card('scalp');
      if (scalp.type === 'order') scalp.effects = [{ op: 'draw', count: 3 }];
    });
    const now = { ...edited, edition: { ...edited.edition, version: '2.1' } };
    const first = pressDataOf(FIRST_EDITION);
    const stamped = withStampHistory(printingOf(now), [printingOf(first), printingOf(NOBID_DATA)], ['en']);
    expect(stamped.stampSince?.['en:scalp']).toBeUndefined();
    const texts = loadTexts('en', stamped);
    const versions = new Set(stamped.cards.map((d) => cardStamp(texts, stamped, d).split('·')[0]));
    // Every other card keeps the stamp it had: v1 or v2, never v2.1.
    for (const def of stamped.cards.filter((d) => d.kind !== 'scalp'))
      expect(cardStamp(texts, stamped, def)).not.toMatch(/^v2\.1·/);
    expect(cardStamp(texts, stamped, stamped.cards.find((d) => d.kind === 'scalp')!)).toMatch(/^v2\.1·/);
    expect(versions.has('v2.1')).toBe(true);
  });

  it('names the font packages the faces are set in, at their installed versions', () => {
    const require = createRequire(import.meta.url);
    for (const id of new Set(Object.values(FACE_FONTS))) {
      const at = id.lastIndexOf('@');
      const pkg = JSON.parse(readFileSync(require.resolve(`${id.slice(0, at)}/package.json`), 'utf8'));
      expect(`${pkg.name}@${pkg.version}`).toBe(id);
    }
  });
});
