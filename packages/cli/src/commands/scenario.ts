import { runScenarioFile } from '@nobid/catalog';
import type { Command } from 'commander';

/**
 * `nobid scenario FILE`: runs one scenario file of any game (docs/scenarios.md; the file's
 * `"game"` field, No Bid by default) and prints the final state and the events as JSON. Exit
 * codes: 0 all well; 1 an illegal action or a failed expectation, named on stderr; 2 a file that
 * cannot be run (unreadable, not JSON, an unknown game, malformed: every problem with its path).
 */
export function registerScenario(program: Command): void {
  program
    .command('scenario')
    .description('run a scenario file (No Bid or Startups) and print the resulting state and events as JSON')
    .argument('<file>', 'scenario JSON file (see docs/scenarios.md)')
    .option('--no-events', 'print only the final state')
    .action((file: string, opts: { events: boolean }) => {
      const report = runScenarioFile(file, { events: opts.events });
      if (report.output) process.stdout.write(`${JSON.stringify(report.output, null, 2)}\n`);
      if (report.message) process.stderr.write(`nobid scenario: ${report.message}\n`);
      process.exitCode = report.exitCode;
    });
}
