import { readFileSync } from 'node:fs';
import { eventsToJson, parseScenario, runScenario, stateToJson } from '@nobid/nobid';
import type { Command } from 'commander';
import { UsageError } from '../usage-error.ts';

/**
 * `nobid scenario FILE`: runs one No Bid scenario file (docs/scenarios.md) and prints the final
 * state and the events as JSON. An illegal action or a failed expectation exits 1 with a message
 * on stderr; an unreadable or malformed file is a UsageError (exit 2).
 */
export function registerScenario(program: Command): void {
  program
    .command('scenario')
    .description('run a No Bid scenario file and print the resulting state and events as JSON')
    .argument('<file>', 'scenario JSON file (see docs/scenarios.md)')
    .option('--no-events', 'print only the final state')
    .action((file: string, opts: { events: boolean }) => {
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(file, 'utf8'));
      } catch (err) {
        throw new UsageError(
          `cannot read scenario ${file}: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      let scenario: ReturnType<typeof parseScenario>;
      try {
        scenario = parseScenario(raw);
      } catch (err) {
        throw new UsageError(`${file}: ${err instanceof Error ? err.message : String(err)}`);
      }
      const result = runScenario(scenario);
      if (result.failure?.kind === 'invalid') throw new UsageError(`${file}: ${result.failure.message}`);
      const out = {
        scenario: file,
        ok: result.failure === null,
        ...(result.failure ? { failure: result.failure } : {}),
        state: stateToJson(result.state),
        ...(opts.events ? { events: eventsToJson(result.events) } : {}),
      };
      process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
      if (result.failure) {
        process.stderr.write(`nobid scenario: ${file}: ${result.failure.message}\n`);
        process.exitCode = 1;
      }
    });
}
