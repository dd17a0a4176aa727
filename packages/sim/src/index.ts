/**
 * `@nobid/sim`: the browser-safe core of the simulator. It plays games from a configuration
 * (`runSim`, `playSimGame`: game `i` has the seed `<seed>:<i>`), keeps one plain record per game,
 * and sums the records into every figure with its interval, the comparison of two runs, the
 * game's own metrics (the `GameMetrics` contract; No Bid's live in `@nobid/nobid/sim`) and the vega-lite specs of the report's plots. Threads, files,
 * flags and the HTML report live in the CLI; the web lab runs the same code in web workers.
 */
export * from './balance.ts';
export * from './bootstrap.ts';
export * from './card-stats.ts';
export * from './charts.ts';
export * from './compare.ts';
export * from './core-figures.ts';
export * from './differences.ts';
export * from './distributions.ts';
export * from './figures.ts';
export * from './format.ts';
export * from './game-metrics.ts';
export * from './holm.ts';
export * from './record.ts';
export * from './run.ts';
export * from './stats.ts';
export * from './trend.ts';
export * from './verdicts.ts';
