import type { Bot } from '@nobid/engine';
import type { NobidAction, NobidView } from '../types.ts';
import {
  chooseAct,
  chooseDiscard,
  chooseResponse,
  DEFAULT_WEIGHTS,
  type HeuristicWeights,
} from './choose.ts';

/**
 * The "medium" No Bid bot: greedy over its own seat's view, no search. Build the Book; attack
 * the leader; keep No Bid and Circuit Breaker for the cards that would win the game or hurt
 * most; pass otherwise. Its own dice only break ties, so it is deterministic for a seed.
 */
export function createNobidHeuristicBot(
  weights: HeuristicWeights = DEFAULT_WEIGHTS,
): Bot<NobidView, NobidAction> {
  return {
    name: 'nobid-heuristic',
    choose({ view, seat, legal, rng }) {
      switch (view.step) {
        case 'act':
          return chooseAct(view, seat, legal, weights, rng);
        case 'window':
          return chooseResponse(view, seat, legal, weights);
        case 'stop-loss':
          // A Stop Loss exists to absorb exactly this: keep the Position.
          return legal.find((a) => a.type === 'stop-loss' && a.use) ?? legal[0]!;
        case 'discard':
          return chooseDiscard(view, seat, legal);
        default:
          // The Stop Out choice: every Position counts one, so any will do; take the first.
          return legal[0]!;
      }
    },
  };
}

export const nobidHeuristicBot = createNobidHeuristicBot();
