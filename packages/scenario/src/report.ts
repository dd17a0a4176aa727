/**
 * A scenario file's text, run to the end, as `nobid scenario` reports it: exit code 0 when every
 * action was legal and every expectation held; 1 when an action was refused or an expectation
 * failed (the message names it); 2 when the file cannot be run at all (not JSON, an unknown game,
 * a malformed scenario: the message lists every problem with its path).
 */
import type { AnyScenarios } from './define.ts';
import { ScenarioFileError } from './problems.ts';

export interface ScenarioReport {
  readonly exitCode: 0 | 1 | 2;
  /** What to print on stdout: the final state and the events (null when the file could not be run). */
  readonly output: Readonly<Record<string, unknown>> | null;
  /** What to print on stderr, or null. */
  readonly message: string | null;
}

export interface ReportOptions {
  /** The file's name, for messages and the output. */
  readonly file: string;
  /** Every game's scenarios, by the name a file's `"game"` field gives. */
  readonly games: Readonly<Record<string, AnyScenarios>>;
  /** The game of a file that names none. */
  readonly defaultGame: string;
  /** Include the events in the output. */
  readonly events: boolean;
}

const unreadable = (file: string, message: string): ScenarioReport => ({
  exitCode: 2,
  output: null,
  message: `${file}: ${message}`,
});

export function reportScenario(text: string, opts: ReportOptions): ScenarioReport {
  const { file } = opts;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return unreadable(file, `cannot read scenario: ${err instanceof Error ? err.message : String(err)}`);
  }
  const known = Object.keys(opts.games).join(', ');
  const named =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as { game?: unknown }).game : undefined;
  if (named !== undefined && typeof named !== 'string')
    return unreadable(file, `game: expected the name of a game (${known}), got ${JSON.stringify(named)}`);
  const name = named ?? opts.defaultGame;
  const scenarios = Object.hasOwn(opts.games, name) ? opts.games[name] : undefined;
  if (!scenarios) return unreadable(file, `game: unknown game "${name}"; known games: ${known}`);
  let result: ReturnType<AnyScenarios['run']>;
  try {
    result = scenarios.run(raw);
  } catch (err) {
    if (err instanceof ScenarioFileError) return unreadable(file, err.message);
    throw err;
  }
  const { failure } = result;
  return {
    exitCode: failure ? 1 : 0,
    output: {
      scenario: file,
      game: name,
      ok: failure === null,
      ...(failure ? { failure } : {}),
      state: scenarios.stateToJson(result.state),
      ...(opts.events ? { events: scenarios.eventsToJson(result.events, result.state) } : {}),
    },
    message: failure ? `${file}: ${failure.message}` : null,
  };
}
