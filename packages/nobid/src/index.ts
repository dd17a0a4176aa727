export * from './card-table.ts';
export * from './cards.ts';
export { describeAction } from './check.ts';
export { type NobidGame, nobidGame } from './game.ts';
export { actionSchema, optionsSchema, targetSchema } from './parse.ts';
export * from './scenario/index.ts';
export { bookCount, type NobidState } from './state.ts';
export type * from './types.ts';
