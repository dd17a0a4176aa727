/**
 * A card with 0 copies is not in the game, and a rulebook that follows the data must still make
 * sense without it: no sentence, row or count speaks of it, in any language; the default edition's
 * rulebook is unchanged (seed-fidelity.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { LANGS, loadTexts, renderRulebookText } from '../src/index.ts';
import { dataWith } from './editions.ts';

const without = (...kinds: string[]) =>
  dataWith((_, card) => {
    for (const kind of kinds) card(kind).copies = 0;
  });
const nameOf = (lang: (typeof LANGS)[number], kind: string) => loadTexts(lang).t(`card-${kind}-name`);

describe('a rulebook without Circuit Breakers (0 copies)', () => {
  const data = without('circuit-breaker');

  it.each(LANGS)('%s: names it nowhere and counts five card types', (lang) => {
    const txt = renderRulebookText(lang, 'txt', data);
    expect(txt).not.toContain(nameOf(lang, 'circuit-breaker'));
    expect(txt).toContain(nameOf(lang, 'no-bid'));
    expect(txt).toContain({ en: 'Five types.', de: 'Fünf Typen.', ko: '종류는 다섯 가지입니다.' }[lang]);
  });

  it('says nothing of "0 in the deck against 10 No Bid", in text or html', () => {
    for (const format of ['txt', 'md', 'html'] as const) {
      const en = renderRulebookText('en', format, data);
      expect(en).not.toContain('There are 0 in the deck');
      expect(en).not.toContain('Circuit Breaker');
      // The stack ruling still explains how No Bids cancel one another.
      expect(en).toContain('a cancelled No Bid cancels nothing.');
    }
  });
});

describe('a rulebook without Day Trade (0 copies)', () => {
  const data = without('day-trade');

  it.each(LANGS)('%s: counts 22 Orders of 10 kinds and lists no Day Trade', (lang) => {
    const txt = renderRulebookText(lang, 'txt', data);
    expect(txt).toContain(
      {
        en: 'The main deck holds 22 Orders of 10 kinds.',
        de: 'Das Hauptdeck enthält 22 Orders in 10 Sorten.',
        ko: '본 덱에는 주문 10종이 모두 22장 들어 있습니다.',
      }[lang],
    );
    expect(txt).not.toContain(nameOf(lang, 'day-trade'));
  });
});

describe('a ruling that names a card with 0 copies', () => {
  it.each(LANGS)('%s: is said without it, or left out when it is about that card', (lang) => {
    const txt = renderRulebookText(lang, 'txt', without('bull-run', 'slippage', 'frozen-collateral'));
    for (const kind of ['bull-run', 'slippage', 'frozen-collateral'])
      expect(txt).not.toContain(nameOf(lang, kind));
    expect(txt).toContain(
      {
        en: 'Discards. Whoever discards chooses the cards.',
        de: 'Ablegen. Wer ablegt, wählt die Karten selbst.',
        ko: '버리기. 카드를 버릴 때는 버리는 플레이어가 고릅니다.',
      }[lang],
    );
    expect(txt).toContain(
      {
        en: 'Win check. Every Book is checked whenever an effect finishes: a card’s whole resolution (one effect, however many Books it touches)',
        de: 'Siegprüfung. Jedes Buch wird geprüft, sobald ein Effekt endet: die ganze Wirkung einer Karte (ein Effekt, egal wie viele Bücher sie berührt)',
        ko: '카드 한 장의 처리 전체(장부를 몇 개 건드리든 효과 하나입니다)',
      }[lang],
    );
  });
});
