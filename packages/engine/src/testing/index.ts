export * from './choices.ts';
export * from './observe-samples.ts';
export * from './toy-game.ts';
