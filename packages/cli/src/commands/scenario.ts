import type { Command } from 'commander';
import { loadEdition } from '../edition-file.ts';
import { runScenarioFile } from '../scenario-file.ts';

/**
 * `nobid scenario FILE`: runs one scenario file of any game (docs/scenarios.md; the file's
 * `"game"` field, No Bid by default) and prints the final state and the events as JSON. Exit
 * codes: 0 all well; 1 an illegal action or a failed expectation, named on stderr; 2 a file that
 * cannot be run (unreadable, not JSON, an unknown game, malformed: every problem with its path).
 * `--edition FILE` runs a No Bid scenario on that edition, as the file's `options.edition` would
 * (checked first, every problem listed, exit 2); a file that names its own edition is refused.
 */
export function registerScenario(program: Command): void {
  program
    .command('scenario')
    .description('run a scenario file (No Bid or Startups) and print the resulting state and events as JSON')
    .argument('<file>', 'scenario JSON file (see docs/scenarios.md)')
    .option('--no-events', 'print only the final state')
    .option('--edition <file>', 'No Bid: run it on this edition file (docs/editions.md), or "default"')
    .action((file: string, opts: { events: boolean; edition?: string }) => {
      const options =
        opts.edition === undefined
          ? undefined
          : { game: 'nobid', values: { edition: loadEdition(opts.edition).edition }, from: '--edition' };
      const report = runScenarioFile(file, { events: opts.events, ...(options ? { options } : {}) });
      if (report.output) process.stdout.write(`${JSON.stringify(report.output, null, 2)}\n`);
      if (report.message) process.stderr.write(`nobid scenario: ${report.message}\n`);
      process.exitCode = report.exitCode;
    });
}
