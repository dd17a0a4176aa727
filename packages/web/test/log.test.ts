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
    expect(line?.text).toBe('Alice plays Margin Call on Bot 2 (medium).');
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
    expect(theirs?.text).toBe('Bot 2 (medium) draws 2 cards for Scalp.');
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
      'The game begins with 3 players: Alice, Bot 2 (medium), and 민지. Bot 2 (medium) goes first.',
      'Turn 1: Bot 2 (medium) is up.',
      'Turn 2: 민지 is up.',
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
    expect(text.filter((l) => l === 'Everyone passes.')).toHaveLength(1);
    expect(text.indexOf('Everyone passes.')).toBe(text.findIndex((l) => l.includes('Margin Call')) + 1);
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

  it('a log with Ann’s own pass and two bots’ passes shows one line: everyone passed', () => {
    const ann = ['Ann', 'Bot 2 (easy)', 'Bot 3 (hard)'];
    const events: NobidEvent[] = [
      play(1, 'margin-call', 4),
      { type: 'pass', seat: 0, window: 4 },
      { type: 'pass', seat: 2, window: 4 },
      { type: 'pass', seat: 1, window: 4 },
      { type: 'window-closed', window: 4 },
    ];
    for (const [locale, passed] of [
      ['en', 'Everyone passes.'],
      ['de', 'Alle passen.'],
      ['ko', '모두 패스합니다.'],
    ] as const) {
      const text = logLines(cards, events, ann, translator(locale), null, 0).map((l) => l.text);
      expect(text.slice(1), locale).toEqual([passed]);
    }
  });
});

describe('one name for the player', () => {
  const ann = ['Ann', 'Bot 2 (easy)', 'Bot 3 (hard)'];
  const mine = (event: NobidEvent, locale: 'en' | 'de' | 'ko' = 'en') =>
    lineAt(cards, event, ann, translator(locale), 0)?.text;

  it('calls Ann “you” in every kind of line about her seat, never “Ann”', () => {
    const card = id('margin-call');
    const position = id('position-eurusd-long');
    const events: [NobidEvent, string][] = [
      [{ type: 'turn', seat: 0, turn: 4 }, 'Turn 4: you are up.'],
      [{ type: 'draw', seat: 0, count: 2, reason: 'scalp' }, 'You draw 2 cards for Scalp.'],
      [
        { type: 'play', seat: 0, card, target: { seat: 1 }, response: false, window: 1 },
        'You play Margin Call on Bot 2 (easy).',
      ],
      [
        { type: 'play', seat: 1, card, target: { seat: 0 }, response: false, window: 1 },
        'Bot 2 (easy) plays Margin Call on you.',
      ],
      [{ type: 'play', seat: 0, card: id('no-bid'), response: true, window: 1 }, 'You answer with No Bid!'],
      [{ type: 'cancelled', seat: 0, card, by: id('no-bid') }, 'Your Margin Call is cancelled by No Bid.'],
      [{ type: 'resolved', seat: 0, card }, 'Your Margin Call resolves.'],
      [{ type: 'enter-book', seat: 0, card: position }, 'EUR/USD LONG Position enters your Book.'],
      [{ type: 'liquidated', owner: 0, card: position }, 'Your EUR/USD LONG Position is Liquidated.'],
      [
        { type: 'stop-loss', owner: 0, saved: position },
        'You discard Stop Loss and keep EUR/USD LONG Position.',
      ],
      [
        { type: 'stop-loss-declined', owner: 0, position },
        'You keep the Stop Loss; EUR/USD LONG Position is Liquidated.',
      ],
      [
        { type: 'assigned', from: 1, to: 0, card: position },
        'You take EUR/USD LONG Position from Bot 2 (easy)’s Book.',
      ],
      [
        { type: 'assigned', from: 0, to: 2, card: position },
        'Bot 3 (hard) takes EUR/USD LONG Position from your Book.',
      ],
      [{ type: 'unwound', owner: 0, card: position }, 'EUR/USD LONG Position is Unwound to your hand.'],
      [{ type: 'stop-out-none', seat: 0 }, 'You have no Position to Stop Out.'],
      [
        { type: 'discard', seat: 0, card, reason: 'hand-limit' },
        'You discard Margin Call over the hand limit.',
      ],
      [{ type: 'act-again', seat: 0 }, 'You act again.'],
      [{ type: 'game-over', outcome: { kind: 'win', winner: 0, reason: 'seven' } }, 'You win!'],
    ] as [NobidEvent, string][];
    for (const [event, text] of events) expect(mine(event), event.type).toBe(text);
  });

  it('starts the game with “you” when Ann begins, in every language', () => {
    const start = (locale: 'en' | 'de' | 'ko') =>
      logLines(cards, [], ann, translator(locale), { turn: 1, active: 0 }, 0).map((l) => l.text);
    expect(start('en')).toEqual([
      'The game begins with 3 players: you, Bot 2 (easy), and Bot 3 (hard). You go first.',
      'Turn 1: you are up.',
    ]);
    expect(start('de')).toEqual([
      'Das Spiel beginnt mit 3 Spielern: du, Bot 2 (easy) und Bot 3 (hard). Du fängst an.',
      'Zug 1: Du bist dran.',
    ]);
    expect(start('ko')).toEqual([
      '당신, Bot 2 (easy), Bot 3 (hard) 3명이 게임을 시작합니다. 당신이 먼저 합니다.',
      '1턴: 당신의 차례입니다.',
    ]);
  });

  it('uses the German du and the Korean 당신 for her seat', () => {
    const position = id('position-eurusd-long');
    expect(mine({ type: 'assigned', from: 0, to: 1, card: position }, 'de')).toBe(
      'Bot 2 (easy) nimmt EUR/USD LONG Position aus deinem Buch.',
    );
    expect(mine({ type: 'resolved', seat: 0, card: id('margin-call') }, 'de')).toBe(
      'Margin Call von dir wird abgehandelt.',
    );
    expect(mine({ type: 'game-over', outcome: { kind: 'win', winner: 0, reason: 'seven' } }, 'ko')).toBe(
      '당신이 이겼습니다!',
    );
    expect(mine({ type: 'assigned', from: 0, to: 1, card: position }, 'ko')).toBe(
      'Bot 2 (easy)가 당신의 장부에서 EUR/USD 롱 포지션 카드를 가져옵니다.',
    );
  });
});

