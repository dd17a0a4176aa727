import type { NobidAction } from '@nobid/nobid';
import {
  compileEdition,
  DEFAULT_EDITION,
  type EditionInput,
  idsOfKind,
  resolveEdition,
} from '@nobid/nobid/cards';
import { describe, expect, it } from 'vitest';
import * as at from '../src/games/nobid/playable.ts';
import type { WireView } from '../src/games/nobid/wire-view.ts';
import { translator } from '../src/i18n/i18n.ts';

/** The default edition at 3 seats: what the views below are made from. */
const cards = compileEdition(DEFAULT_EDITION, 3);
const id = (kind: string, copy = 0) => idsOfKind(cards, kind)[copy]!;

const playability = (v: WireView, me: number, card: number, acting: boolean) =>
  at.playability(cards, v, me, card, acting);
const playabilityFromLegal = (v: WireView, me: number, card: number, legal: readonly NobidAction[]) =>
  at.playabilityFromLegal(cards, v, me, card, legal);
const countersInHand = (v: WireView) => at.countersInHand(cards, v);
const stackClosed = (v: WireView) => at.stackClosed(cards, v);
const legalResponse = (legal: readonly NobidAction[], type: 'no-bid' | 'circuit-breaker') =>
  at.legalResponse(cards, legal, type);
const canDiscard = (legal: readonly NobidAction[], card: number) => at.canDiscard(cards, legal, card);

/** A 3-seat view for seat 0 in its act step, with the given Books and hand, as it arrives. */
function view(books: number[][], hand: number[]): WireView {
  return {
    cards: cards.identity,
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
    owedDraws: [0, 0, 0],
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
    const frozen: at.Reason = { id: 'reason-frozen', by: id('frozen-collateral'), type: 'leverage' };
    for (const card of [id('stop-loss'), id('leverage')]) {
      expect(playability(v, 0, card, true)).toEqual({ ok: false, reason: frozen });
    }
    expect(at.reasonText(cards, frozen, translator('en'))).toBe(
      'Frozen Collateral: you cannot play Leverage cards',
    );
    expect(at.reasonText(cards, frozen, translator('ko'))).toBe('담보 동결: 레버리지를 낼 수 없음');
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

describe('playability from the server’s legal actions', () => {
  const mine = id('position-eurusd-long');
  const theirs = id('position-gbpusd-short');

  it('raises a second copy of a kind when the server lists the first, and sends that first copy', () => {
    const v = view([[mine], [theirs], []], [id('leverage', 0), id('leverage', 1)]);
    const legal = [
      { seat: 0, type: 'play', card: id('leverage', 0) },
      { seat: 0, type: 'draw' },
    ] as const;
    expect(playabilityFromLegal(v, 0, id('leverage', 1), legal)).toEqual({
      ok: true,
      need: { kind: 'none' },
      card: id('leverage', 0),
    });
  });

  it('takes the targets from the legal plays, whatever the view suggests', () => {
    const v = view([[mine], [theirs], []], [id('recall')]);
    const legal = [
      { seat: 0, type: 'play', card: id('recall'), target: { card: theirs } },
      { seat: 0, type: 'draw' },
    ] as const;
    expect(playabilityFromLegal(v, 0, id('recall'), legal)).toEqual({
      ok: true,
      need: { kind: 'position', cards: [theirs] },
      card: id('recall'),
    });
  });

  it('dims a card the server does not list, with the view’s reason when it has one', () => {
    const v = view([[mine, id('frozen-collateral')], [], []], [id('leverage'), mine]);
    const legal = [
      { seat: 0, type: 'play', card: mine },
      { seat: 0, type: 'draw' },
    ] as const;
    expect(playabilityFromLegal(v, 0, id('leverage'), legal)).toEqual({
      ok: false,
      reason: { id: 'reason-frozen', by: id('frozen-collateral'), type: 'leverage' },
    });
    expect(playabilityFromLegal(v, 0, mine, [{ seat: 0, type: 'draw' }])).toEqual({
      ok: false,
      reason: { id: 'reason-not-legal' },
    });
  });

  it('finds the legal answer and the legal discards', () => {
    const legal = [
      { seat: 0, type: 'pass', window: 7 },
      { seat: 0, type: 'respond', card: id('no-bid', 3), window: 7 },
    ] as const;
    expect(legalResponse(legal, 'no-bid')).toEqual({
      seat: 0,
      type: 'respond',
      card: id('no-bid', 3),
      window: 7,
    });
    expect(legalResponse(legal, 'circuit-breaker')).toBeUndefined();
    expect(canDiscard([{ seat: 0, type: 'discard', card: id('scalp', 0) }], id('scalp', 1))).toBe(true);
    expect(canDiscard([{ seat: 0, type: 'discard', card: id('scalp', 0) }], mine)).toBe(false);
  });
});

describe('what a card does comes from the table’s edition, not from its name', () => {
  /** The default list with Prime Brokerage shielding from Assign only and Frozen Collateral freezing Orders. */
  function variant() {
    const e = JSON.parse(JSON.stringify(DEFAULT_EDITION)) as EditionInput;
    for (const c of e.cards) {
      if (c.kind === 'prime-brokerage' && c.type === 'leverage')
        c.book = { op: 'protect-from', terms: ['assign'] };
      if (c.kind === 'frozen-collateral' && c.type === 'drawdown')
        c.book = { op: 'forbid-type', type: 'order' };
    }
    return compileEdition(resolveEdition({ ...e, version: '1-variant' }), 3);
  }
  const other = variant();
  const oid = (kind: string) => idsOfKind(other, kind)[0]!;
  const otherView = (books: number[][], hand: number[]): WireView => ({
    ...view(books, hand),
    cards: other.identity,
  });

  it('a Book shielded from Assign only can still be Unwound (Recall), not Assigned (Novation)', () => {
    const theirs = oid('position-gbpusd-short');
    const v = otherView([[], [theirs, oid('prime-brokerage')], []], [oid('recall'), oid('novation')]);
    expect(at.playability(other, v, 0, oid('recall'), true)).toEqual({
      ok: true,
      need: { kind: 'position', cards: [theirs] },
    });
    expect(at.playability(other, v, 0, oid('novation'), true)).toEqual({
      ok: false,
      reason: { id: 'reason-no-position-target' },
    });
  });

  it('a Drawdown that forbids Orders dims Orders, not Leverage, and says so', () => {
    const v = otherView(
      [[oid('frozen-collateral')], [oid('position-gbpusd-short')], []],
      [oid('recall'), oid('leverage')],
    );
    const recall = at.playability(other, v, 0, oid('recall'), true);
    expect(recall).toEqual({
      ok: false,
      reason: { id: 'reason-frozen', by: oid('frozen-collateral'), type: 'order' },
    });
    expect(!recall.ok && at.reasonText(other, recall.reason, translator('en'))).toBe(
      'Frozen Collateral: you cannot play Order cards',
    );
    expect(at.playability(other, v, 0, oid('leverage'), true)).toEqual({ ok: true, need: { kind: 'none' } });
  });
});
