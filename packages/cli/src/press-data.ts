/**
 * What `nobid rules` and `nobid cards` print: the press's data of `--edition FILE` (the default
 * edition without it), refused with every problem listed (exit 2) before anything is rendered:
 * the file's own problems (`loadEdition`), and texts its cards bring that do not parse, that a
 * face would miss, or that use a number the card does not have.
 */
import { formatProblems } from '@nobid/nobid';
import { editionTextProblems, type PressData, pressDataOf } from '@nobid/press';
import { loadEdition } from './edition-file.ts';
import { UsageError } from './usage-error.ts';

export function pressDataFor(spec: string | undefined): PressData {
  const { edition, source } = loadEdition(spec);
  const data = pressDataOf(edition);
  const problems = editionTextProblems(data);
  if (problems.length > 0)
    throw new UsageError(
      `${source}: ${problems.length} problem(s) in the edition's card texts:\n${formatProblems(problems)}`,
    );
  return data;
}
