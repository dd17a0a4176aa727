/**
 * Each game's scenario adapter, from the catalog: `nobid scenario FILE` (the CLI reads the file)
 * runs a file of any game through it, chosen by the file's `"game"` field (No Bid when it names
 * none).
 */
import type { AnyScenarios } from '@nobid/scenario';
import { CATALOG, GAME_NAMES } from './catalog.ts';

export const SCENARIOS: Readonly<Record<string, AnyScenarios>> = Object.fromEntries(
  GAME_NAMES.map((name) => [name, CATALOG[name].scenarios]),
);

/** The game of a scenario file without a `"game"` field (files written before there were two). */
export const DEFAULT_SCENARIO_GAME = 'nobid';

export function scenariosOf(game: string): AnyScenarios {
  const scenarios = Object.hasOwn(SCENARIOS, game) ? SCENARIOS[game] : undefined;
  if (!scenarios)
    throw new Error(`no scenarios for game "${game}"; known games: ${Object.keys(SCENARIOS).join(', ')}`);
  return scenarios;
}
