/**
 * Runs a scenario file of any game through the catalog's adapters: the report says what to print
 * and the exit code (0, 1 or 2). Reading files is the CLI's, so the catalog stays browser-safe.
 * `options` are table options given beside the file (`nobid scenario --edition`).
 */
import { DEFAULT_SCENARIO_GAME, SCENARIOS } from '@nobid/catalog';
import { type GivenOptions, runScenarioFile as runFile, type ScenarioReport } from '@nobid/scenario/file';

export function runScenarioFile(
  file: string,
  opts: { readonly events: boolean; readonly options?: GivenOptions },
): ScenarioReport {
  return runFile(file, {
    games: SCENARIOS,
    defaultGame: DEFAULT_SCENARIO_GAME,
    events: opts.events,
    ...(opts.options ? { options: opts.options } : {}),
  });
}
