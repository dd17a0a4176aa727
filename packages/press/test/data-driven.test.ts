import { describe, expect, it } from 'vitest';
import {
  type BookCardDef,
  type CardDef,
  NOBID_DATA,
  type PressData,
  renderRulebookText,
} from '../src/index.ts';

/** A copy of the real data with some cards' copies or effects changed. */
function withCards(change: (def: CardDef) => CardDef, rules: Partial<PressData['rules']> = {}): PressData {
  return { ...NOBID_DATA, rules: { ...NOBID_DATA.rules, ...rules }, cards: NOBID_DATA.cards.map(change) };
}

const changed = withCards(
  (def) => {
    if (def.kind === 'no-bid') return { ...def, copies: 12 };
    if (def.kind === 'circuit-breaker') return { ...def, copies: 4 };
    if (def.kind === 'leverage') return { ...def, book: { op: 'count', delta: 2 } } as BookCardDef;
    return def;
  },
  { target: 9, openingHand: 6, handLimit: 8 },
);

describe('every number in the rulebook comes from the card data', () => {
  it('prints the real numbers from the real data', () => {
    const en = renderRulebookText('en', 'txt');
    expect(en).toContain('Book holds 7 counting Positions');
    expect(en).toContain('Deal each player 5 cards.');
    expect(en).toContain('If you hold more than 7 cards, discard down to 7.');
    expect(en).toContain('There are 3 in the deck against 10 No Bid');
    expect(en).toContain('Four Positions, one Leverage (+1) and one Margin Call (−1) counts as four.');
  });

  it('follows a change of target, deal, hand limit, counter copies and the counting example', () => {
    const en = renderRulebookText('en', 'txt', changed);
    expect(en).toContain('The first player whose Book holds 9 counting Positions wins immediately.');
    expect(en).toContain('takes your Book to 9, you win');
    expect(en).toContain('Deal each player 6 cards.');
    expect(en).toContain('If you hold more than 8 cards, discard down to 8.');
    expect(en).toContain('There are 4 in the deck against 12 No Bid');
    expect(en).toContain('Four Positions, one Leverage (+2) and one Margin Call (−1) counts as five.');
    expect(en).toContain('The moment a Book holds 9 counting Positions');
    expect(en).not.toMatch(/\b7 counting/);

    const de = renderRulebookText('de', 'txt', changed);
    expect(de).toContain('Wer als Erster 9 zählende Positionen im Buch hat');
    expect(de).toContain('Im Deck stecken 4 davon gegen 12 No Bid');
    expect(de).toContain('Vier Positionen, ein Hebel (+2) und ein Margin Call (−1) zählen als fünf.');

    const ko = renderRulebookText('ko', 'txt', changed);
    expect(ko).toContain('정리. 카드를 8장보다 많이 들고 있으면 8장까지 버립니다.');
    expect(ko).toContain('덱에는 노 비드 12장에 서킷 브레이커 4장이');
    expect(ko).toContain('포지션 4장, 레버리지 1장(+2), 마진콜 1장(−1)은 5장으로 셉니다.');
  });

  it('builds the tables from the data: a removed card type leaves the types table', () => {
    const noCircuitBreaker: PressData = {
      ...NOBID_DATA,
      cardTypes: NOBID_DATA.cardTypes.filter((t) => t !== 'circuit-breaker'),
    };
    const en = renderRulebookText('en', 'txt', noCircuitBreaker);
    expect(en).toContain('Five types.');
    expect(en).not.toContain('Circuit Breaker\tCancels a card and cannot itself be cancelled.');
  });

  it('lists the Book cards in the data order', () => {
    const reversed: PressData = { ...NOBID_DATA, cards: [...NOBID_DATA.cards].reverse() };
    const en = renderRulebookText('en', 'txt', reversed);
    expect(en.indexOf('Wide Spread: At the end')).toBeLessThan(en.indexOf('Leverage: Your Book counts'));
  });

  it("prints Credit Line's bonus from the data, in words, in every language", () => {
    const richer = withCards(
      (def) =>
        def.kind === 'credit-line' ? ({ ...def, book: { op: 'hand-limit', delta: 4 } } as BookCardDef) : def,
      { creditLineBonus: 4 },
    );
    expect(renderRulebookText('en', 'txt', richer)).toContain(
      'Credit Line: Your hand limit is increased by four.',
    );
    expect(renderRulebookText('de', 'txt', richer)).toContain(
      'Kreditlinie: Dein Handkartenlimit steigt um vier.',
    );
    expect(renderRulebookText('ko', 'txt', richer)).toContain('당신의 손패 한도가 네 장 늘어납니다.');
    expect(renderRulebookText('en', 'txt')).toContain('Credit Line: Your hand limit is increased by three.');
  });
});
