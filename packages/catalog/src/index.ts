/** `@nobid/catalog`: the one list of games (`catalog.ts`), their bots and their scenario adapters. */
export * from './bots.ts';
export * from './catalog.ts';
export * from './scenarios.ts';
