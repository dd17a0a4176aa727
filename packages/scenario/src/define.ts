/**
 * `defineScenarios` binds an adapter to the generic runner, as `defineGame` binds a game's rules
 * to `apply`: each game exports the result (`nobidScenarios`, `startupsScenarios`), and tests and
 * surfaces parse, run and play scenario files through it.
 */
import type { SeatAction } from '@nobid/engine';
import type { ScenarioAdapter } from './adapter.ts';
import { runScenario, type ScenarioFailure, type ScenarioResult } from './run.ts';
import { parseScenario, type Scenario } from './schema.ts';

export interface Scenarios<S, A extends SeatAction, E, O, Setup, Step, Expect>
  extends ScenarioAdapter<S, A, E, O, Setup, Step, Expect> {
  /** Validates untrusted JSON; throws ScenarioFileError listing every problem with its path. */
  parse(raw: unknown): Scenario<O, Setup, Step, Expect>;
  /** Parses and runs; the result names the first failure, if any. */
  run(raw: unknown): ScenarioResult<S, A, E>;
  /** Parses and runs, and returns the state it ends in; throws ScenarioFailed at the first failure. */
  play(raw: unknown): S;
}

/** A scenario that `play` ran did not go as written. */
export class ScenarioFailed extends Error {
  override name = 'ScenarioFailed';
  constructor(readonly failure: ScenarioFailure) {
    super(failure.message);
  }
}

export function defineScenarios<S, A extends SeatAction, E, O, Setup, Step, Expect>(
  adapter: ScenarioAdapter<S, A, E, O, Setup, Step, Expect>,
): Scenarios<S, A, E, O, Setup, Step, Expect> {
  const scenarios: Scenarios<S, A, E, O, Setup, Step, Expect> = {
    ...adapter,
    parse: (raw) => parseScenario(scenarios, raw),
    run: (raw) => runScenario(scenarios, parseScenario(scenarios, raw)),
    play(raw) {
      const { state, failure } = scenarios.run(raw);
      if (failure) throw new ScenarioFailed(failure);
      return state;
    },
  };
  return scenarios;
}

/** Any game's scenarios, for code (the catalog, the CLI) that handles every game alike. */
// biome-ignore lint/suspicious/noExplicitAny: the generic surfaces do not know a game's types.
export type AnyScenarios = Scenarios<any, any, any, any, any, any, any>;
