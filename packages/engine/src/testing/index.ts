export * from './choices.ts';
export * from './conformance.ts';
export * from './first-difference.ts';
export * from './observe-samples.ts';
export * from './toy-game.ts';
