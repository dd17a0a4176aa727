/**
 * The conformance kit passes a sound game and catches each broken contract: a game that breaks
 * one promise fails the check that names it.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, type Rng, rngFromSeed, shuffleInPlace, type Viewer } from '../src/index.ts';
import {
  type ConformanceKit,
  conformanceChecks,
  firstDifference,
  type ToyAction,
  type ToyEvent,
  type ToyOptions,
  type ToyState,
  type ToyView,
  toyGame,
} from '../src/testing/index.ts';

type ToyKit = ConformanceKit<ToyState, ToyAction, ToyView, ToyEvent, ToyOptions>;

/** Every card once: 1..9 twice over the deck, the hands and the piles. */
function problems(s: ToyState): string[] {
  const all = [...s.deck, ...s.hands.flat(), ...s.piles.flat()].sort((a, b) => a - b);
  const want = Array.from({ length: 18 }, (_, i) => Math.floor(i / 2) + 1);
  const d = firstDifference(all, want);
  return d ? [`cards not conserved: ${d}`] : [];
}

function reshuffleSecrets(s: ToyState, viewer: Viewer, rng: Rng): ToyState {
  const t = toyGame.clone(s);
  const others = t.hands.map((_, p) => p).filter((p) => p !== viewer);
  const pool = shuffleInPlace(rng, [...t.deck, ...others.flatMap((p) => t.hands[p]!)]);
  for (const p of others) t.hands[p] = pool.splice(0, t.hands[p]!.length);
  t.deck = pool;
  t.rng = rngFromSeed(nextInt(rng, 1 << 30));
  return t;
}

const sound: ToyKit = {
  game: toyGame,
  problems,
  reshuffleSecrets,
  junkAction: (s, rng) => ({ seat: nextInt(rng, s.hands.length), type: 'play', card: nextInt(rng, 12) }),
};

/** The names of the checks that fail for this kit. */
function failing(kit: ToyKit): string[] {
  return conformanceChecks(kit).flatMap((c) => {
    try {
      c.run();
      return [];
    } catch {
      return [c.name];
    }
  });
}

const named = (part: string) => conformanceChecks(sound).find((c) => c.name.includes(part))!.name;

describe('the conformance kit', () => {
  it('passes a sound game', () => {
    expect(failing(sound)).toEqual([]);
  });

  it("fails a view that shows another seat's hand", () => {
    const game = {
      ...toyGame,
      view: (s: ToyState, v: Viewer) => ({ ...toyGame.view(s, v), hands: s.hands }),
    };
    // A determinization cannot match such a view either.
    expect(failing({ ...sound, game })).toEqual([named('no view holds'), named('determinized')]);
  });

  it('fails a reshuffle that never changes a secret, since the view check could then never fail', () => {
    expect(failing({ ...sound, reshuffleSecrets: (s) => s })).toEqual([named('no view holds')]);
  });

  it('fails a determinization that deals the seat a hand other than its own', () => {
    const game = {
      ...toyGame,
      determinize: (v: ToyView, seat: number, rng: Rng) => {
        const s = toyGame.determinize(v, seat, rng);
        const other = (seat + 1) % s.hands.length;
        [s.hands[seat], s.hands[other]] = [s.hands[other]!, s.hands[seat]!];
        return s;
      },
    };
    expect(failing({ ...sound, game })).toEqual([named('determinized')]);
  });

  it('fails a set-up that ignores its seed', () => {
    const game = { ...toyGame, setup: (n: number, o: ToyOptions) => toyGame.setup(n, o, 'fixed') };
    expect(failing({ ...sound, game })).toEqual([named('same seed')]);
  });

  it('fails an applyInPlace that plays other rules than apply', () => {
    const game = {
      ...toyGame,
      applyInPlace: (s: ToyState, a: ToyAction) => {
        toyGame.applyInPlace(s, a);
        s.turn += 1;
      },
    };
    expect(failing({ ...sound, game })).toEqual([named('applyInPlace')]);
  });

  it('fails an apply that changes the state it is given', () => {
    const game = {
      ...toyGame,
      apply: (s: ToyState, a: ToyAction) => {
        const r = toyGame.apply(s, a);
        s.turnCap += 1;
        return r;
      },
    };
    expect(failing({ ...sound, game })).toContain(named('never changes its input'));
  });

  it('fails a game that loses a card', () => {
    const game = {
      ...toyGame,
      setup: (n: number, o: ToyOptions, seed: string | number) => {
        const s = toyGame.setup(n, o, seed);
        s.deck.pop();
        return s;
      },
    };
    expect(failing({ ...sound, game })).toContain(named('every state is sound'));
  });
});
