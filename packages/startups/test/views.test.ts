import { eventsFor } from '@nobid/engine';
import { describe, expect, it } from 'vitest';
import { startupsGame as game, startupsScenarios } from '../src/index.ts';
import type { StartupsEvent } from '../src/types.ts';

const position = (showCoins = false) =>
  startupsScenarios.play({
    players: 3,
    options: { showCoins },
    setup: {
      hands: [{ giraffe: 3 }, { bowwow: 2, octo: 1 }, { flamingo: 3 }],
      investments: [{ hippo: 1 }],
      chips: { hippo: 0 },
      coins: [7, 12, 9],
      market: [['octo', 2]],
      deck: ['elephant', 'elephant'],
    },
  });

describe('views', () => {
  it('show the viewer their own hand and coins, and only the sizes of other hands', () => {
    const v = game.view(position(), 1);
    expect(v.hand).toEqual([0, 2, 0, 1, 0, 0]);
    expect(v.handSizes).toEqual([3, 3, 3]);
    expect(v.coins).toEqual([null, 12, null]);
    expect(v.deckSize).toBe(2);
    expect(v.removedCount).toBe(5);
    expect(v.market).toEqual([{ company: 3, coins: 2 }]);
    expect(v.investments[0]).toEqual([0, 0, 0, 0, 1, 0]);
    expect(v.chips).toEqual([null, null, null, null, 0, null]);
    expect(v.drawCost).toBe(1);
    expect(JSON.stringify(v)).not.toMatch(/deck"|removed"/);
  });

  it('show everyone the coins when the table says so', () => {
    expect(game.view(position(true), 2).coins).toEqual([7, 12, 9]);
    expect(game.view(position(true), 'spectator').coins).toEqual([7, 12, 9]);
  });

  it('show a spectator no hand and no coins by default', () => {
    const v = game.view(position(), 'spectator');
    expect(v.hand).toBeNull();
    expect(v.coins).toEqual([null, null, null]);
    expect(v.drawCost).toBeNull();
  });

  it('make public the cards a player took from the market until they are played', () => {
    let s = position();
    const r1 = game.apply(s, { seat: 0, type: 'take-market', slot: 0 });
    if (!r1.ok) throw new Error(r1.error.message);
    s = r1.state;
    expect(game.view(s, 2).knownHands[0]).toEqual([0, 0, 0, 1, 0, 0]);
    const r2 = game.apply(s, { seat: 0, type: 'invest', company: 3 });
    if (!r2.ok) throw new Error(r2.error.message);
    expect(game.view(r2.state, 2).knownHands[0]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('reveal hands, coins and every payment once the game is over', () => {
    let s = position();
    for (const a of [
      { seat: 0, type: 'take-deck' },
      { seat: 0, type: 'invest', company: 0 },
      { seat: 1, type: 'take-deck' },
      { seat: 1, type: 'invest', company: 5 },
    ] as const) {
      const r = game.apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const v = game.view(s, 'spectator');
    expect(v.phase).toBe('over');
    expect(v.coins.every((c) => c !== null)).toBe(true);
    expect(v.final?.hands[1]).toEqual([0, 2, 0, 1, 0, 0]);
    // Elephant is tied 1-1 (seat 0's hand, seat 1's investment): nobody pays anybody.
    expect(v.final?.companies[5]?.holdings).toEqual([1, 1, 0]);
    expect(v.final?.payments).toEqual([]);
    // Each paid 1 coin onto the octo card in the market to draw.
    expect(v.final?.scores.map((x) => x.score)).toEqual([6, 11, 9]);
  });
});

describe('events', () => {
  it('tell only the taker which card came from the deck', () => {
    const r = game.apply(position(), { seat: 0, type: 'take-deck' });
    if (!r.ok) throw new Error(r.error.message);
    const mine = eventsFor(r.events, 0);
    const theirs = eventsFor(r.events, 1);
    expect(mine).toEqual([{ type: 'took-deck', seat: 0, paidSlots: [0], deckSize: 1, company: 5 }]);
    expect(theirs).toEqual([{ type: 'took-deck', seat: 0, paidSlots: [0], deckSize: 1 }]);
    expect(eventsFor(r.events, 'spectator')).toEqual(theirs);
  });

  it('say when a chip moves and who starts the next turn at what draw cost', () => {
    let s = position();
    const take = game.apply(s, { seat: 0, type: 'take-market', slot: 0 });
    if (!take.ok) throw new Error(take.error.message);
    s = take.state;
    const r = game.apply(s, { seat: 0, type: 'invest', company: 3 });
    if (!r.ok) throw new Error(r.error.message);
    expect(eventsFor(r.events, 2)).toEqual([
      { type: 'invested', seat: 0, company: 3, chipFrom: null },
      { type: 'turn', seat: 1, turn: 1, drawCost: 0 },
    ]);
  });

  it('end with the full payment table', () => {
    const s = startupsScenarios.play({
      players: 3,
      setup: { hands: [{ giraffe: 3 }, { giraffe: 1, octo: 2 }, { octo: 3 }], deck: ['elephant'] },
    });
    const r = game.apply(s, { seat: 0, type: 'take-deck' });
    if (!r.ok) throw new Error(r.error.message);
    const end = game.apply(r.state, { seat: 0, type: 'invest', company: 5 });
    if (!end.ok) throw new Error(end.error.message);
    const last = eventsFor(end.events, 'spectator').at(-1) as Extract<StartupsEvent, { type: 'game-over' }>;
    expect(last.type).toBe('game-over');
    expect(last.final.payments).toEqual([
      { company: 0, from: 1, to: 0, cards: 1 },
      { company: 3, from: 1, to: 2, cards: 2 },
    ]);
    expect(last.final.scores.map((x) => x.score)).toEqual([13, 7, 16]);
    expect(last.final.winner).toBe(2);
  });
});

describe('parseAction', () => {
  it('accepts the four actions, companies by id or key', () => {
    expect(game.parseAction({ seat: 1, type: 'take-deck' })).toEqual({
      ok: true,
      action: { seat: 1, type: 'take-deck' },
    });
    expect(game.parseAction({ seat: 0, type: 'invest', company: 'octo-coffee' })).toEqual({
      ok: true,
      action: { seat: 0, type: 'invest', company: 3 },
    });
    expect(game.parseAction({ seat: 0, type: 'take-market', slot: 2 }).ok).toBe(true);
    expect(game.parseAction({ seat: 0, type: 'to-market', company: 5 }).ok).toBe(true);
  });

  it('refuses bad input with typed errors', () => {
    const code = (raw: unknown) => {
      const r = game.parseAction(raw);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code(null)).toBe('malformed');
    expect(code({ seat: 0, type: 'bid' })).toBe('unknown-action');
    expect(code({ seat: -1, type: 'take-deck' })).toBe('malformed');
    expect(code({ seat: 0, type: 'invest', company: 6 })).toBe('malformed');
    expect(code({ seat: 0, type: 'invest', company: 'pizza' })).toBe('malformed');
    expect(code({ seat: 0, type: 'take-market', slot: 1.5 })).toBe('malformed');
    expect(code({ seat: 0, type: 'take-deck', extra: 1 })).toBe('malformed');
  });

  it('leaves the state untouched when apply refuses an action', () => {
    const s = position();
    const before = structuredClone(s);
    const r = game.apply(s, { seat: 0, type: 'take-market', slot: 9 });
    expect(r.ok).toBe(false);
    expect(s).toEqual(before);
  });
});

describe('cardFacts', () => {
  it('reports each card put down, by company, for the simulator', () => {
    const s = position();
    const take = game.apply(s, { seat: 0, type: 'take-deck' });
    if (!take.ok) throw new Error(take.error.message);
    const play = game.apply(take.state, { seat: 0, type: 'to-market', company: 0 });
    if (!play.ok) throw new Error(play.error.message);
    expect(take.events.flatMap((e) => game.cardFacts!(e, take.state))).toEqual([]);
    expect(play.events.flatMap((e) => game.cardFacts!(e, play.state))).toEqual([
      { fact: 'played', seat: 0, card: 'giraffe-beer', response: false },
    ]);
  });
});
