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
  /** Table options given beside the file (`nobid scenario --edition`), for one game's files. */
  readonly options?: GivenOptions;
}

export interface GivenOptions {
  /** The game whose options these are: a file of another game is refused. */
  readonly game: string;
  /** Fields of the file's `options`; a file that sets one of them itself is refused. */
  readonly values: Readonly<Record<string, unknown>>;
  /** How the user gave them, for messages: `--edition`. */
  readonly from: string;
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
    // V8 quotes the text near the fault, newlines and all: the message stays one line.
    const reason = (err instanceof Error ? err.message : String(err)).replace(/\s*\n\s*/g, ' ');
    return unreadable(file, `cannot read scenario: ${reason}`);
  }
  const known = Object.keys(opts.games).join(', ');
  const named =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as { game?: unknown }).game : undefined;
  if (named !== undefined && typeof named !== 'string')
    return unreadable(file, `game: expected the name of a game (${known}), got ${JSON.stringify(named)}`);
  const name = named ?? opts.defaultGame;
  const scenarios = Object.hasOwn(opts.games, name) ? opts.games[name] : undefined;
  if (!scenarios) return unreadable(file, `game: unknown game "${name}"; known games: ${known}`);
  if (opts.options) {
    const given = withOptions(raw as Record<string, unknown>, name, opts.options);
    if (typeof given === 'string') return unreadable(file, given);
    raw = given;
  }
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

/** The file with the options given beside it, or why they cannot be given to it. */
function withOptions(
  raw: Readonly<Record<string, unknown>>,
  game: string,
  given: GivenOptions,
): Record<string, unknown> | string {
  if (game !== given.game) return `${given.from} is for ${given.game} scenarios; this one is ${game}`;
  const own = raw.options;
  if (own !== undefined && (typeof own !== 'object' || own === null || Array.isArray(own)))
    return 'options: expected an object';
  const ownOptions = (own ?? {}) as Record<string, unknown>;
  const both = Object.keys(given.values).filter((key) => ownOptions[key] !== undefined);
  if (both.length > 0)
    return `options.${both[0]}: the file sets it and ${given.from} gives it too; keep one of them`;
  return { ...raw, options: { ...ownOptions, ...given.values } };
}
