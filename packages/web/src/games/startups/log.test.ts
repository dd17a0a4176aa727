/**
 * The Startups log in three languages: every event of a whole game reads as a sentence (no raw
 * message id, no unfilled variable), a seat's own draw names its card and nobody else's does.
 */
import { parse } from '@fluent/syntax';
import { eventsFor, type GameEvent, nextInt, rngFromSeed } from '@nobid/engine';
import type { StartupsEvent } from '@nobid/startups';
import { startupsGame } from '@nobid/startups';
import { describe, expect, it } from 'vitest';
import { LOCALES, translator } from '../../i18n/i18n.ts';
import { STARTUPS_SOURCES } from './i18n/sources.ts';
import { logLine, logLines } from './log.ts';

const names = ['Alice', 'Bot 2 (medium)', '민지', 'Dana'];

/** A whole 4-player game with its events, played by seeded random choices. */
function wholeGame(seed: string): GameEvent<StartupsEvent>[] {
  const rng = rngFromSeed(seed);
  let state = startupsGame.setup(4, startupsGame.parseOptions({}), seed);
  const events: GameEvent<StartupsEvent>[] = [];
  while (!startupsGame.result(state)) {
    const seat = startupsGame.decisions(state)[0]!.seat;
    const legal = startupsGame.legalActions(state, seat);
    const r = startupsGame.apply(state, legal[nextInt(rng, legal.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    events.push(...r.events);
  }
  return events;
}

const messageIds = (source: string) =>
  parse(source, {})
    .body.filter((e) => e.type === 'Message')
    .map((e) => (e as { id: { name: string } }).id.name);

describe('Startups strings', () => {
  it('parse cleanly and exist in German and Korean for every English message', () => {
    const en = messageIds(STARTUPS_SOURCES.en[0]!);
    for (const locale of LOCALES) {
      const body = parse(STARTUPS_SOURCES[locale][0]!, {}).body;
      expect(
        body.filter((e) => e.type === 'Junk'),
        locale,
      ).toEqual([]);
      const have = new Set(messageIds(STARTUPS_SOURCES[locale][0]!));
      expect(
        en.filter((id) => !have.has(id)),
        locale,
      ).toEqual([]);
    }
  });

  it('take the company names from the game’s rules texts', () => {
    expect(translator('en')('su-rule-company-octo-coffee')).toBe('Octo Coffee');
    expect(translator('ko')('su-rule-company-octo-coffee')).toBe('문어 커피');
    expect(translator('de')('su-rule-company-hippo-powertech')).toBe('Hippo Powertech');
    // The rules file's own ids stay out of the client's namespace.
    expect(translator('en')('su-rule-rules-title')).toBe('Startups: rules');
    expect(translator('en')('rules-title')).toBe('Rules');
  });
});

describe('the Startups log', () => {
  it('writes every event of a whole game as a sentence, for every seat, in every language', () => {
    const events = wholeGame('log-1');
    for (const locale of LOCALES) {
      const t = translator(locale);
      for (const seat of [0, 1, 2, 3]) {
        const seen = eventsFor(events, seat);
        const lines = seen.map((e) => logLine(e, names, t));
        expect(lines.every((l) => l !== null && l.text.length > 5)).toBe(true);
        for (const l of lines) {
          expect(l!.text, locale).not.toMatch(/su-|\{|\$/);
        }
        expect(lines.at(-1)?.important).toBe(true);
      }
    }
  });

  it('names the card drawn only in the drawer’s own line', () => {
    const events = wholeGame('log-2');
    const t = translator('en');
    const draw = events.find((e) => e.public?.type === 'took-deck' && e.public.seat === 1)!;
    const own = logLine(eventsFor([draw], 1)[0]!, names, t)!;
    const other = logLine(eventsFor([draw], 0)[0]!, names, t)!;
    expect(own.text).toMatch(
      /^You draw (Giraffe Beer|Bowwow Games|Flamingo Soft|Octo Coffee|Hippo Powertech|Elephant Mars Travel) from the deck/,
    );
    expect(own.cards).toHaveLength(1);
    expect(other.text).toMatch(
      /^Bot 2 \(medium\) draws from the deck and pays (nothing|1 coin|\d+ coins)\.$/,
    );
    expect(other.cards).toEqual([]);
  });

  it('says who took the anti-monopoly chip from whom, in each language', () => {
    const e: StartupsEvent = { type: 'invested', seat: 2, company: 3, chipFrom: 0 };
    expect(logLine(e, names, translator('en'))?.text).toBe(
      '민지 invests in Octo Coffee and takes its anti-monopoly chip from Alice.',
    );
    expect(logLine(e, names, translator('ko'))?.text).toBe(
      '민지가 문어 커피에 투자하고 Alice에게서 독점 반대 칩을 가져옵니다.',
    );
    expect(logLine(e, names, translator('de'))?.text).toBe(
      '민지 investiert in Octo Coffee und nimmt Alice den Anti-Monopol-Chip ab.',
    );
    const market: StartupsEvent = { type: 'took-market', seat: 0, slot: 1, company: 4, coins: 3 };
    expect(logLine(market, names, translator('en'))?.text).toBe(
      'Alice takes Hippo Powertech from the market with 3 coins.',
    );
    expect(logLine(market, names, translator('ko'))?.text).toBe(
      'Alice가 시장에서 하마 파워테크를 점수칩 3개와 함께 가져옵니다.',
    );
    const bare: StartupsEvent = { ...market, coins: 0 };
    expect(logLine(bare, names, translator('ko'))?.text).toBe('Alice가 시장에서 하마 파워테크를 가져옵니다.');
    expect(logLine(bare, names, translator('de'))?.text).toBe(
      'Alice nimmt Hippo Powertech ohne Münzen aus dem Markt.',
    );
    expect(logLine(market, names, translator('de'))?.text).toBe(
      'Alice nimmt Hippo Powertech mit 3 Münzen aus dem Markt.',
    );
    expect(logLine(bare, names, translator('en'))?.text).toBe(
      'Alice takes Hippo Powertech from the market with no coins.',
    );
  });

  it('opens with the game’s start and turn 1, which no event speaks, then a line per turn', () => {
    const events = eventsFor(wholeGame('log-3'), 1);
    const text = logLines(events, names, translator('en'), null, 1).map((l) => l.text);
    expect(text.slice(0, 2)).toEqual([
      'The game begins with 4 players: Alice, you, 민지, and Dana. Alice goes first.',
      'Turn 1: Alice is up.',
    ]);
    const turns = text.filter((l) => /^Turn \d+:/.test(l));
    expect(turns[1]).toMatch(/^Turn 2: you are up(; a draw from the deck costs \d+ coins?)?\.$/);
    // One line per turn, numbered in order.
    expect(turns.map((l) => Number(/^Turn (\d+)/.exec(l)![1]))).toEqual(turns.map((_, i) => i + 1));
    // Before the second turn the view says who is beginning.
    expect(logLines([], names, translator('en'), { turn: 0, active: 0 }, 0)[0]?.text).toBe(
      'The game begins with 4 players: you, Bot 2 (medium), 민지, and Dana. You go first.',
    );
    expect(logLines([], names, translator('ko'), { turn: 0, active: 0 }, 0).map((l) => l.text)).toEqual([
      '당신, Bot 2 (medium), 민지, Dana 4명이 게임을 시작합니다. 당신이 먼저 합니다.',
      '1턴: 당신의 차례입니다.',
    ]);
  });

  it('calls the viewer “you” on every line of a whole game and never by their name, in every language', () => {
    const events = eventsFor(wholeGame('log-4'), 0);
    const you = { en: /\b(You|you)\b/, de: /\b(Du|dir)\b/, ko: /당신/ };
    for (const locale of LOCALES) {
      const lines = logLines(events, names, translator(locale), null, 0).map((l) => l.text);
      expect(
        lines.filter((l) => l.includes('Alice')),
        locale,
      ).toEqual([]);
      expect(lines.filter((l) => you[locale].test(l)).length, locale).toBeGreaterThan(10);
      for (const l of lines) {
        expect(l, locale).not.toMatch(/\([^)]*\(|\)\s*\(/);
        expect(l, locale).not.toMatch(/su-|\{|\$|이\(가\)|을\(를\)/);
      }
    }
  });

  it('says you took the chip from another player, and another took it from you', () => {
    const fromYou: StartupsEvent = { type: 'invested', seat: 2, company: 3, chipFrom: 0 };
    expect(logLine(fromYou, names, translator('en'), 0)?.text).toBe(
      '민지 invests in Octo Coffee and takes its anti-monopoly chip from you.',
    );
    expect(logLine(fromYou, names, translator('de'), 0)?.text).toBe(
      '민지 investiert in Octo Coffee und nimmt dir den Anti-Monopol-Chip ab.',
    );
    expect(logLine(fromYou, names, translator('ko'), 0)?.text).toBe(
      '민지가 문어 커피에 투자하고 당신에게서 독점 반대 칩을 가져옵니다.',
    );
    expect(logLine(fromYou, names, translator('en'), 2)?.text).toBe(
      'You invest in Octo Coffee and take its anti-monopoly chip from Alice.',
    );
  });

  it('Korean: a name or company ending in a consonant takes 이/을, one ending in a vowel 가/를', () => {
    const t = translator('ko');
    const market = (seat: number, company: number): StartupsEvent => ({ type: 'to-market', seat, company });
    // 민지 ends in a vowel, 지훈 in ㄴ; 문어 커피 and 하마 파워테크 in a vowel, 화성 여행 in ㅇ.
    expect(logLine(market(0, 3), ['민지'], t)?.text).toBe('민지가 문어 커피를 시장에 내려놓습니다.');
    expect(logLine(market(0, 5), ['지훈'], t)?.text).toBe('지훈이 코끼리 화성 여행을 시장에 내려놓습니다.');
    expect(logLine(market(0, 4), ['Ann'], t)?.text).toBe('Ann이 하마 파워테크를 시장에 내려놓습니다.');
  });

  it('hides draws from the deck behind the filter; plays and the result stay', () => {
    const lines = logLines(eventsFor(wholeGame('log-5'), 0), names, translator('en'), null, 0);
    const plays = lines.filter((l) => !l.detail).map((l) => l.text);
    const draw = /draws? .*from the deck and pays?/;
    expect(plays.some((l) => draw.test(l))).toBe(false);
    expect(lines.some((l) => l.detail && draw.test(l.text))).toBe(true);
    expect(plays.some((l) => / invests? in /.test(l))).toBe(true);
    expect(plays.at(-1)).toMatch(/^The game is over\. .+ with \d+\.$/);
  });
});
