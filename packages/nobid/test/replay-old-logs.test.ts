/**
 * Answers (respond, pass) used to name their reaction window. A match stored then must still
 * replay to the same end, both as stored (the server replays its logs as they are) and through
 * `parseAction`, which accepts the old field and drops it. The fixture was recorded on main at
 * 17c1c5e, before the field left the actions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MatchRecord, replay } from '@nobid/engine';
import { describe, expect, it } from 'vitest';
import {
  FIRST_EDITION,
  kindOf,
  type NobidAction,
  type NobidOptions,
  type NobidState,
  nobidGame,
  refOf,
} from '../src/index.ts';

interface Fixture {
  readonly record: MatchRecord<Record<string, unknown>, NobidOptions>;
  readonly final: { outcome: unknown; turn: number; books: string[][] };
}

const fixture: Fixture = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'window-era-match.json'), 'utf8'),
);
/** Stored before editions existed: played with the first edition, as the storage migration marks it. */
const beforeEditions = (options: Record<string, unknown>) => ({ ...options, edition: refOf(FIRST_EDITION) });

const ending = (s: NobidState) => ({
  outcome: s.outcome,
  turn: s.turn,
  books: s.books.map((b) => b.map((c) => kindOf(s.cards, c))),
});

describe('a match log stored while answers named their window', () => {
  const answers = fixture.record.log.filter((a) => a.type === 'respond' || a.type === 'pass');

  it('is such a log: every answer in it carries a window, and the match was won', () => {
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.some((a) => a.type === 'respond')).toBe(true);
    for (const a of answers) expect(Number.isInteger(a.window)).toBe(true);
    expect(fixture.final.outcome).toMatchObject({ kind: 'win' });
  });

  it('replays as stored to the same end', () => {
    const stored = fixture.record as unknown as MatchRecord<NobidAction, Record<string, unknown>>;
    const record = { ...stored, options: nobidGame.parseOptions(beforeEditions(stored.options)) };
    expect(ending(replay(nobidGame, record))).toEqual(fixture.final);
  });

  it('parses action by action, the old window dropped, and replays to the same end', () => {
    const log = fixture.record.log.map((raw) => {
      const parsed = nobidGame.parseAction(raw);
      if (!parsed.ok) throw new Error(parsed.error.message);
      return parsed.action;
    });
    for (const a of log) expect(a).not.toHaveProperty('window');
    expect(log.filter((a) => a.type === 'pass')[0]).toEqual({ seat: 0, type: 'pass' });
    const options = nobidGame.parseOptions(
      beforeEditions(fixture.record.options as unknown as Record<string, unknown>),
    );
    expect(ending(replay(nobidGame, { ...fixture.record, options, log }))).toEqual(fixture.final);
  });

  it('still refuses a window that is not a window id, and a window on any other action', () => {
    expect(nobidGame.parseAction({ seat: 0, type: 'pass', window: 'two' })).toMatchObject({
      ok: false,
      error: { code: 'malformed' },
    });
    expect(nobidGame.parseAction({ seat: 0, type: 'draw', window: 2 })).toMatchObject({
      ok: false,
      error: { code: 'malformed' },
    });
  });
});
