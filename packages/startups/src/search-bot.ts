/**
 * What Startups' "hard" level (the generic ISMCTS of @nobid/bots) takes from the game: playouts
 * in which most decisions follow the heuristic bot (on the deciding seat's view of the sample),
 * the same policy for the other seats inside the search, and the heuristic as the advisor whose
 * choice the search starts from. Uniformly random playouts say little in Startups: random
 * players dump cards into the market and take the deck at any price. Measured in
 * docs/bot-ladder.md ("Startups").
 */
import { nextFloat, nextInt, type Outcome, type Rng, type Seat } from '@nobid/engine';
import { startupsGame } from './game.ts';
import { startupsHeuristic, startupsHeuristicBot } from './heuristic-bot.ts';
import type { StartupsAction, StartupsState } from './types.ts';

/**
 * Share of a playout's decisions made by the heuristic; the rest are uniformly random. All of
 * them: on the same 200 five-player games (200 iterations, one search seat) 0.8 won 51, 1.0 won 65.
 */
export const STARTUPS_PLAYOUT_HEURISTIC = 1;

/** One decision of a playout (and of another seat inside the search). */
export function createStartupsPolicy(heuristic = STARTUPS_PLAYOUT_HEURISTIC) {
  return (s: StartupsState, seat: Seat, legal: readonly StartupsAction[], rng: Rng): StartupsAction => {
    if (legal.length === 1) return legal[0]!;
    if (nextFloat(rng) < heuristic) return startupsHeuristic(startupsGame.view(s, seat), seat, legal, rng);
    return legal[nextInt(rng, legal.length)]!;
  };
}

/** Plays a sampled state to the end, in place, by the policy. */
export function createStartupsRollout(heuristic = STARTUPS_PLAYOUT_HEURISTIC, maxActions = 10_000) {
  const decide = createStartupsPolicy(heuristic);
  return (s: StartupsState, rng: Rng): Outcome => {
    for (let n = 0; n < maxActions; n++) {
      if (s.phase === 'over') return s.outcome!;
      const seat = s.active;
      startupsGame.applyInPlace(s, decide(s, seat, startupsGame.legalActions(s, seat), rng));
    }
    throw new Error(`startups: a playout did not end after ${maxActions} actions`);
  };
}

/** Startups' entry for the lobby levels: `startups: { game: startupsGame, ...startupsBots }`. */
export const startupsBots = {
  heuristic: startupsHeuristicBot,
  search: {
    rollout: createStartupsRollout(),
    opponentPolicy: createStartupsPolicy(),
    advisor: startupsHeuristicBot,
  },
};
