export * from './bot.ts';
export * from './canonical-json.ts';
export * from './events.ts';
export * from './game.ts';
export * from './match.ts';
export * from './random-play.ts';
export * from './rng.ts';
export * from './types.ts';
