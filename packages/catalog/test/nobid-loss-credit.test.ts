/**
 * The loss-credit variant of hard's playout score (`loss-credit.ts`, docs/bot-ladder.md round 8):
 * a finished playout is worth 1 to its winner and to every other seat a little by how far its
 * Book got. Seeded, no timing.
 */
import { rngFromSeed } from '@nobid/engine';
import {
  bookCount,
  createHardVariantSearch,
  createNobidRollout,
  creditedRewards,
  HARD_ROLLOUT,
  nobidGame,
  withLossCredit,
} from '@nobid/nobid';
import { describe, expect, it } from 'vitest';

const CREDIT = 0.2;

/** A seeded 6-player deal. */
const deal = (seed: string) => nobidGame.setup(6, nobidGame.parseOptions({}), seed);

/** A seeded 6-player deal played out by hard's playout policy. */
function finishedGame(seed: string) {
  const s = deal(seed);
  const outcome = createNobidRollout(HARD_ROLLOUT)(s, rngFromSeed(`${seed}/dice`));
  return { s, outcome };
}

describe('a lost playout credited by its Book', () => {
  it('gives the winner 1 and each other seat the credit times its Book count over the target', () => {
    const { s, outcome } = finishedGame('loss-credit/a');
    expect(Array.isArray(outcome)).toBe(false);
    if (Array.isArray(outcome) || outcome.kind !== 'win')
      throw new Error('the seeded game should end in a win');
    const target = s.cards.numbers.target;
    const rewards = creditedRewards(s, CREDIT);
    expect(rewards).toHaveLength(6);
    expect(rewards[outcome.winner]).toBe(1);
    for (let p = 0; p < 6; p++) {
      if (p === outcome.winner) continue;
      const count = bookCount(s.cards, s.books[p]!);
      expect(rewards[p]).toBeCloseTo(CREDIT * Math.min(1, count / target), 12);
      // A loss never reaches the win: the credit is at most CREDIT.
      expect(rewards[p]!).toBeLessThanOrEqual(CREDIT);
    }
    // Some loser built something, so the score says more than win or lose.
    expect(rewards.some((r, p) => p !== outcome.winner && r > 0)).toBe(true);
  });

  it('scores a game drawn at the turn cap as a loss for every seat', () => {
    const s = nobidGame.setup(4, nobidGame.parseOptions({}), 'loss-credit/draw');
    s.outcome = { kind: 'draw', reason: 'turn-cap' };
    const target = s.cards.numbers.target;
    const rewards = creditedRewards(s, CREDIT);
    expect(rewards).toEqual(s.books.map((b) => CREDIT * Math.min(1, bookCount(s.cards, b) / target)));
    expect(Math.max(...rewards)).toBeLessThanOrEqual(CREDIT);
  });

  it('plays the same game as the plain playout and only scores it differently', () => {
    const plain = finishedGame('loss-credit/b');
    const s = deal('loss-credit/b');
    const credited = withLossCredit(createNobidRollout(HARD_ROLLOUT), CREDIT)(
      s,
      rngFromSeed('loss-credit/b/dice'),
    );
    expect(s.books).toEqual(plain.s.books);
    expect(credited).toEqual(creditedRewards(plain.s, CREDIT));
  });

  it('is what the variant search plays out with, and hard without it keeps plain outcomes', () => {
    const s = deal('loss-credit/c');
    const credited = createHardVariantSearch({ lossCredit: CREDIT }).rollout(
      nobidGame.clone(s),
      rngFromSeed('d'),
    );
    const plain = createHardVariantSearch({}).rollout(nobidGame.clone(s), rngFromSeed('d'));
    expect(Array.isArray(credited)).toBe(true);
    expect(Array.isArray(plain)).toBe(false);
  });
});
