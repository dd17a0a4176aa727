import { nobidHeuristicBot } from './bot.ts';
import { createNobidRollout } from './rollout.ts';

/**
 * What the lobby levels (`createBotLevels` in @nobid/bots) need from No Bid, as one entry:
 * `nobid: { game: nobidGame, ...nobidBots }`. Medium is the heuristic; hard is the generic
 * ISMCTS with this game's playout policy.
 */
export const nobidBots = {
  heuristic: nobidHeuristicBot,
  search: { rollout: createNobidRollout() },
};
