import { describe, expect, it } from 'vitest';
import { idsOfKind } from '../../nobid/src/card-table.ts';
import type { NobidView } from '../../nobid/src/types.ts';
import { countersInHand, playability, stackClosed } from '../src/games/nobid/playable.ts';

const id = (kind: string, copy = 0) => idsOfKind(kind)[copy]!;

/** A 3-seat view for seat 0 in its act step, with the given Books and hand. */
function view(books: number[][], hand: number[]): NobidView {
  return {
    viewer: 0,
    seats: 3,
    turnCap: 200,
    turn: 4,
    active: 0,
    step: 'act',
    phase: 'act',
    books,
    counts: books.map((b) => b.length),
    discard: [],
    openingsTop: null,
    openingsSize: 5,
    deckSize: 60,
    handSizes: [hand.length, 5, 5],
    hand,
    knownHands: [[], [], []],
    outOfPlay: [],
    lastWindow: 0,
    stack: [],
    window: null,
    pending: null,
    actAgain: false,
    tasks: [],
    outcome: null,
  };
}

describe('which hand cards are playable', () => {
  const mine = id('position-eurusd-long');
  const theirs = id('position-gbpusd-short');
  const third = id('position-usdjpy-long');

  it('a Drawdown targets any opponent, never yourself', () => {
    const p = playability(view([[mine], [theirs], []], [id('margin-call')]), 0, id('margin-call'), true);
    expect(p).toEqual({ ok: true, need: { kind: 'seat', seats: [1, 2] } });
  });

  it('Frozen Collateral in your Book dims every Leverage-type card, with the reason', () => {
    const v = view([[mine, id('frozen-collateral')], [], []], [id('stop-loss'), id('leverage')]);
    for (const card of [id('stop-loss'), id('leverage')]) {
      expect(playability(v, 0, card, true)).toEqual({ ok: false, reason: { id: 'reason-frozen' } });
    }
  });

  it('Assign (Novation) targets only Positions in other Books without Prime Brokerage', () => {
    const v = view([[mine], [theirs, id('prime-brokerage')], [third]], [id('novation')]);
    expect(playability(v, 0, id('novation'), true)).toEqual({
      ok: true,
      need: { kind: 'position', cards: [third] },
    });
  });

  it('Liquidate (Forced Liquidation) may target any Position, your own and protected ones included', () => {
    const v = view([[mine], [theirs, id('prime-brokerage')], []], [id('forced-liquidation')]);
    expect(playability(v, 0, id('forced-liquidation'), true)).toEqual({
      ok: true,
      need: { kind: 'position', cards: [mine, theirs] },
    });
  });

  it('an Order whose only targets are missing is dimmed', () => {
    const v = view([[], [], []], [id('recall')]);
    expect(playability(v, 0, id('recall'), true)).toEqual({
      ok: false,
      reason: { id: 'reason-no-position-target' },
    });
  });

  it('Rate Decision names a currency; Margin Squeeze an opponent; Scalp needs nothing', () => {
    const v = view([[mine], [], []], [id('rate-decision'), id('margin-squeeze'), id('scalp')]);
    const rate = playability(v, 0, id('rate-decision'), true);
    expect(rate.ok && rate.need.kind).toBe('currency');
    expect(playability(v, 0, id('margin-squeeze'), true)).toEqual({
      ok: true,
      need: { kind: 'seat', seats: [1, 2] },
    });
    expect(playability(v, 0, id('scalp'), true)).toEqual({ ok: true, need: { kind: 'none' } });
  });

  it('No Bid is only an answer, and nothing is playable outside your act decision', () => {
    const v = view([[mine], [], []], [id('no-bid'), mine]);
    expect(playability(v, 0, id('no-bid'), true)).toEqual({
      ok: false,
      reason: { id: 'reason-response-only' },
    });
    expect(playability(v, 0, mine, false)).toEqual({ ok: false, reason: { id: 'reason-not-your-action' } });
  });

  it('counts the counters in hand for the reaction bar, and sees that a Circuit Breaker closes the stack', () => {
    const v = view([[], [], []], [id('no-bid', 0), id('no-bid', 1), id('circuit-breaker'), mine]);
    const c = countersInHand(v);
    expect([c.noBid.length, c.circuitBreaker.length]).toEqual([2, 1]);
    expect(stackClosed({ ...v, stack: [{ card: mine, seat: 0 }] })).toBe(false);
    expect(
      stackClosed({
        ...v,
        stack: [
          { card: mine, seat: 0 },
          { card: id('circuit-breaker'), seat: 1 },
        ],
      }),
    ).toBe(true);
  });
});
