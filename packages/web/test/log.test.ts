import type { NobidEvent } from '@nobid/nobid';
import { compileEdition, DEFAULT_EDITION, idsOfKind } from '@nobid/nobid/cards';
import { describe, expect, it } from 'vitest';
import { logLine as lineAt } from '../src/games/nobid/log.ts';
import { type Translate, translator } from '../src/i18n/i18n.ts';

const names = ['Alice', 'Bot 2 (medium)', '민지'];
const cards = compileEdition(DEFAULT_EDITION, names.length);
const id = (kind: string) => idsOfKind(cards, kind)[0]!;
const logLine = (event: NobidEvent, who: readonly string[], t: Translate) => lineAt(cards, event, who, t);

describe('the game log', () => {
  it('names the player, the card and its target', () => {
    const t = translator('en');
    const line = logLine(
      { type: 'play', seat: 0, card: id('margin-call'), target: { seat: 1 }, response: false, window: 3 },
      names,
      t,
    );
    expect(line?.text).toBe('Alice plays Margin Call → Bot 2 (medium).');
    expect(line?.cards).toEqual([id('margin-call')]);
  });

  it('gives a Position its pair and direction, in the chosen language', () => {
    const card = id('position-eurusd-long');
    expect(logLine({ type: 'enter-book', seat: 2, card }, names, translator('en'))?.text).toBe(
      'EUR/USD LONG Position enters 민지’s Book.',
    );
    expect(logLine({ type: 'enter-book', seat: 2, card }, names, translator('ko'))?.text).toBe(
      'EUR/USD 롱 포지션 카드가 민지의 장부에 들어갑니다.',
    );
  });

  it('marks a cancel as important and says what cancelled what', () => {
    const line = logLine(
      { type: 'cancelled', seat: 1, card: id('forced-liquidation'), by: id('no-bid') },
      names,
      translator('de'),
    );
    expect(line).toMatchObject({ important: true });
    expect(line?.text).toContain('No Bid');
  });

  it('shows your own draw with its cards and another seat’s draw as a count only', () => {
    const t = translator('en');
    const mine = logLine({ type: 'draw', seat: 0, count: 1, reason: 'turn', cards: [id('scalp')] }, names, t);
    expect(mine?.text).toBe('You draw Scalp.');
    const theirs = logLine({ type: 'draw', seat: 1, count: 2, reason: 'scalp' }, names, t);
    expect(theirs?.text).toBe('Bot 2 (medium) draws 2 cards (Scalp).');
  });

  it('names a card id the table does not have by its id instead of failing', () => {
    const line = logLine({ type: 'enter-book', seat: 0, card: cards.count }, names, translator('en'));
    expect(line?.text).toBe(`#${cards.count} enters Alice’s Book.`);
  });

  it('stays quiet about a window closing', () => {
    expect(logLine({ type: 'window-closed', window: 4 }, names, translator('en'))).toBeNull();
  });
});
