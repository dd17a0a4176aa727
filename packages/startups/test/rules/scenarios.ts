/** Runs a list of scenarios as one vitest `it` each. */
import { it } from 'vitest';
import { runScenario, type Scenario } from '../../src/scenario.ts';

export function scenarios(list: readonly Scenario[]): void {
  for (const sc of list) it(sc.name, () => void runScenario(sc));
}
