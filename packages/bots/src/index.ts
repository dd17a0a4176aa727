export * from './decide.ts';
export * from './ismcts/bot.ts';
export * from './ismcts/budget.ts';
export * from './ismcts/search.ts';
export * from './levels.ts';
export * from './play.ts';
export * from './random-bot.ts';
export * from './view-guard.ts';
