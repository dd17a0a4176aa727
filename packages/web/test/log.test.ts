import type { NobidEvent } from '@nobid/nobid';
import { compileEdition, DEFAULT_EDITION, idsOfKind } from '@nobid/nobid/cards';
import { describe, expect, it } from 'vitest';
import { logLine as lineAt } from '../src/games/nobid/log.ts';
import { logLines } from '../src/games/nobid/log-lines.ts';
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

describe('the whole log', () => {
  const t = translator('en');
  const play = (seat: number, kind: string, window: number, response = false): NobidEvent => ({
    type: 'play',
    seat,
    card: id(kind),
    response,
    window,
  });

  it('opens with the game’s start and turn 1, which no event speaks, and then a line per turn', () => {
    const events: NobidEvent[] = [{ type: 'turn', seat: 2, turn: 2 }];
    expect(logLines(cards, events, names, t, { turn: 2, active: 2 }).map((l) => l.text)).toEqual([
      'The game begins with 3 players. Bot 2 (medium) goes first.',
      'Turn 1: Bot 2 (medium).',
      'Turn 2: 민지.',
    ]);
    // Before turn 2 the view's active seat is the one who began.
    expect(logLines(cards, [], names, t, { turn: 1, active: 0 })[0]?.text).toContain('Alice goes first');
    // A history that starts later (turn 5) does not make up a start.
    expect(
      logLines(cards, [{ type: 'turn', seat: 1, turn: 5 }], names, t, { turn: 5, active: 1 }),
    ).toHaveLength(1);
  });

  it('lists no pass of one’s own, and says once that a window closed with nobody answering', () => {
    const events: NobidEvent[] = [
      { type: 'turn', seat: 1, turn: 2 },
      play(1, 'margin-call', 7),
      { type: 'pass' } as NobidEvent,
      { type: 'window-closed', window: 7 },
      play(1, 'forced-liquidation', 8),
      play(2, 'no-bid', 8, true),
      { type: 'pass' } as NobidEvent,
      { type: 'window-closed', window: 8 },
    ];
    const text = logLines(cards, events, names, t, null).map((l) => l.text);
    expect(text.filter((l) => l === 'You pass.')).toEqual([]);
    expect(text.filter((l) => l === 'Nobody answers.')).toHaveLength(1);
    expect(text.indexOf('Nobody answers.')).toBe(text.findIndex((l) => l.includes('Margin Call')) + 1);
  });

  it('marks draws and unanswered windows as details the filter hides, plays and results not', () => {
    const events: NobidEvent[] = [
      { type: 'draw', seat: 1, count: 1, reason: 'turn' },
      play(1, 'margin-call', 3),
      { type: 'window-closed', window: 3 },
      { type: 'cancelled', seat: 1, card: id('forced-liquidation'), by: id('no-bid') },
    ];
    const lines = logLines(cards, events, names, t, null);
    expect(lines.filter((l) => !l.detail).map((l) => l.text)).toEqual([
      'Bot 2 (medium) plays Margin Call.',
      'Bot 2 (medium)’s Forced Liquidation is cancelled by No Bid.',
    ]);
  });

  it('never nests parentheses, in any language', () => {
    const cancel: NobidEvent = { type: 'cancelled', seat: 1, card: id('no-bid'), by: id('no-bid') };
    for (const locale of ['en', 'de', 'ko'] as const) {
      const text = logLine(cancel, names, translator(locale))?.text ?? '';
      expect(text, locale).not.toMatch(/\([^)]*\(/);
    }
  });
});
