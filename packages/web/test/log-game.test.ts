/**
 * The No Bid log of whole games, read as the player at seat 0 reads it: that seat is "you" on
 * every line (never its name), Korean particles follow each name, and no line nests
 * parentheses. The games are played by seeded random legal choices on the real rules.
 */
import { eventsFor, type GameEvent, nextInt, rngFromSeed } from '@nobid/engine';
import type { NobidEvent, NobidView } from '@nobid/nobid';
import { nobidGame } from '@nobid/nobid';
import { compileEdition, DEFAULT_EDITION } from '@nobid/nobid/cards';
import { describe, expect, it } from 'vitest';
import { logLines } from '../src/games/nobid/log-lines.ts';
import { LOCALES, translator } from '../src/i18n/i18n.ts';

function wholeGame(seats: number, seed: string): GameEvent<NobidEvent>[] {
  const rng = rngFromSeed(seed);
  let state = nobidGame.setup(seats, nobidGame.parseOptions({}), seed);
  const events: GameEvent<NobidEvent>[] = [];
  for (let i = 0; i < 20000 && !nobidGame.result(state); i++) {
    const seat = nobidGame.decisions(state)[0]!.seat;
    const legal = nobidGame.legalActions(state, seat);
    const r = nobidGame.apply(state, legal[nextInt(rng, legal.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    events.push(...r.events);
  }
  expect(nobidGame.result(state)).not.toBeNull();
  return events;
}

// Before any turn event, the view says who began; the events of a whole game say it themselves.
const start: Pick<NobidView, 'turn' | 'active'> = { turn: 1, active: 0 };

describe('a whole No Bid game’s log, as seat 0 reads it', () => {
  const seats = 4;
  const cards = compileEdition(DEFAULT_EDITION, seats);
  const games = ['log-game-1', 'log-game-2'].map((seed) => eventsFor(wholeGame(seats, seed), 0));

  it('calls the viewer "you" on every line and never by their name, in every language', () => {
    const names = ['Ann', 'Bot 2 (easy)', 'Bot 3 (hard)', '민지'];
    for (const locale of LOCALES) {
      const t = translator(locale);
      const you = {
        en: /\b(You|you|Your|your)\b/,
        de: /\b(Du|du|dir|dich|dein|deine|deinem)\b/,
        ko: /당신/,
      }[locale];
      for (const events of games) {
        const lines = logLines(cards, events, names, t, start, 0).map((l) => l.text);
        expect(
          lines.filter((l) => l.includes('Ann')),
          locale,
        ).toEqual([]);
        // The viewer did things: those lines say so in the second person.
        expect(lines.filter((l) => you.test(l)).length, locale).toBeGreaterThan(5);
      }
    }
  });

  it('writes every line as a sentence: no message id, no unfilled variable, no nested parentheses', () => {
    const names = ['Ann', 'Bot 2 (easy)', 'Bot 3 (hard)', '민지'];
    for (const locale of LOCALES) {
      const t = translator(locale);
      for (const events of games) {
        for (const line of logLines(cards, events, names, t, start, 0)) {
          expect(line.text, locale).not.toMatch(/log-|\{|\$|turn-cap|hand-limit/);
          expect(line.text, locale).not.toMatch(/\([^)]*\(/);
          expect(line.text, locale).not.toMatch(/\)\s*\(/);
        }
      }
    }
  });

  it('Korean: every name and card name takes its own particle, and the viewer is 당신, never a name', () => {
    const t = translator('ko');
    const names = ['지훈', 'Bob', 'Alice', '민지'];
    const lines = games.flatMap((events) => logLines(cards, events, names, t, start, 0).map((l) => l.text));
    const text = lines.join('\n');
    expect(text).not.toMatch(/\(가\)|\(를\)|\(로\)|\(는\)|\(와\)/);
    // The viewer's own name is never used; the others take the particle their sound asks for.
    expect(text).not.toContain('지훈');
    expect(text).toMatch(/Bob이 /);
    expect(text).not.toMatch(/Bob가 /);
    expect(text).toMatch(/Alice가 /);
    expect(text).not.toMatch(/Alice이 /);
    expect(text).toMatch(/민지가 /);
  });
});
