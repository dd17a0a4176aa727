/**
 * Edit a card once and the game plays it: a copy of the default edition with Leverage +2, Credit
 * Line +4 and Slippage 2 cards, played through the same rules and the same seed as the default.
 */
import { describe, expect, it } from 'vitest';
import {
  bookCount,
  DEFAULT_EDITION,
  type Edition,
  handLimit,
  nobidGame,
  nobidScenarios,
  shippedEdition,
} from '../src/index.ts';

function variant(): Edition {
  const e = structuredClone(DEFAULT_EDITION);
  const card = (kind: string) => e.cards.find((c) => c.kind === kind) as { book: unknown };
  card('leverage').book = { op: 'count', delta: 2 };
  card('credit-line').book = { op: 'hand-limit', delta: 4 };
  card('slippage').book = { op: 'discard-at-start', count: 2 };
  return { ...e, version: '1-variant' };
}

const run = (edition: Edition, scenario: Record<string, unknown>) =>
  nobidScenarios.run({ players: 2, options: { edition }, ...scenario });

describe('an edited copy of the default edition', () => {
  it('counts a Leverage as +2 where the default counts +1', () => {
    const setup = { books: [['leverage', 'position-eurusd-long'], []], hands: [[], []] };
    const mine = run(variant(), { setup });
    const theirs = run(DEFAULT_EDITION, { setup });
    expect(bookCount(mine.state.cards, mine.state.books[0]!)).toBe(3);
    expect(bookCount(theirs.state.cards, theirs.state.books[0]!)).toBe(2);
  });

  it('raises the hand limit by 4 per Credit Line: 11 cards are kept where the default discards one', () => {
    const hand = [
      'no-bid',
      'no-bid',
      'no-bid',
      'no-bid',
      'scalp',
      'ipo',
      'recall',
      'novation',
      'leverage',
      'leverage',
    ];
    const setup = { books: [['credit-line'], []], hands: [hand, []], deck: ['margin-call', 'margin-call'] };
    const mine = run(variant(), { setup, steps: [{ seat: 0, draw: true }] });
    expect(handLimit(mine.state.cards, mine.state.books[0]!)).toBe(11);
    expect(mine.state.step).not.toBe('discard');
    expect(mine.state.hands[0]).toHaveLength(11);
    const theirs = run(DEFAULT_EDITION, { setup, steps: [{ seat: 0, draw: true }] });
    expect(handLimit(theirs.state.cards, theirs.state.books[0]!)).toBe(10);
    expect(theirs.state.step).toBe('discard');
  });

  it('has Slippage discard two cards at the start of its owner turn', () => {
    const setup = {
      books: [['slippage'], []],
      hands: [['scalp', 'ipo', 'recall'], []],
      deck: ['leverage', 'margin-call'],
      step: 'start',
    };
    const mine = run(variant(), {
      setup,
      steps: [
        { expect: { step: 'discard' } },
        { seat: 0, discard: 'scalp' },
        { expect: { step: 'discard' } },
        { seat: 0, discard: 'ipo' },
        { expect: { step: 'act', handSizes: { 0: 2 } } },
      ],
    });
    expect(mine.failure).toBeNull();
    const theirs = run(DEFAULT_EDITION, {
      setup,
      steps: [{ seat: 0, discard: 'scalp' }, { expect: { step: 'act', handSizes: { 0: 3 } } }],
    });
    expect(theirs.failure).toBeNull();
  });

  it('plays the same seed the same way where it does not differ, and carries its own identity', () => {
    const a = nobidGame.setup(4, nobidGame.parseOptions({ edition: variant() }), 'same-seed');
    const b = nobidGame.setup(4, nobidGame.parseOptions({}), 'same-seed');
    expect(a.hands).toEqual(b.hands);
    expect(a.cards.identity.version).toBe('1-variant');
    expect(a.cards.identity.hash).not.toBe(b.cards.identity.hash);
  });
});

describe('player-count rules (edition 2)', () => {
  const v2 = shippedEdition({ name: 'No Bid', version: '2' })!;

  it('with 2 players, the second player draws two extra cards on their first turn, and only then', () => {
    const s = nobidGame.setup(2, nobidGame.parseOptions({ edition: v2 }), 'two');
    const second = (s.active + 1) % 2;
    expect(s.hands[s.active]).toHaveLength(6);
    const r = nobidGame.apply(s, { seat: s.active, type: 'draw' });
    if (!r.ok) throw new Error(r.error.message);
    // The first player drew again (7 cards, within the limit) and the second player's turn began.
    expect(r.state.active).toBe(second);
    expect(r.state.hands[second]).toHaveLength(5 + 1 + 2);
    const first = r.state.hands[s.active]!.length;
    const r2 = nobidGame.apply(r.state, { seat: second, type: 'draw' });
    if (!r2.ok) throw new Error(r2.error.message);
    expect(r2.state.step === 'discard' || r2.state.active === s.active).toBe(true);
    if (r2.state.active === s.active) expect(r2.state.hands[s.active]).toHaveLength(first + 1);
  });

  it('with 5 or 6 players, shuffles in the second set of Positions and 2 more Leverage; at 3 and 4 it is list B', () => {
    const positions = (n: number) => {
      const t = nobidGame.setup(n, nobidGame.parseOptions({ edition: v2 }), 'count').cards;
      return {
        main: t.def.filter((d) => d.type === 'position' && d.pile === 'main').length,
        leverage: t.kind.filter((k) => k === 'leverage').length,
        count: t.count,
      };
    };
    expect(positions(6)).toMatchObject({ main: 64, leverage: 10 });
    expect(positions(5)).toMatchObject({ main: 64, leverage: 10 });
    const v1at4 = nobidGame.setup(
      4,
      nobidGame.parseOptions({ edition: { name: 'No Bid', version: '1' } }),
      'c',
    );
    expect(positions(4)).toEqual({ main: 32, leverage: 8, count: v1at4.cards.count });
  });
});
