/** No Bid keeps the engine's game contract (the conformance kit of `@nobid/engine/testing`). */
import { nextInt, type Rng } from '@nobid/engine';
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
import { accountingProblems, options, reshuffleSecrets } from './helpers.ts';

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
