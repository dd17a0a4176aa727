export { createNobidHeuristicBot, nobidHeuristicBot } from './bot.ts';
export { bottomResolves, DEFAULT_WEIGHTS, type HeuristicWeights } from './choose.ts';
export { predict } from './effects.ts';
export { outlook, winnerOf } from './outlook.ts';
