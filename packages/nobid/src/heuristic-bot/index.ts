export { createNobidHeuristicBot, nobidHeuristicBot } from './bot.ts';
export { bottomResolves, DEFAULT_WEIGHTS, type HeuristicWeights } from './choose.ts';
export { predict } from './effects.ts';
export { HARD_ROLLOUT, nobidBots } from './levels.ts';
export { outlook, winnerOf } from './outlook.ts';
export {
  countRewards,
  createNobidPolicy,
  createNobidRollout,
  DEFAULT_ROLLOUT,
  type RolloutPolicy,
} from './rollout.ts';
