/** The results panel's numbers, on scripted events with known answers and on whole played games. */
import { type AnyGame, eventsFor, nextInt, rngFromSeed } from '@nobid/engine';
import { cardDefOf, type NobidEvent, nobidGame } from '@nobid/nobid';
import { type StartupsEvent, startupsGame } from '@nobid/startups';
import { describe, expect, it } from 'vitest';
import { nobidStats } from './nobid-stats.ts';
import { startupsStats } from './startups-stats.ts';

/** A whole game of random legal moves, as a spectator saw it. */
function playedGame(game: AnyGame, seats: number, seed: string): { events: unknown[]; state: unknown } {
  const options = game.parseOptions({});
  let state = game.setup(seats, options, seed);
  const rng = rngFromSeed(seed);
  const events: unknown[] = [];
  for (let i = 0; i < 20_000; i++) {
    const decisions = game.decisions(state);
    if (decisions.length === 0) break;
    const d = decisions[nextInt(rng, decisions.length)]!;
    const legal = game.legalActions(state, d.seat);
    const res = game.apply(state, legal[nextInt(rng, legal.length)]);
    if (!res.ok) throw new Error(res.error.message);
    state = res.state;
    events.push(...eventsFor(res.events, 'spectator'));
  }
  return { events, state };
}

describe('No Bid stats', () => {
  const NO_BID = new Set([90]); // 91: a Circuit Breaker
  const isNoBid = (c: number) => NO_BID.has(c);
  it('counts a scripted game: plays, No Bids and their cancelling, attacks at Books and Positions', () => {
    const events: NobidEvent[] = [
      { type: 'turn', seat: 0, turn: 1 },
      { type: 'play', seat: 0, card: 1, response: false, window: 1 },
      { type: 'window-closed', window: 1 },
      { type: 'enter-book', seat: 0, card: 1 },
      { type: 'turn', seat: 1, turn: 2 },
      // Seat 1 puts a Drawdown into seat 0's Book; seat 0 answers with No Bid, seat 2's Circuit Breaker cancels it.
      { type: 'play', seat: 1, card: 20, target: { seat: 0 }, response: false, window: 2 },
      { type: 'play', seat: 0, card: 90, response: true, window: 2 },
      { type: 'play', seat: 2, card: 91, response: true, window: 2 },
      { type: 'cancelled', seat: 0, card: 90, by: 91 },
      { type: 'window-closed', window: 2 },
      { type: 'turn', seat: 2, turn: 3 },
      // Seat 2 Liquidates seat 0's Position (a target card in seat 0's Book).
      { type: 'play', seat: 2, card: 30, target: { card: 1 }, response: false, window: 3 },
      { type: 'liquidated', owner: 0, card: 1 },
      // A card into one's own Book and a currency target attack nobody.
      { type: 'play', seat: 2, card: 31, target: { seat: 2 }, response: false, window: 4 },
      { type: 'play', seat: 1, card: 32, target: { currency: 'EUR' }, response: false, window: 5 },
    ];
    expect(nobidStats(events, 3, isNoBid)).toEqual([
      { seat: 0, played: 2, noBids: 1, noBidsCancelled: 1, attacksMade: 0, attacksReceived: 2 },
      { seat: 1, played: 2, noBids: 0, noBidsCancelled: 0, attacksMade: 1, attacksReceived: 0 },
      { seat: 2, played: 3, noBids: 0, noBidsCancelled: 0, attacksMade: 1, attacksReceived: 0 },
    ]);
  });

  it('an assigned Position is attacked at its new owner', () => {
    const events: NobidEvent[] = [
      { type: 'enter-book', seat: 0, card: 5 },
      { type: 'assigned', from: 0, to: 1, card: 5 },
      { type: 'play', seat: 2, card: 40, target: { card: 5 }, response: false, window: 1 },
    ];
    const stats = nobidStats(events, 3, isNoBid);
    expect(stats.map((s) => s.attacksReceived)).toEqual([0, 1, 0]);
  });

  it('agrees with a whole random game: every play counted once, attacks balance', () => {
    const { events, state } = playedGame(nobidGame, 4, 'stats-nobid-1');
    expect(nobidGame.result(state as never)).not.toBeNull();
    const cards = nobidGame.view(state as never, 'spectator').cards;
    const stats = nobidStats(events, 4, (c) => cardDefOf(cards, c).type === 'no-bid');
    const plays = events.filter((e) => (e as NobidEvent).type === 'play') as Extract<
      NobidEvent,
      { type: 'play' }
    >[];
    expect(stats.reduce((n, s) => n + s.played, 0)).toBe(plays.length);
    const noBids = plays.filter((p) => p.response && cardDefOf(cards, p.card).type === 'no-bid').length;
    expect(stats.reduce((n, s) => n + s.noBids, 0)).toBe(noBids);
    for (const s of stats) expect(s.noBidsCancelled).toBeLessThanOrEqual(s.noBids);
    const made = stats.reduce((n, s) => n + s.attacksMade, 0);
    expect(made).toBe(stats.reduce((n, s) => n + s.attacksReceived, 0));
    expect(made).toBeGreaterThan(0);
  });
});

