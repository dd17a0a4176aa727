/**
 * No Bid's own properties over many random games with random seeds: the Book count against the
 * rulebook's formula, the turn cap, what events and views may name. The engine's contract
 * (replays, determinize, views under reshuffled secrets, apply's purity) is checked by the
 * conformance kit in conformance.test.ts.
 */
import { eventsFor, type GameEvent, rngFromSeed } from '@nobid/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type NobidEvent, type NobidState, nobidGame } from '../src/index.ts';
import { accountingProblems, formulaCount, options, playGame, randomAction } from './helpers.ts';

const seedArb = fc.string({ minLength: 1, maxLength: 12 });
const seatsArb = fc.integer({ min: 2, max: 6 });

describe('No Bid properties over random games', () => {
  it('never throws, keeps every card in exactly one zone, counts Books by the formula, and ends', () => {
    fc.assert(
      fc.property(seedArb, seatsArb, (seed, seats) => {
        const game = playGame(seed, seats, (s) => {
          const problems = accountingProblems(s);
          if (problems.length > 0) throw new Error(problems.join('\n'));
          const view = nobidGame.view(s, 'spectator');
          for (let p = 0; p < seats; p++) expect(view.counts[p]).toBe(formulaCount(s.cards, s.books[p]!));
        });
        const outcome = game.final.outcome;
        expect(outcome).not.toBeNull();
        if (outcome!.kind === 'win')
          expect(formulaCount(game.final.cards, game.final.books[outcome!.winner]!)).toBeGreaterThanOrEqual(
            7,
          );
        else expect(game.final.turn).toBe(200);
      }),
      { numRuns: 150 },
    );
  });

  it('ends at the turn cap as a draw when the cap is low', () => {
    fc.assert(
      fc.property(seedArb, seatsArb, (seed, seats) => {
        const { final } = playGame(seed, seats, () => {}, 3);
        expect(final.outcome).not.toBeNull();
        if (final.outcome!.kind === 'draw') expect(final.turn).toBe(3);
        expect(final.turn).toBeLessThanOrEqual(3);
      }),
      { numRuns: 60 },
    );
  });

  it('a view names no secret card anywhere: not the deck in order, not the generator, no hidden card id', () => {
    fc.assert(
      fc.property(seedArb, seatsArb, fc.integer({ min: 3, max: 17 }), (seed, seats, every) => {
        playGame(seed, seats, (s, i) => {
          if (i % every !== 0) return;
          for (const viewer of [...Array.from({ length: seats }, (_, p) => p), 'spectator' as const]) {
            const view = JSON.parse(JSON.stringify(nobidGame.view(s, viewer)));
            const json = JSON.stringify(view);
            if (s.deck.length >= 3) expect(json).not.toContain(s.deck.join(','));
            expect(json).not.toContain('rng');
            const mentioned = cardIdsIn(view);
            for (const id of secretsFrom(s, viewer)) expect(mentioned.has(id)).toBe(false);
          }
        });
      }),
      { numRuns: 40 },
    );
  });

  it("no seat sees another seat's drawn cards in the events", () => {
    fc.assert(
      fc.property(seedArb, seatsArb, (seed, seats) => {
        let s = nobidGame.setup(seats, options(), seed);
        const rng = rngFromSeed(seed);
        const events: GameEvent<NobidEvent>[] = [];
        for (let a = randomAction(s, rng); a; a = randomAction(s, rng)) {
          const r = nobidGame.apply(s, a);
          if (!r.ok) throw new Error(r.error.message);
          s = r.state;
          events.push(...r.events);
        }
        for (let viewer = 0; viewer < seats; viewer++)
          for (const e of eventsFor(events, viewer)) {
            if (e.type === 'draw' && e.seat !== viewer) expect(e.cards).toBeUndefined();
            if (e.type === 'pass') expect(e.seat).toBe(viewer);
          }
      }),
      { numRuns: 30 },
    );
  });
});

/** Keys of a view whose numbers are not card ids (sizes, seats, counters). */
const NOT_CARDS = new Set([
  'seats',
  'turnCap',
  'turn',
  'active',
  'counts',
  'owedDraws',
  'deckSize',
  'openingsSize',
  'handSizes',
  'lastWindow',
  'id',
  'viewer',
  'seat',
  'count',
  'tasks',
  'winner',
]);

/** Every number in a serialized view that could be a card id. */
function cardIdsIn(value: unknown): Set<number> {
  const out = new Set<number>();
  const walk = (v: unknown, k: string) => {
    if (NOT_CARDS.has(k)) return;
    if (typeof v === 'number') out.add(v);
    else if (Array.isArray(v)) for (const x of v) walk(x, k);
    else if (v && typeof v === 'object') for (const [kk, x] of Object.entries(v)) walk(x, kk);
  };
  walk(value, '');
  return out;
}

/** Cards `viewer` may not know: in other hands and not publicly known, or in the deck. */
function secretsFrom(s: NobidState, viewer: number | 'spectator'): number[] {
  const out = [...s.deck];
  for (let p = 0; p < s.seats; p++) {
    if (p === viewer) continue;
    for (const c of s.hands[p]!) if (!s.known[p]!.includes(c)) out.push(c);
  }
  return out;
}
