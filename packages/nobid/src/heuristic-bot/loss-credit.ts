/**
 * A denser playout score for the hard bot's search, as a variant (`HardVariant.lossCredit`), not
 * the lobby's hard: at 6 players five playouts in six end in a loss worth 0 whatever was played,
 * so two moves' means differ by a few hundredths and a few hundred playouts cannot tell them
 * apart. Here a loss is worth a little by how far the seat's Book got (its count over the
 * target), which varies from playout to playout where a plain loss does not; the win stays 1.
 * Measured in docs/bot-ladder.md (round 8): much weaker at 6 players (7.6% of 171 games against
 * the landed bot's 16.8%), so it is kept only as a recorded variant.
 */
import type { Outcome, Rng } from '@nobid/engine';
import { bookCount, type NobidState } from '../state.ts';
import type { NobidObserver } from './opponents.ts';

type Playout = (state: NobidState, rng: Rng) => Outcome | number[];

/**
 * Each seat's score of a finished game: 1 for the winner, `credit` times the seat's Book count
 * over the target (at most 1) for the others; a draw (the turn cap) is scored as a loss.
 */
export function creditedRewards(s: NobidState, credit: number): number[] {
  const target = s.cards.numbers.target;
  const winner = s.outcome?.kind === 'win' ? s.outcome.winner : -1;
  const rewards = new Array<number>(s.seats);
  for (let p = 0; p < s.seats; p++) {
    rewards[p] = p === winner ? 1 : credit * Math.min(1, bookCount(s.cards, s.books[p]!) / target);
  }
  return rewards;
}

/** `playout` with its finished games scored by `creditedRewards` (a cut-off's own score kept). */
export function withLossCredit(playout: Playout, credit: number): Playout {
  return (state, rng) => {
    const end = playout(state, rng);
    return Array.isArray(end) ? end : creditedRewards(state, credit);
  };
}

/** `base` with the per-turn playouts it hands the search (opponent models) scored the same way. */
export function withLossCreditObserver<O extends NobidObserver>(base: O, credit: number): O {
  return {
    ...base,
    observe(turn) {
      const settings = base.observe(turn);
      return settings.rollout ? { ...settings, rollout: withLossCredit(settings.rollout, credit) } : settings;
    },
  };
}
