import { checkNobidEdition, editionIdentity, editionLabel, formatProblems } from '@nobid/nobid';
import type { Command } from 'commander';
import { loadEdition, readJsonFile } from '../edition-file.ts';

/**
 * `nobid edition show [--edition FILE]`: an edition as JSON (the default, for a designer to
 * start from a copy). `nobid edition check FILE`: every problem with its path, exit 2; or the
 * edition's identity when it is good, with a warning (exit 0) wherever its rulebook leaves out
 * the publisher's text (a sentence about a card it has 0 copies of).
 */
export function registerEdition(program: Command): void {
  const edition = program
    .command('edition')
    .description('No Bid editions: the card list and the game numbers');
  edition
    .command('show')
    .description('print an edition as JSON (the default unless --edition FILE)')
    .option('--edition <file>', 'an edition file, or "default"')
    .action((opts: { edition?: string }) => {
      process.stdout.write(`${JSON.stringify(loadEdition(opts.edition).edition, null, 2)}\n`);
    });
  edition
    .command('check')
    .description('validate an edition file and list every problem with its path')
    .argument('<file>', 'edition JSON file (see docs/editions.md)')
    .action((file: string) => {
      const check = checkNobidEdition(readJsonFile(file, 'edition'));
      if (!check.ok) {
        process.stderr.write(
          `nobid: ${file}: ${check.problems.length} problem(s)\n${formatProblems(check.problems)}\n`,
        );
        process.exitCode = 2;
        return;
      }
      process.stdout.write(`${file}: ok, ${editionLabel(editionIdentity(check.edition))}\n`);
      // It plays and prints; the designer hears where its rulebook departs from the publisher's.
      if (check.warnings.length > 0)
        process.stderr.write(
          `nobid: ${file}: ${check.warnings.length} warning(s): the rulebook leaves out some of the publisher's text\n${formatProblems(check.warnings)}\n`,
        );
    });
}