describe('Korean particles in the log', () => {
  const t = translator('ko');
  const card = id('margin-call');

  it('Korean: a name ending in a consonant takes 이, one ending in a vowel takes 가', () => {
    expect(lineAt(cards, { type: 'act-again', seat: 0 }, ['지훈'], t)?.text).toBe(
      '지훈이 한 번 더 행동합니다.',
    );
    expect(lineAt(cards, { type: 'act-again', seat: 0 }, ['민지'], t)?.text).toBe(
      '민지가 한 번 더 행동합니다.',
    );
    // A bot's name is read without its level in brackets: 봇 2 is 봇 이, 봇 3 is 봇 삼.
    expect(lineAt(cards, { type: 'act-again', seat: 0 }, ['봇 2 (보통)'], t)?.text).toBe(
      '봇 2 (보통)가 한 번 더 행동합니다.',
    );
    expect(lineAt(cards, { type: 'act-again', seat: 0 }, ['봇 3 (쉬움)'], t)?.text).toBe(
      '봇 3 (쉬움)이 한 번 더 행동합니다.',
    );
  });

  it('Korean: a Latin name takes the particle of how it is said (Alice 앨리스가, Ann 앤이)', () => {
    expect(lineAt(cards, { type: 'act-again', seat: 0 }, ['Alice'], t)?.text).toBe(
      'Alice가 한 번 더 행동합니다.',
    );
    expect(lineAt(cards, { type: 'act-again', seat: 0 }, ['Ann'], t)?.text).toBe(
      'Ann이 한 번 더 행동합니다.',
    );
  });

  it('Korean: a card name takes 을/를 and 으로/로 by its last syllable', () => {
    const played = (kind: string) =>
      lineAt(cards, { type: 'play', seat: 0, card: id(kind), response: false, window: 1 }, ['민지'], t)?.text;
    expect(played('margin-call')).toBe('민지가 마진콜을 냅니다.');
    expect(played('scalp')).toBe('민지가 스캘핑을 냅니다.');
    const answered = (kind: string) =>
      lineAt(cards, { type: 'play', seat: 0, card: id(kind), response: true, window: 1 }, ['민지'], t)?.text;
    expect(answered('no-bid')).toBe('민지가 노 비드로 대응합니다!');
    expect(answered('circuit-breaker')).toBe('민지가 서킷 브레이커로 대응합니다!');
    expect(
      lineAt(
        cards,
        { type: 'play', seat: 0, card, target: { seat: 1 }, response: false, window: 1 },
        ['민지', '지훈'],
        t,
      )?.text,
    ).toBe('민지가 지훈에게 마진콜을 냅니다.');
  });
});
