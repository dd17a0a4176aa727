/**
 * ISMCTS (the generic "hard" bot from @nobid/bots) on No Bid: it answers legally from any
 * position, it is deterministic for a seed, and the states it samples never move a card the
 * seat knows about.
 */
import { ismctsSearch, seatView } from '@nobid/bots';
import { nextInt, type Rng, rngFromSeed } from '@nobid/engine';
import { observeSamples } from '@nobid/engine/testing';
import {
  countRewards,
  createNobidPolicy,
  createNobidRollout,
  HARD_ROLLOUT,
  idsOfKind,
  type NobidState,
  nobidGame,
} from '@nobid/nobid';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** A position reached by random play from a seeded deal; a random deciding seat. */
function randomPosition(
  seats: number,
  seed: number,
  moves: number,
): { state: NobidState; seat: number } | null {
  const state = nobidGame.setup(seats, nobidGame.parseOptions({}), seed);
  const rng: Rng = rngFromSeed(`moves:${seed}`);
  for (let i = 0; i < moves; i++) {
    const d = nobidGame.decisions(state);
    if (d.length === 0) return null;
    const seat = d[nextInt(rng, d.length)]!.seat;
    const legal = nobidGame.legalActions(state, seat);
    nobidGame.applyInPlace(state, legal[nextInt(rng, legal.length)]!);
  }
  const d = nobidGame.decisions(state);
  return d.length === 0 ? null : { state, seat: d[nextInt(rng, d.length)]!.seat };
}

const search = (
  state: NobidState,
  seat: number,
  seed: number,
  iterations: number,
  onDeterminize?: (s: NobidState) => void,
) =>
  ismctsSearch(
    observeSamples(nobidGame, onDeterminize),
    seatView(nobidGame, state, seat),
    seat,
    nobidGame.legalActions(state, seat),
    rngFromSeed(seed),
    { budget: { iterations } },
  );

const arbitraryPosition = fc.record({
  seats: fc.integer({ min: 2, max: 6 }),
  seed: fc.integer({ min: 0, max: 1e9 }),
  moves: fc.integer({ min: 0, max: 400 }),
});

describe('ISMCTS on No Bid', () => {
  it("never returns an illegal action, over random positions (random play, or the hard bot's playouts and opponents)", () => {
    fc.assert(
      fc.property(arbitraryPosition, fc.boolean(), ({ seats, seed, moves }, policy) => {
        const at = randomPosition(seats, seed, moves);
        fc.pre(at !== null);
        const { state, seat } = at!;
        const legal = nobidGame.legalActions(state, seat);
        const { action } = ismctsSearch(
          nobidGame,
          seatView(nobidGame, state, seat),
          seat,
          legal,
          rngFromSeed(seed),
          {
            budget: { iterations: 25 },
            ...(policy
              ? { rollout: createNobidRollout(HARD_ROLLOUT), opponentPolicy: createNobidPolicy(HARD_ROLLOUT) }
              : {}),
          },
        );
        expect(nobidGame.check(state, action)).toBeNull();
        expect(legal).toContain(action);
      }),
      { numRuns: 40 },
    );
  });

  it('is deterministic for a given seed and iteration budget', () => {
    const { state, seat } = randomPosition(4, 42, 60)!;
    const a = search(state, seat, 7, 150);
    const b = search(state, seat, 7, 150);
    expect(a.action).toEqual(b.action);
    expect([...a.visits]).toEqual([...b.visits]);
  });

  it('never samples a card the seat knows is elsewhere', () => {
    fc.assert(
      fc.property(arbitraryPosition, ({ seats, seed, moves }) => {
        const at = randomPosition(seats, seed, moves);
        fc.pre(at !== null);
        const { state: real, seat: me } = at!;
        let samples = 0;
        search(real, me, seed, 10, (sample) => {
          samples++;
          // What the seat sees stays exactly where it is.
          expect(sample.hands[me]).toEqual(real.hands[me]);
          expect(sample.books).toEqual(real.books);
          expect(sample.discard).toEqual(real.discard);
          expect(sample.stack).toEqual(real.stack);
          expect(sample.openings.at(-1)).toEqual(real.openings.at(-1));
          for (let p = 0; p < seats; p++) {
            expect(sample.hands[p]).toHaveLength(real.hands[p]!.length);
            for (const card of real.known[p]!) expect(sample.hands[p]).toContain(card);
          }
          expect(sample.deck).toHaveLength(real.deck.length);
          expect(sample.openings).toHaveLength(real.openings.length);
          // Every physical card is in exactly one place, so no known card is duplicated elsewhere.
          const all = [
            ...sample.deck,
            ...sample.discard,
            ...sample.openings,
            ...sample.out,
            ...sample.stack,
            ...sample.hands.flat(),
            ...sample.books.flat(),
          ].sort((x, y) => x - y);
          expect(all).toEqual(Array.from({ length: sample.cards.count }, (_, i) => i));
        });
        expect(samples).toBe(10);
      }),
      { numRuns: 40 },
    );
  });
});

describe("hard's playouts", () => {
  it('play sampled games to the end, or score them from the counts when cut short', () => {
    const { state, seat } = randomPosition(3, 9, 40)!;
    const view = seatView(nobidGame, state, seat);
    const full = createNobidRollout(HARD_ROLLOUT)(
      nobidGame.determinize(view, seat, rngFromSeed(1)),
      rngFromSeed(2),
    );
    expect(Array.isArray(full)).toBe(false);
    expect(['win', 'draw']).toContain((full as { kind: string }).kind);
    const sample = nobidGame.determinize(view, seat, rngFromSeed(3));
    const cut = createNobidRollout({ ...HARD_ROLLOUT, turns: 1 })(sample, rngFromSeed(4));
    expect(Array.isArray(cut)).toBe(true);
    expect((cut as number[]).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(cut).toEqual(countRewards(sample, HARD_ROLLOUT.sharpness));
  });

  it('score a bigger Book as likelier to win', () => {
    const s = nobidGame.setup(2, nobidGame.parseOptions({}), 'score');
    s.books[0] = idsOfKind(s.cards, 'position-eurusd-long');
    s.books[1] = [];
    const [ahead, behind] = countRewards(s, 0.8);
    expect(ahead!).toBeGreaterThan(behind!);
  });
});
