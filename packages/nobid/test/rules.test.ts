/** Setup, bad input and the engine contract, beyond what the scenario files pin. */
import { rngFromSeed } from '@nobid/engine';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITION, idsOfKind, type NobidState, nobidGame, nobidScenarios } from '../src/index.ts';
import { options, playGame, randomAction } from './helpers.ts';

describe('setup (ruling 10)', () => {
  it('deals one random Opening into each Book, leaves the rest as the pile, deals 5 cards, and the first player has drawn', () => {
    for (const seats of [2, 3, 4, 5, 6]) {
      const s = nobidGame.setup(seats, options(), `setup-${seats}`);
      const { count: CARD_COUNT, openingCount: OPENING_COUNT } = s.cards;
      expect(OPENING_COUNT).toBe(
        s.cards.kinds.filter((d) => d.pile === 'openings').reduce((n, d) => n + d.copies, 0),
      );
      for (const book of s.books) {
        expect(book).toHaveLength(1);
        expect(book[0]).toBeLessThan(OPENING_COUNT);
      }
      expect(s.openings).toHaveLength(OPENING_COUNT - seats);
      for (let p = 0; p < seats; p++) expect(s.hands[p]).toHaveLength(p === s.active ? 6 : 5);
      expect(s.deck).toHaveLength(CARD_COUNT - OPENING_COUNT - 5 * seats - 1);
      expect(s.step).toBe('act');
      expect(s.turn).toBe(1);
    }
  });

  it('picks the first player and the Openings at random, reproducibly from the seed', () => {
    const firsts = new Set<number>();
    const openings = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const s = nobidGame.setup(4, options(), i);
      firsts.add(s.active);
      openings.add(s.books[0]![0]!);
      expect(nobidGame.setup(4, options(), i)).toEqual(s);
    }
    expect(firsts.size).toBe(4);
    expect(openings.size).toBe(nobidGame.setup(4, options(), 0).cards.openingCount);
  });

  it('refuses a table outside 2..6 players and bad options, and defaults the turn cap', () => {
    expect(() => nobidGame.setup(1, options(), 1)).toThrow(/2 to 6/);
    expect(() => nobidGame.setup(7, options(), 1)).toThrow(/2 to 6/);
    expect(nobidGame.parseOptions(undefined)).toEqual({ edition: DEFAULT_EDITION, turnCap: 200 });
    expect(() => nobidGame.parseOptions({ turnCap: 0 })).toThrow(/turnCap/);
    expect(() => nobidGame.parseOptions({ turncap: 5 })).toThrow(/turncap/);
  });
});

