/**
 * A malformed scenario file is reported as a list of problems, each with the path of the field
 * at fault (`steps[3].target`), so that its author can fix all of them in one go (exit code 2).
 */
import type { z } from 'zod';

export interface ScenarioProblem {
  /** Where in the file: `players`, `setup.hands[0]`, `steps[2].play`; empty for the file itself. */
  readonly path: string;
  readonly message: string;
}

/** The file cannot be run: it is not a scenario, or its setup describes an impossible position. */
export class ScenarioFileError extends Error {
  override name = 'ScenarioFileError';
  constructor(
    readonly problems: readonly ScenarioProblem[],
    readonly docs = 'docs/scenarios.md',
  ) {
    super(`invalid scenario (see ${docs}):\n${problems.map((p) => `  ${showProblem(p)}`).join('\n')}`);
  }

  /** One problem at one path, for a setup the schema accepts but the game cannot build. */
  static at(path: string, message: string, docs?: string): ScenarioFileError {
    return new ScenarioFileError([{ path, message }], docs);
  }
}

export const showProblem = (p: ScenarioProblem): string => (p.path ? `${p.path}: ${p.message}` : p.message);

/** `["steps", 3, "target"]` as `steps[3].target`. */
export function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** Every zod issue as a problem with its path. */
export function zodProblems(error: z.ZodError): ScenarioProblem[] {
  return error.issues.map((issue) => ({ path: pathText(issue.path), message: issue.message }));
}

type UnionIssue = {
  readonly code?: string;
  readonly input?: unknown;
  readonly errors?: readonly (readonly { path: PropertyKey[]; message: string }[])[];
};

/**
 * zod reports a failed union as a bare "Invalid input". The unions of this format are keyed by
 * which field is present, so report the problems of the branch the author meant (`pick` returns
 * its index from the input), or, when no branch is meant, the shapes allowed.
 */
export function keyedUnionError(shapes: string, pick: (input: Readonly<Record<string, unknown>>) => number) {
  return (issue: UnionIssue): string | undefined => {
    if (issue.code !== 'invalid_union') return undefined;
    const input = issue.input;
    const i =
      input && typeof input === 'object' && !Array.isArray(input)
        ? pick(input as Record<string, unknown>)
        : -1;
    const branch = i >= 0 ? issue.errors?.[i] : undefined;
    if (!branch || branch.length === 0) return `expected ${shapes}`;
    return branch.map((e) => showProblem({ path: pathText(e.path), message: e.message })).join('; ');
  };
}
