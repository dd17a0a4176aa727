import { nobidHeuristicBot } from './bot.ts';
import { createNobidObserver } from './opponents.ts';
import { createNobidPolicy, createNobidRollout, DEFAULT_ROLLOUT, type RolloutPolicy } from './rollout.ts';

/**
 * Hard's playouts: 80% of decisions by the heuristic's rules, the rest random-ish, to the end.
 * Measured in docs/design-notes.md ("Bots and balance"): at 500 iterations this beat medium in
 * 75 of 100 two-player games, where uniformly random playouts managed 48 of 100.
 */
export const HARD_ROLLOUT: RolloutPolicy = { ...DEFAULT_ROLLOUT, heuristic: 0.8 };

/**
 * What the lobby levels (`createBotLevels` in @nobid/bots) need from No Bid, as one entry:
 * `nobid: { game: nobidGame, ...nobidBots }`. Medium is the heuristic; hard is the generic
 * ISMCTS with heuristic-guided playouts, starting from the heuristic's choice (the advisor's
 * virtual visits), so a small budget cannot do worse than a coin flip among untried moves. The
 * other seats answer inside the search by the playout policy rather than as tree nodes: with
 * three opponents a budget of a few hundred iterations would otherwise judge each move against
 * near-random replies (see "Bots and balance" in docs/design-notes.md for the 4-player figures).
 */
const search = {
  rollout: createNobidRollout(HARD_ROLLOUT),
  opponentPolicy: createNobidPolicy(HARD_ROLLOUT),
  advisor: nobidHeuristicBot,
};

export const nobidBots = {
  heuristic: nobidHeuristicBot,
  search,
  /**
   * Each hard bot with its own memory of the table: per-seat opponent models from public
   * actions (`opponents.ts`), so a seat that plays at random is searched as random.
   */
  createSearch: () => ({ ...search, observer: createNobidObserver(HARD_ROLLOUT) }),
};