describe('bad input gets a typed rejection and changes nothing', () => {
  const s0 = nobidGame.setup(3, options(), 'bad-input');
  const other = (s0.active + 1) % 3;
  const cases: [string, unknown, string][] = [
    ['an unknown action type', { seat: 0, type: 'cheat' }, 'unknown-action'],
    ['a seat that is not a number', { seat: 'x', type: 'draw' }, 'malformed'],
    ['a card id out of range', { seat: 0, type: 'play', card: 99_999 }, 'malformed'],
    ['an extra field', { seat: 0, type: 'draw', sneaky: 1 }, 'malformed'],
  ];
  for (const [what, raw, code] of cases)
    it(`parseAction refuses ${what} (${code})`, () => {
      const r = nobidGame.parseAction(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe(code);
    });

  it('refuses an action from a seat whose decision it is not, naming whose it is', () => {
    const r = nobidGame.apply(s0, { seat: other, type: 'draw' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('not-your-decision');
      expect(r.error.message).toContain(`seat ${s0.active} to act`);
    }
  });

  it('refuses a card that is not in hand, and a No Bid played as the turn action', () => {
    const s = structuredClone(s0) as NobidState;
    const notMine = s.hands[other]![0]!;
    const r = nobidGame.apply(s, { seat: s.active, type: 'play', card: notMine });
    expect(r.ok ? null : r.error.code).toBe('card-not-in-hand');
    const noBid = idsOfKind(s.cards, 'no-bid')[0]!;
    s.hands[s.active]!.push(noBid);
    s.deck = s.deck.filter((c) => c !== noBid);
    s.hands.forEach((h, p) => {
      if (p !== s.active) s.hands[p] = h.filter((c) => c !== noBid);
    });
    const r2 = nobidGame.apply(s, { seat: s.active, type: 'play', card: noBid });
    expect(r2.ok ? null : r2.error.code).toBe('illegal-action');
  });

  it('refuses a pass when no window is open', () => {
    const r = nobidGame.apply(s0, { seat: 0, type: 'pass' });
    expect(r.ok ? null : r.error.code).toBe('not-your-decision');
  });
});

describe('the engine contract', () => {
  it('defaultAction is legal for every seat that must decide, and action keys are unique per decision', () => {
    for (const seats of [2, 4, 6])
      playGame(`contract-${seats}`, seats, (s) => {
        for (const d of nobidGame.decisions(s)) {
          expect(nobidGame.check(s, nobidGame.defaultAction(s, d.seat))).toBeNull();
          const legal = nobidGame.legalActions(s, d.seat);
          const keys = legal.map((a) => nobidGame.actionKey(a, s));
          expect(new Set(keys).size).toBe(keys.length);
          for (const a of legal) expect(nobidGame.check(s, a)).toBeNull();
        }
      });
  });

  it('decisions in a window carry its id, and the window is offered to every seat', () => {
    const rng = rngFromSeed('window');
    let s = nobidGame.setup(4, options(), 'window');
    for (let guard = 0; s.step !== 'window' && guard < 1000; guard++) {
      const a = randomAction(s, rng)!;
      s = (nobidGame.apply(s, a) as { state: NobidState }).state;
    }
    const ds = nobidGame.decisions(s);
    expect(ds.map((d) => d.seat)).toEqual([0, 1, 2, 3]);
    for (const d of ds) expect(d).toEqual({ seat: d.seat, kind: 'respond', window: s.window });
  });

  it('a draw is public as a count and private with the cards', () => {
    const s = nobidGame.setup(2, options(), 'draw-event');
    const r = nobidGame.apply(s, { seat: s.active, type: 'draw' });
    if (!r.ok) throw new Error(r.error.message);
    const draw = r.events.find((e) => e.public?.type === 'draw')!;
    expect(draw.public).toEqual({ type: 'draw', seat: s.active, count: 1, reason: 'extra' });
    const mine = draw.private![s.active]!;
    expect(mine.type === 'draw' && mine.cards).toEqual([s.deck[s.deck.length - 1]]);
  });

  it('the events tell which cards were played, cancelled and resolved', () => {
    const { events, failure, state } = nobidScenarios.run({
      players: 2,
      setup: {
        deck: ['leverage', 'leverage'],
        books: [[], []],
        hands: [['position-eurusd-long'], ['no-bid']],
      },
      steps: [{ seat: 0, play: 'position-eurusd-long' }, { seat: 1, respond: 'no-bid' }, { pass: 'all' }],
    });
    expect(failure).toBeNull();
    const kinds = events
      .map((e) => e.public)
      .filter((e) => e && ['play', 'cancelled', 'resolved'].includes(e.type))
      .map((e) => `${e!.type}:${state.cards.kind[(e as { card: number }).card]}`);
    expect(kinds).toEqual([
      'play:position-eurusd-long',
      'play:no-bid',
      'cancelled:position-eurusd-long',
      'resolved:no-bid',
    ]);
  });
});

describe('the scenario runner', () => {
  const base = {
    players: 2,
    setup: {
      books: [['position-eurusd-long'], ['position-usdjpy-long', 'prime-brokerage']],
      hands: [['recall'], []],
    },
  };
  it('reports an illegal action with why and what was legal instead', () => {
    const { failure } = nobidScenarios.run({
      ...base,
      steps: [{ seat: 0, play: 'recall', target: { seat: 1, card: 'position-usdjpy-long' } }],
    });
    expect(failure?.kind).toBe('illegal');
    expect(failure?.message).toContain('illegal-target');
    expect(failure?.message).toContain('Prime Brokerage');
    expect(failure?.message).toContain('legal instead');
    expect(failure?.message).toContain('{"seat":0,"draw":true}');
  });
  it('names a failed expectation', () => {
    const { failure } = nobidScenarios.run({ ...base, steps: [{ expect: { counts: { 0: 3 } } }] });
    expect(failure?.message).toBe('step 1: expected counts[0] = 3, got 1');
  });
  it('explains a malformed file through zod', () => {
    expect(() => nobidScenarios.parse({ players: 2, setup: { hands: [['no-such-card']] } })).toThrow(
      'setup.hands[0][0]: unknown card kind "no-such-card"',
    );
    expect(() => nobidScenarios.parse({ players: 2 })).toThrow(/setup: /);
  });
  it('refuses more copies of a card than the game has, as a malformed file naming where', () => {
    expect(() =>
      nobidScenarios.run({ players: 2, setup: { hands: [['day-trade', 'day-trade'], []] } }),
    ).toThrow(/setup\.hands\[0\]: no copy of "day-trade" is left/);
  });
});

describe('determinize', () => {
  it('keeps a publicly known hand card in its owner hand and deals the rest of the unknown cards', () => {
    const { state, failure } = nobidScenarios.run({
      players: 3,
      seed: 'det',
      setup: {
        rest: 'deck',
        books: [['position-eurusd-long'], ['opening-usdjpy-long'], []],
        hands: [['recall', 'scalp'], ['ipo'], ['no-bid', 'leverage']],
        openings: ['opening-gbpusd-short', 'opening-nzdusd-long'],
      },
      steps: [{ seat: 0, play: 'recall', target: { seat: 1, card: 'opening-usdjpy-long' } }, { pass: 'all' }],
    });
    expect(failure).toBeNull();
    const known = idsOfKind(state.cards, 'opening-usdjpy-long')[0]!;
    expect(state.known[1]).toEqual([known]);
    const view = nobidGame.view(state, 2);
    for (let i = 0; i < 20; i++) {
      const det = nobidGame.determinize(view, 2, rngFromSeed(i));
      expect(det.hands[1]).toContain(known);
      expect(det.hands[2]).toEqual(state.hands[2]);
      expect(det.hands.map((h) => h.length)).toEqual(state.hands.map((h) => h.length));
      expect(det.openings[det.openings.length - 1]).toBe(state.openings[state.openings.length - 1]);
      expect(det.openings.every((c) => c < state.cards.openingCount)).toBe(true);
      expect(nobidGame.view(det, 2)).toEqual(view);
    }
  });
});
