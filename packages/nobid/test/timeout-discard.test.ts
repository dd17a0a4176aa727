/**
 * What a discard gives up when its timer runs out (`defaultAction`): the cards the heuristic
 * values least, never a No Bid or a Circuit Breaker while another card will do, the whole step's
 * discards in one answer; and the prompt's source (`timeoutDiscardsOf`, on the seat's view) names
 * the same cards.
 */
import { nextInt, rngFromSeed } from '@nobid/engine';
import { describe, expect, it } from 'vitest';
import {
  type NobidAction,
  type NobidState,
  nobidGame,
  nobidScenarios,
  timeoutDiscardsOf,
} from '../src/index.ts';
import { options } from './helpers.ts';

const kinds = (s: NobidState, ids: readonly number[]) => ids.map((id) => s.cards.kind[id]);
const discarded = (s: NobidState, a: NobidAction) =>
  a.type === 'discard' ? kinds(s, [a.card, ...(a.more ?? [])]) : [];

/** The result of an action that must be accepted. */
function applied(s: NobidState, a: NobidAction) {
  const r = nobidGame.apply(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

/** Seat 0 holds `hand` and draws an extra card (a Credit Line) to end its action. */
function overTheLimit(hand: string[], deck = ['credit-line']): NobidState {
  return nobidScenarios.play({
    players: 2,
    setup: { deck, books: [[], []], hands: [hand, []] },
    steps: [{ seat: 0, draw: true }, { expect: { decision: { seat: 0, kind: 'discard' } } }],
  });
}

describe('a discard whose timer runs out', () => {
  it('over the hand limit with a No Bid first in hand: the No Bid stays', () => {
    const s = overTheLimit([
      'no-bid',
      'scalp',
      'ipo',
      'position-eurusd-long',
      'leverage',
      'recall',
      'novation',
    ]);
    const timeout = nobidGame.defaultAction(s, 0);
    expect(discarded(s, timeout)).not.toContain('no-bid');
    const after = applied(s, timeout).state;
    expect(kinds(after, after.hands[0]!)).toContain('no-bid');
    expect(after.hands[0]).toHaveLength(7);
    expect(after.active).toBe(1);
  });

  it('two over the limit: both go in one answer, the counters stay, the turn moves on', () => {
    const s = overTheLimit([
      'no-bid',
      'circuit-breaker',
      'position-eurusd-long',
      'leverage',
      'scalp',
      'ipo',
      'margin-call',
      'position-usdjpy-long',
    ]);
    expect(s.discardLeft).toBe(2);
    const timeout = nobidGame.defaultAction(s, 0);
    expect(nobidGame.check(s, timeout)).toBeNull();
    expect(discarded(s, timeout)).toHaveLength(2);
    // A Drawdown (Margin Call) is worth least to keep; the Positions, Leverage and counters stay.
    expect(discarded(s, timeout)).toContain('margin-call');
    const after = applied(s, timeout).state;
    expect(kinds(after, after.hands[0]!)).toEqual(expect.arrayContaining(['no-bid', 'circuit-breaker']));
    expect(after.hands[0]).toHaveLength(7);
    expect(nobidGame.decisions(after)).toEqual([{ seat: 1, kind: 'act' }]);
  });

  it('Slippage with a No Bid and an IPO in hand: the IPO goes', () => {
    const s = nobidScenarios.play({
      players: 2,
      setup: {
        books: [['position-eurusd-long', 'slippage'], []],
        hands: [['no-bid', 'ipo'], []],
        deck: ['recall'],
        step: 'start',
      },
      steps: [{ expect: { decision: { seat: 0, kind: 'discard' } } }],
    });
    expect(discarded(s, nobidGame.defaultAction(s, 0))).toEqual(['ipo']);
  });

  it('a hand of counters only gives up a No Bid before a Circuit Breaker', () => {
    const s = overTheLimit(
      ['circuit-breaker', 'no-bid', 'no-bid', 'no-bid', 'no-bid', 'no-bid', 'no-bid'],
      ['no-bid'],
    );
    expect(discarded(s, nobidGame.defaultAction(s, 0))).toEqual(['no-bid']);
  });

  it('is pure: the state, its dice included, is unchanged, and asking twice gives the same answer', () => {
    const s = overTheLimit([
      'no-bid',
      'scalp',
      'ipo',
      'position-eurusd-long',
      'leverage',
      'recall',
      'novation',
    ]);
    const before = nobidGame.clone(s);
    const first = nobidGame.defaultAction(s, 0);
    expect(s).toEqual(before);
    expect(nobidGame.defaultAction(s, 0)).toEqual(first);
  });
});

describe('several discards in one answer', () => {
  const s = overTheLimit(['no-bid', 'scalp', 'ipo', 'ipo', 'recall', 'recall', 'novation', 'leverage']);
  const id = (kind: string, copy = 0) => s.hands[0]!.filter((c) => s.cards.kind[c] === kind)[copy]!;

  it('are refused beyond what is owed, twice named, or not in hand; a single card still answers', () => {
    const code = (a: NobidAction) => nobidGame.check(s, a)?.code ?? null;
    expect(code({ seat: 0, type: 'discard', card: id('ipo'), more: [id('ipo', 1), id('scalp')] })).toBe(
      'illegal-action',
    );
    expect(code({ seat: 0, type: 'discard', card: id('ipo'), more: [id('ipo')] })).toBe('malformed');
    expect(
      code({ seat: 0, type: 'discard', card: id('ipo'), more: [s.hands[1]!.length + 999] }),
    ).not.toBeNull();
    expect(code({ seat: 1, type: 'discard', card: id('ipo'), more: [id('scalp')] })).toBe(
      'not-your-decision',
    );
    expect(code({ seat: 0, type: 'discard', card: id('ipo'), more: [id('ipo', 1)] })).toBeNull();
    expect(code({ seat: 0, type: 'discard', card: id('ipo') })).toBeNull();
  });

  it('come from a client through parseAction, and the old single form parses as before', () => {
    expect(nobidGame.parseAction({ seat: 0, type: 'discard', card: 3, more: [4, 5] })).toEqual({
      ok: true,
      action: { seat: 0, type: 'discard', card: 3, more: [4, 5] },
    });
    expect(nobidGame.parseAction({ seat: 0, type: 'discard', card: 3 })).toEqual({
      ok: true,
      action: { seat: 0, type: 'discard', card: 3 },
    });
    expect(nobidGame.parseAction({ seat: 0, type: 'discard', card: 3, more: [] }).ok).toBe(false);
  });

  it('are the same game as the cards one by one', () => {
    const together = applied(s, { seat: 0, type: 'discard', card: id('ipo'), more: [id('recall')] });
    const first = applied(s, { seat: 0, type: 'discard', card: id('ipo') });
    const second = applied(first.state, { seat: 0, type: 'discard', card: id('recall') });
    expect(together.state).toEqual(second.state);
    expect(together.events).toEqual([...first.events, ...second.events]);
  });
});

describe("the prompt's source", () => {
  it('names, from the seat view alone, the cards defaultAction discards, in random games', () => {
    let compared = 0;
    for (let g = 0; g < 40 && compared < 60; g++) {
      const s = nobidGame.setup(2 + (g % 5), options(), `timeout/${g}`);
      const rng = rngFromSeed(g);
      while (nobidGame.decisions(s).length > 0) {
        const d = nobidGame.decisions(s);
        const seat = d[nextInt(rng, d.length)]!.seat;
        if (s.step === 'discard') {
          const view = nobidGame.view(s, seat);
          const named = timeoutDiscardsOf(
            view,
            seat,
            view.hand!,
            view.pending!.kind === 'discard' ? view.pending!.count : 0,
          );
          const a = nobidGame.defaultAction(s, seat);
          expect(a.type === 'discard' ? [a.card, ...(a.more ?? [])] : []).toEqual(named);
          compared++;
        }
        // Random play reaches the hand limit more often when it draws.
        const legal = nobidGame.legalActions(s, seat);
        const draw = legal.find((a) => a.type === 'draw');
        nobidGame.applyInPlace(s, draw && nextInt(rng, 3) > 0 ? draw : legal[nextInt(rng, legal.length)]!);
      }
    }
    expect(compared).toBeGreaterThan(10);
  });
});
