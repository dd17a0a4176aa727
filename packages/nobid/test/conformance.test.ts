/** No Bid keeps the engine's game contract (the conformance kit of `@nobid/engine/testing`). */
import { nextInt, type Rng, shuffleInPlace, type Viewer } from '@nobid/engine';
import { type ConformanceKit, conformanceChecks } from '@nobid/engine/testing';
import { describe, it } from 'vitest';
import {
  type NobidAction,
  type NobidEvent,
  type NobidOptions,
  type NobidState,
  type NobidView,
  nobidGame,
} from '../src/index.ts';
import { accountingProblems, options } from './helpers.ts';

/**
 * The same state with everything `viewer` may not know dealt afresh: the other hands' unknown
 * cards and the deck exchanged among themselves (hand sizes kept), the deck's order, the generator.
 */
function reshuffleSecrets(s: NobidState, viewer: Viewer, rng: Rng): NobidState {
  const t = nobidGame.clone(s);
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
  shuffleInPlace(rng, pool);
  for (const [p, i] of slots) t.hands[p]![i] = pool.pop()!;
  t.deck = pool;
  t.rng = { ...t.rng, a: nextInt(rng, 1 << 30), b: nextInt(rng, 1 << 30) };
  return t;
}

const TYPES = ['play', 'draw', 'respond', 'pass', 'stop-loss', 'stop-out', 'discard'] as const;

/** A random, usually illegal action: any type, seat, card and target. */
function junkAction(s: NobidState, rng: Rng): NobidAction {
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

const kit: ConformanceKit<NobidState, NobidAction, NobidView, NobidEvent, NobidOptions> = {
  game: nobidGame,
  options: () => options(),
  problems: accountingProblems,
  reshuffleSecrets,
  junkAction,
};

describe('No Bid keeps the game contract', () => {
  for (const check of conformanceChecks(kit)) it(check.name, check.run);
});
