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
import { logLine } from './log.ts';

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
    expect(logLine(bare, names, translator('ko'))?.text).toBe(
      'Alice가 시장에서 하마 파워테크를 가져옵니다.',
    );
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
});
