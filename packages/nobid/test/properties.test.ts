/**
 * Properties over many random games with random seeds (issue 2, part 7). Each game is played
 * through the pure `apply`, so every state along the way can be inspected.
 */
import { eventsFor, type GameEvent, nextInt, replaySteps, rngFromSeed } from '@nobid/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type NobidAction, type NobidEvent, type NobidState, nobidGame } from '../src/index.ts';
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

  it('replaying the log gives the identical match: every state and every event', () => {
    fc.assert(
      fc.property(seedArb, seatsArb, (seed, seats) => {
        const states: NobidState[] = [];
        const game = playGame(seed, seats, (s) => states.push(s));
        const record = { game: 'nobid', seats, seed, options: options(), log: game.log };
        const first = [...replaySteps(nobidGame, record)];
        const second = [...replaySteps(nobidGame, record)];
        expect(first.length).toBe(game.log.length);
        first.forEach((step, i) => {
          expect(step.state).toEqual(states[i + 1]);
          expect(step.events).toEqual(second[i]!.events);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('the in-place fast path reaches the same state as the pure apply', () => {
    fc.assert(
      fc.property(seedArb, seatsArb, (seed, seats) => {
        const game = playGame(seed, seats);
        const s = nobidGame.setup(seats, options(), seed);
        for (const a of game.log) nobidGame.applyInPlace(s, a);
        expect(s).toEqual(game.final);
      }),
      { numRuns: 60 },
    );
  });

  it("no seat's view changes when the cards it cannot know are shuffled (other hands, deck order)", () => {
    fc.assert(
      fc.property(seedArb, seatsArb, fc.integer({ min: 3, max: 17 }), (seed, seats, every) => {
        playGame(seed, seats, (s, i) => {
          if (i % every !== 0) return;
          for (let viewer = 0; viewer < seats; viewer++) {
            const secretOther = shuffledSecrets(s, viewer, `${seed}:${i}`);
            expect(nobidGame.view(secretOther, viewer)).toEqual(nobidGame.view(s, viewer));
            const json = JSON.stringify(nobidGame.view(s, viewer));
            if (s.deck.length >= 3) expect(json).not.toContain(s.deck.join(','));
            expect(json).not.toContain('rng');
          }
          expect(nobidGame.view(shuffledSecrets(s, -1, seed), 'spectator')).toEqual(
            nobidGame.view(s, 'spectator'),
          );
          for (const viewer of [...Array.from({ length: seats }, (_, p) => p), 'spectator' as const]) {
            const mentioned = cardIdsIn(JSON.parse(JSON.stringify(nobidGame.view(s, viewer))));
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

  it('a determinized state agrees with the view it was sampled from', () => {
    fc.assert(
      fc.property(seedArb, seatsArb, fc.integer({ min: 1, max: 300 }), (seed, seats, at) => {
        playGame(seed, seats, (s, i) => {
          if (i % at !== 0) return;
          for (let seat = 0; seat < seats; seat++) {
            const view = nobidGame.view(s, seat);
            const det = nobidGame.determinize(view, seat, rngFromSeed(`${seed}:${i}`));
            expect(accountingProblems(det)).toEqual([]);
            expect(nobidGame.view(det, seat)).toEqual(view);
            // The determinized game goes on: the seat's own legal actions are the same.
            expect(nobidGame.legalActions(det, seat)).toEqual(nobidGame.legalActions(s, seat));
          }
        });
      }),
      { numRuns: 25 },
    );
  });

  it('a rejected action leaves the state deep-equal, and apply never mutates its input', () => {
    fc.assert(
      fc.property(seedArb, seatsArb, (seed, seats) => {
        const junk = rngFromSeed(`junk:${seed}`);
        playGame(seed, seats, (s, i) => {
          if (i % 5 !== 0) return;
          const before = structuredClone(s);
          const a = junkAction(junk, s);
          const r = nobidGame.apply(s, a);
          expect(s).toEqual(before);
          if (!r.ok) expect(r.error.message).toMatch(/\S/);
        });
      }),
      { numRuns: 40 },
    );
  });
});

const TYPES = ['play', 'draw', 'respond', 'pass', 'stop-loss', 'stop-out', 'discard'] as const;

/** A random, usually illegal action: any type, seat, card and target. */
function junkAction(rng: ReturnType<typeof rngFromSeed>, s: NobidState): NobidAction {
  const seat = nextInt(rng, s.seats);
  const card = nextInt(rng, s.cards.count);
  switch (TYPES[nextInt(rng, TYPES.length)]!) {
    case 'play': {
      const t = nextInt(rng, 4);
      const target =
        t === 0
          ? undefined
          : t === 1
            ? { seat: nextInt(rng, s.seats) }
            : t === 2
              ? { card: nextInt(rng, s.cards.count) }
              : { currency: 'USD' as const };
      return target ? { seat, type: 'play', card, target } : { seat, type: 'play', card };
    }
    case 'draw':
      return { seat, type: 'draw' };
    case 'respond':
      return { seat, type: 'respond', card };
    case 'pass':
      return { seat, type: 'pass' };
    case 'stop-loss':
      return { seat, type: 'stop-loss', use: nextInt(rng, 2) === 0 };
    case 'stop-out':
      return { seat, type: 'stop-out', card };
    default:
      return { seat, type: 'discard', card };
  }
}

/**
 * The same state with everything `viewer` may not know shuffled: the other hands' unknown cards
 * and the deck exchanged among themselves (hand sizes kept), and the deck order changed.
 */
function shuffledSecrets(s: NobidState, viewer: number, seed: string): NobidState {
  const t = nobidGame.clone(s);
  const rng = rngFromSeed(`secrets:${seed}`);
  const pool: number[] = [...t.deck];
  const slots: [number, number][] = [];
  t.hands.forEach((hand, p) => {
    if (p === viewer) return;
    hand.forEach((c, i) => {
      if (!t.known[p]!.includes(c)) {
        pool.push(c);
        slots.push([p, i]);
      }
    });
  });
  for (let i = pool.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  for (const [p, i] of slots) t.hands[p]![i] = pool.pop()!;
  t.deck = pool;
  t.rng = rngFromSeed(`other-rng:${seed}`);
  return t;
}

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
