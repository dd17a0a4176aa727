/**
 * The value network's features (`src/value/features.ts`) read one seat's view only: states that
 * the seat cannot tell apart (the other hands and the deck dealt afresh, as in the conformance
 * kit) give that seat the same features, while what the seat does see changes them.
 */
import { rngFromSeed } from '@nobid/engine';
import { describe, expect, it } from 'vitest';
import {
  compileEdition,
  encodeView,
  FEATURE_COUNT,
  FeatureError,
  type NobidState,
  nobidGame,
  SHIPPED_EDITIONS,
} from '../src/index.ts';
import { playGame, reshuffleSecrets } from './helpers.ts';

const featuresOf = (s: NobidState, seat: number) => Array.from(encodeView(nobidGame.view(s, seat)));

describe('value features: no peeking', () => {
  it('are the same for every state a seat cannot tell apart, at 2 to 6 seats', () => {
    const rng = rngFromSeed('value-features/no-peek');
    let compared = 0;
    let hiddenDiffered = 0;
    for (const seats of [2, 3, 4, 5, 6]) {
      playGame(`value-features/${seats}`, seats, (s, i) => {
        if (i % 7 !== 0) return;
        for (let seat = 0; seat < seats; seat++) {
          const other = reshuffleSecrets(s, seat, rng);
          if (JSON.stringify(other.hands) !== JSON.stringify(s.hands) || other.deck.join() !== s.deck.join())
            hiddenDiffered++;
          expect(featuresOf(other, seat)).toEqual(featuresOf(s, seat));
          compared++;
        }
      });
    }
    // The comparison had teeth: most reshuffles changed what the seat cannot see.
    expect(compared).toBeGreaterThan(100);
    expect(hiddenDiffered).toBeGreaterThan(compared / 2);
  });

  it("change with what the seat does see: its own hand, another seat's Book", () => {
    const s = nobidGame.setup(4, nobidGame.parseOptions({}), 'value-features/sees');
    const before = featuresOf(s, 0);
    const swapped = nobidGame.clone(s);
    // Give seat 0 the deck's top card instead of its first (a card of another type if there is one).
    const t = s.cards;
    const j = swapped.deck.findIndex((c) => t.typeOf[c] !== t.typeOf[swapped.hands[0]![0]!]);
    [swapped.hands[0]![0], swapped.deck[j]] = [swapped.deck[j]!, swapped.hands[0]![0]!];
    expect(featuresOf(swapped, 0)).not.toEqual(before);
    const booked = nobidGame.clone(s);
    booked.books[2]!.push(booked.deck.pop()!);
    expect(featuresOf(booked, 0)).not.toEqual(before);
  });

  it('have one length for every shipped edition and table size, and refuse a spectator', () => {
    for (const edition of SHIPPED_EDITIONS)
      for (const seats of [2, 6]) {
        expect(compileEdition(edition, seats).count).toBeGreaterThan(0);
        const s = nobidGame.setup(seats, nobidGame.parseOptions({ edition }), 'value-features/len');
        expect(encodeView(nobidGame.view(s, 1))).toHaveLength(FEATURE_COUNT);
      }
    const s = nobidGame.setup(3, nobidGame.parseOptions({}), 'value-features/spectator');
    expect(() => encodeView(nobidGame.view(s, 'spectator'))).toThrow(FeatureError);
  });
});
