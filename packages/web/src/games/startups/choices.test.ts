/**
 * What the table offers is exactly what the server says is legal, and every refusal carries the
 * rule that forbids it. Positions are built with the game's own scenario format and sent through
 * JSON, as the server sends them.
 */

import type { StartupsScenarioSetup, StartupsState, StartupsView } from '@nobid/startups';
import { startupsGame, startupsScenarios } from '@nobid/startups';
import { describe, expect, it } from 'vitest';
import { canPlay, turnChoices } from './choices.ts';
import { cardKeys, cardsOf } from './companies.ts';

const OCTO = 3;
const HIPPO = 4;
const GIRAFFE = 0;

/** A position written as a scenario's player count and setup fields. */
function position({
  players,
  ...setup
}: { players: number } & Partial<StartupsScenarioSetup>): StartupsState {
  return startupsScenarios.play({ players, setup });
}

/** The seat's view and legal actions, as they come over the wire. */
function wire(s: StartupsState, seat: number): { view: StartupsView; legal: unknown[] } {
  const view = JSON.parse(JSON.stringify(startupsGame.view(s, seat))) as StartupsView;
  const legal = JSON.parse(JSON.stringify(startupsGame.legalActions(s, seat))) as unknown[];
  return { view, legal };
}

function play(s: StartupsState, action: unknown): StartupsState {
  const r = startupsGame.apply(s, action as never);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('the timeout choice', () => {
  it('is the rules’ own default, read from the wire, in random games', () => {
    let compared = 0;
    for (let g = 0; g < 6; g++) {
      let s = startupsGame.setup(3 + (g % 5), startupsGame.parseOptions({}), `timeout/${g}`);
      while (startupsGame.decisions(s).length > 0) {
        for (let seat = 0; seat < s.seats; seat++) {
          const { view, legal } = wire(s, seat);
          const timeout = turnChoices(view, seat, legal).timeout;
          if (seat !== s.active) expect(timeout).toBeNull();
          else {
            expect(timeout).toEqual(startupsGame.defaultAction(s, seat));
            expect(timeout?.type).not.toBe('to-market');
            compared++;
          }
        }
        const legal = startupsGame.legalActions(s, s.active);
        s = play(s, legal[(compared * 7) % legal.length]);
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});

describe('turn choices', () => {
  it('dims a market card of the company whose chip you hold, and offers the others with their exact action', () => {
    const s = position({
      players: 3,
      hands: [{ giraffe: 2 }, { bowwow: 3 }, { flamingo: 3 }],
      investments: [{ octo: 2 }],
      chips: { octo: 0 },
      market: [['octo', 2], 'hippo'],
      deck: ['elephant'],
    });
    const { view, legal } = wire(s, 0);
    const c = turnChoices(view, 0, legal);
    expect(c.decision).toBe('take');
    expect(c.market[0]).toEqual({ action: null, reason: { id: 'su-why-chip', args: { company: OCTO } } });
    expect(c.market[1]).toEqual({ action: { seat: 0, type: 'take-market', slot: 1 }, reason: null });
    // The deck costs 1 (the Octo card is free for its chip holder).
    expect(view.drawCost).toBe(1);
    expect(c.deck.action).toEqual({ seat: 0, type: 'take-deck' });
    // Hand cards wait for the take.
    expect(c.invest.get(GIRAFFE)?.reason?.id).toBe('su-why-take-first');
    expect(canPlay(c, GIRAFFE)).toBe(false);
  });

  it('refuses the deck with its price when you cannot pay for every market card', () => {
    const s = position({
      players: 3,
      hands: [{ giraffe: 1 }, { bowwow: 1 }, { flamingo: 1 }],
      coins: [2, 10, 10],
      market: ['octo', 'hippo', 'elephant'],
      deck: ['elephant', 'octo'],
    });
    const { view, legal } = wire(s, 0);
    const c = turnChoices(view, 0, legal);
    expect(c.deck).toEqual({ action: null, reason: { id: 'su-why-cost', args: { cost: 3, coins: 2 } } });
    expect(c.market.every((m) => m.action !== null)).toBe(true);
  });

  it('after taking a company from the market, offers to invest it but not to put it back', () => {
    let s = position({
      players: 3,
      hands: [{ giraffe: 1 }, { bowwow: 1 }, { flamingo: 1 }],
      market: [['octo', 1], 'hippo'],
      deck: ['elephant', 'octo'],
    });
    s = play(s, { seat: 0, type: 'take-market', slot: 0 });
    const { view, legal } = wire(s, 0);
    const c = turnChoices(view, 0, legal);
    expect(c.decision).toBe('play');
    expect(c.invest.get(OCTO)?.action).toEqual({ seat: 0, type: 'invest', company: OCTO });
    expect(c.toMarket.get(OCTO)).toEqual({
      action: null,
      reason: { id: 'su-why-took-back', args: { company: OCTO } },
    });
    expect(c.toMarket.get(GIRAFFE)?.action).toEqual({ seat: 0, type: 'to-market', company: GIRAFFE });
    // Taking again is over for this turn.
    expect(c.deck.reason?.id).toBe('su-why-already-took');
    expect(c.market[0]?.reason?.id).toBe('su-why-already-took');
  });

  it('lets either of two identical market cards be taken through the one action the server offers', () => {
    const s = position({
      players: 3,
      hands: [{ giraffe: 1 }, { bowwow: 1 }, { flamingo: 1 }],
      market: ['hippo', 'octo', 'hippo'],
      deck: ['elephant'],
    });
    const { view, legal } = wire(s, 0);
    expect(legal.filter((a) => (a as { type: string }).type === 'take-market')).toHaveLength(2);
    const c = turnChoices(view, 0, legal);
    expect(c.market[0]?.action).toEqual({ seat: 0, type: 'take-market', slot: 0 });
    expect(c.market[2]?.action).toEqual({ seat: 0, type: 'take-market', slot: 0 });
    expect(view.market[2]?.company).toBe(HIPPO);
  });

  it('offers nothing to a seat whose turn it is not, and says whose turn it is', () => {
    const s = position({
      players: 3,
      hands: [{ giraffe: 1 }, { bowwow: 1 }, { flamingo: 1 }],
      market: ['hippo'],
      deck: ['elephant'],
      active: 2,
    });
    const { view, legal } = wire(s, 1);
    const c = turnChoices(view, 1, legal);
    expect(c.decision).toBeNull();
    const notYours = { action: null, reason: { id: 'su-why-not-your-turn', args: { player: 2 } } };
    expect(c.deck).toEqual(notYours);
    expect(c.market[0]).toEqual(notYours);
    expect(c.invest.get(1)).toEqual(notYours);
  });

  it('never offers an action the server did not send, even one the rules would allow', () => {
    const s = position({
      players: 3,
      hands: [{ giraffe: 1 }, { bowwow: 1 }, { flamingo: 1 }],
      market: ['hippo'],
      deck: ['elephant'],
    });
    const { view } = wire(s, 0);
    const c = turnChoices(view, 0, [{ seat: 0, type: 'take-deck' }]);
    expect(c.deck.action).not.toBeNull();
    expect(c.market[0]?.action).toBeNull();
  });
});

describe('card keys', () => {
  it('keep every other card’s key when one joins or leaves, so only that card animates', () => {
    expect(cardKeys([3, 4, 3])).toEqual(['3-0', '4-0', '3-1']);
    // The Hippo leaves: both Octo cards keep their keys.
    expect(cardKeys([3, 3])).toEqual(['3-0', '3-1']);
    expect(cardsOf([0, 2, 1])).toEqual([1, 1, 2]);
  });
});
