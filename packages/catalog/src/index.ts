/** `@nobid/catalog`: the one list of games (`catalog.ts`), their bots and their scenario adapters. */
export * from './bots.ts';
export * from './catalog.ts';
export { NOBID_VALUE_ENCODING } from './nobid-value/encoding.ts';
export {
  createNetHardSearch,
  fallbackReason,
  type NetHardOptions,
  nobidValueFunction,
} from './nobid-value/net-hard.ts';
export { type SelfPlayData, type SelfPlayOptions, selfPlaySamples } from './nobid-value/self-play.ts';
export {
  type NobidTrainOptions,
  type NobidTrainResult,
  TRAIN_SETTINGS,
  trainNobidValue,
} from './nobid-value/train.ts';
export * from './scenarios.ts';
