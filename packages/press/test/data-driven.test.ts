import { SHIPPED_EDITIONS } from '@nobid/nobid';
import { describe, expect, it } from 'vitest';
import {
  LANGS,
  loadTexts,
  NOBID_DATA,
  type PressData,
  pressDataOf,
  renderRulebookText,
} from '../src/index.ts';
import { dataWith, setBook } from './editions.ts';

const changed = dataWith((e, card) => {
  card('no-bid').copies = 12;
  card('circuit-breaker').copies = 4;
  setBook(card('leverage'), { op: 'count', delta: 2 });
  e.numbers = { ...e.numbers, target: 9, openingHand: 6, handLimit: 8, turnCap: 150 };
});

describe('every number in the rulebook comes from the edition', () => {
  it('prints the real numbers from the default edition', () => {
    const en = renderRulebookText('en', 'txt');
    expect(en).toContain('Book holds 7 counting Positions');
    expect(en).toContain('Deal each player 5 cards.');
    expect(en).toContain('If you hold more than 7 cards, discard down to 7.');
    expect(en).toContain('There are 3 in the deck against 10 No Bid');
    expect(en).toContain('Four Positions, one Leverage (+1) and one Margin Call (−1) counts as four.');
    expect(en).toContain('A game that reaches 200 turns ends in a draw.');
  });

  it('follows a change of target, deal, hand limit, turn cap, counter copies and the counting example', () => {
    const en = renderRulebookText('en', 'txt', changed);
    expect(en).toContain('The first player whose Book holds 9 counting Positions wins immediately.');
    expect(en).toContain('takes your Book to 9, you win');
    expect(en).toContain('Deal each player 6 cards.');
    expect(en).toContain('If you hold more than 8 cards, discard down to 8.');
    expect(en).toContain('There are 4 in the deck against 12 No Bid');
    expect(en).toContain('Four Positions, one Leverage (+2) and one Margin Call (−1) counts as five.');
    expect(en).toContain('The moment a Book holds 9 counting Positions');
    expect(en).toContain('A game that reaches 150 turns ends in a draw.');
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

  it('prints the players, play time and age of the edition in its colophon', () => {
    const box = dataWith((e) => {
      e.players = { min: 3, max: 5 };
      e.playerCounts = [];
      e.playTime = { min: 30, max: 30 };
      e.age = 12;
      e.credits = { design: ['A. Example'], publisher: 'Example Games' };
    });
    expect(renderRulebookText('en', 'txt')).toContain('For 2–6 players · 20–40 minutes · ages 10 and up');
    const en = renderRulebookText('en', 'txt', box);
    expect(en).toContain('For 3–5 players · 30 minutes · ages 12 and up');
    expect(en).toContain('Design: A. Example');
    expect(en).toContain('Publisher: Example Games');
    expect(renderRulebookText('de', 'txt', box)).toContain('Spielidee: A. Example');
    expect(renderRulebookText('de', 'txt', box)).toContain('Für 3–5 Spieler · 30 Minuten · ab 12 Jahren');
    expect(renderRulebookText('ko', 'txt', box)).toContain('3–5인 · 30분 · 12세 이상');
    expect(renderRulebookText('en', 'txt')).not.toContain('Design:');
  });

  it('prints the player-count rules of edition 2 in a section of their own after the seed, in every language', () => {
    const e2 = pressDataOf(SHIPPED_EDITIONS.find((e) => e.version === '2')!);
    const e1 = pressDataOf(SHIPPED_EDITIONS.find((e) => e.version === '1')!);
    const expected = {
      en: [
        'Player counts',
        'With 2 players:',
        'On their first turn, the second player draws two extra cards.',
        'With 5–6 players:',
        'The main deck holds each Position 4 times instead of 2.',
        'The main deck holds 10 Leverage instead of 8.',
      ],
      de: [
        'Spielerzahlen',
        'Mit 2 Spielern:',
        'In seinem ersten Zug zieht der zweite Spieler zwei zusätzliche Karten.',
        'Mit 5–6 Spielern:',
        'Das Hauptdeck enthält jede Position 4-mal statt 2-mal.',
        'Das Hauptdeck enthält 10 Karten „Hebel“ statt 8.',
      ],
      ko: [
        '인원수',
        '2인 게임:',
        '• 두 번째 플레이어는 자기 첫 턴에 카드를 2장 더 뽑습니다.',
        '5–6인 게임:',
        '• 본 덱에 포지션이 종류마다 2장이 아니라 4장씩 들어갑니다.',
        '• 본 덱에 레버리지 카드가 8장이 아니라 10장 들어갑니다.',
      ],
    } as const;
    for (const lang of LANGS) {
      const lines = renderRulebookText(lang, 'txt', e2).split('\n');
      const texts = loadTexts(lang);
      // In order, and after the seed's last section (winning) and before the Orders.
      const at = expected[lang].map((line) => lines.indexOf(line));
      expect(
        at.every((i) => i >= 0),
        `${lang}: ${JSON.stringify(at)}`,
      ).toBe(true);
      expect([...at].sort((x, y) => x - y)).toEqual(at);
      expect(lines.indexOf(texts.t('winning-heading'))).toBeLessThan(at[0]!);
      expect(lines.indexOf(texts.t('orders-heading'))).toBeGreaterThan(at.at(-1)!);
      const one = renderRulebookText(lang, 'txt', e1);
      expect(one, lang).not.toContain(expected[lang][1]);
      expect(one.split('\n'), lang).not.toContain(expected[lang][0]);
    }
  });

  it("follows the data: one changed Position is named, a later seat's draw, other copies in the deck table", () => {
    const big = dataWith((e) => {
      e.playerCounts = [
        { players: [3], copies: {}, firstTurnExtraDraw: [0, 0, 1] },
        { players: [5, 6], copies: { leverage: 10, 'position-eurusd-long': 4 } },
      ];
    });
    const en = renderRulebookText('en', 'txt', big);
    expect(en).toContain('On their first turn, the third player draws one extra card.');
    expect(en).toContain('The main deck holds 4 EUR/USD LONG instead of 2.');
    expect(en).not.toContain('each Position');
    expect(en).toContain('Type\tIn the main deck\tWith 5–6 players\nPosition\t32\t34\nLeverage\t19\t21');
    expect(renderRulebookText('de', 'txt', big)).toContain('der dritte Spieler eine zusätzliche Karte.');
    expect(renderRulebookText('ko', 'txt', big)).toContain(
      '• 세 번째 플레이어는 자기 첫 턴에 카드를 1장 더 뽑습니다.',
    );
    const first = pressDataOf(SHIPPED_EDITIONS.find((e) => e.version === '1')!);
    expect(renderRulebookText('en', 'txt', first)).not.toContain('With 5–6 players');
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

  it('lists the Book cards in the edition order', () => {
    const reversed = dataWith((e) => e.cards.reverse());
    const en = renderRulebookText('en', 'txt', reversed);
    expect(en.indexOf('Wide Spread: At the end')).toBeLessThan(en.indexOf('Leverage: Your Book counts'));
  });
});
