export * from './toy-game.ts';
