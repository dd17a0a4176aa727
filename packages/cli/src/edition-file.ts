/**
 * `--edition FILE` for every command that plays, prints or measures No Bid: read the file,
 * check it, and stop with every problem listed (exit 2) before any work starts. `default`
 * names the shipped default edition.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_EDITION, type Edition, EditionError, formatProblems, resolveEdition } from '@nobid/nobid';
import { oneLine, UsageError } from './usage-error.ts';

export interface LoadedEdition {
  readonly edition: Edition;
  /** What the user named: a path, or "default". */
  readonly source: string;
}

export function readJsonFile(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message;
    throw new UsageError(`cannot read ${what} ${path}: ${reason}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    // V8 quotes the text near the fault, newlines and all: the message stays one line.
    throw new UsageError(`${path} is not JSON: ${oneLine((err as Error).message)}`);
  }
}

export function loadEdition(spec: string | undefined): LoadedEdition {
  if (spec === undefined || spec === 'default') return { edition: DEFAULT_EDITION, source: 'default' };
  const raw = readJsonFile(spec, 'edition');
  try {
    return { edition: resolveEdition(raw), source: spec };
  } catch (err) {
    if (err instanceof EditionError)
      throw new UsageError(
        `${spec}: ${err.problems.length} problem(s) in the edition:\n${formatProblems(err.problems)}`,
      );
    throw err;
  }
}