describe('Startups stats', () => {
  it('counts a scripted game: cards played, the market, the chip won and lost, the score', () => {
    const events = [
      { type: 'turn', seat: 0, turn: 1, drawCost: 0 },
      { type: 'took-deck', seat: 0, paidSlots: [], deckSize: 40 },
      { type: 'invested', seat: 0, company: 2, chipFrom: null },
      { type: 'took-market', seat: 1, slot: 0, company: 2, coins: 3 },
      { type: 'invested', seat: 1, company: 2 },
      { type: 'invested', seat: 1, company: 2, chipFrom: 0 },
      { type: 'to-market', seat: 2, company: 4 },
      {
        type: 'game-over',
        final: {
          scores: [
            { seat: 0, coins: 5, paid: 2, received: 0, score: 3, rank: 3 },
            { seat: 1, coins: 4, paid: 0, received: 2, score: 10, rank: 1 },
            { seat: 2, coins: 7, paid: 0, received: 0, score: 7, rank: 2 },
          ],
        },
      },
    ] as unknown as StartupsEvent[];
    expect(startupsStats(events, 3)).toEqual([
      {
        seat: 0,
        score: 3,
        played: 1,
        invested: 1,
        fromMarket: 0,
        coinsTaken: 0,
        chipsTaken: 0,
        chipsLost: 1,
      },
      {
        seat: 1,
        score: 10,
        played: 2,
        invested: 2,
        fromMarket: 1,
        coinsTaken: 3,
        chipsTaken: 1,
        chipsLost: 0,
      },
      {
        seat: 2,
        score: 7,
        played: 1,
        invested: 0,
        fromMarket: 0,
        coinsTaken: 0,
        chipsTaken: 0,
        chipsLost: 0,
      },
    ]);
  });

  it('agrees with a whole random game: the final scores, and chips taken balance chips lost', () => {
    const { events } = playedGame(startupsGame, 4, 'stats-startups-1');
    const over = events.find((e) => (e as StartupsEvent).type === 'game-over') as Extract<
      StartupsEvent,
      { type: 'game-over' }
    >;
    expect(over).toBeDefined();
    const stats = startupsStats(events, 4);
    expect(stats.map((s) => s.score)).toEqual(over.final.scores.map((s) => s.score));
    const turns = events.filter((e) => (e as StartupsEvent).type === 'turn').length;
    // Each turn plays one card from hand.
    expect(stats.reduce((n, s) => n + s.played, 0)).toBeGreaterThanOrEqual(turns - 1);
    expect(stats.reduce((n, s) => n + s.chipsTaken, 0)).toBe(stats.reduce((n, s) => n + s.chipsLost, 0));
  });
});
