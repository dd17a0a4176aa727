export { createNobidHeuristicBot, nobidHeuristicBot } from './bot.ts';
export { actCandidates } from './candidates.ts';
export { bottomResolves, DEFAULT_WEIGHTS, type HeuristicWeights } from './choose.ts';
export { predict } from './effects.ts';
export {
  createHandMemory,
  determinizeWithin,
  type HandBound,
  type HandInferringObserver,
  type PositionBounds,
  withHandInference,
} from './hand-inference.ts';
export {
  createHardVariantSearch,
  HARD_CONFIDENCE,
  HARD_DRAW_REWARD,
  HARD_ROLLOUT,
  HARD_WIDTH_BY_SEATS,
  type HardVariant,
  nobidBots,
} from './levels.ts';
export { creditedRewards, withLossCredit } from './loss-credit.ts';
export {
  counterLooksDeliberate,
  createNobidObserver,
  heuristicBelief,
  type NobidObserver,
  playLooksDeliberate,
  RANDOM_MODEL,
} from './opponents.ts';
export { outlook, winnerOf } from './outlook.ts';
export {
  countRewards,
  createNobidPolicy,
  createNobidRollout,
  DEFAULT_ROLLOUT,
  type RolloutPolicy,
  type SeatPolicies,
} from './rollout.ts';
