/**
 * Each game's scenario adapter, by game name, one line per game: `nobid scenario FILE` runs a
 * file of any game through it, chosen by the file's `"game"` field (No Bid when it names none).
 */
import { nobidScenarios } from '@nobid/nobid';
import type { AnyScenarios } from '@nobid/scenario';
import { type GivenOptions, runScenarioFile as runFile, type ScenarioReport } from '@nobid/scenario/file';
import { startupsScenarios } from '@nobid/startups';

export const SCENARIOS: Readonly<Record<string, AnyScenarios>> = {
  nobid: nobidScenarios,
  startups: startupsScenarios,
};

/** The game of a scenario file without a `"game"` field (files written before there were two). */
export const DEFAULT_SCENARIO_GAME = 'nobid';

export function scenariosOf(game: string): AnyScenarios {
  const scenarios = Object.hasOwn(SCENARIOS, game) ? SCENARIOS[game] : undefined;
  if (!scenarios)
    throw new Error(`no scenarios for game "${game}"; known games: ${Object.keys(SCENARIOS).join(', ')}`);
  return scenarios;
}

/**
 * Runs a scenario file of any game: the report says what to print and the exit code (0, 1 or 2).
 * `options` are table options given beside the file (`nobid scenario --edition`).
 */
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
