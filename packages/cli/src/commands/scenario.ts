import type { Command } from 'commander';
import { UsageError } from '../usage-error.ts';

// Placeholder until its issue lands; the owner replaces this file whole.
export function registerScenario(program: Command): void {
  program
    .command('scenario')
    .description('(not available yet)')
    .allowUnknownOption()
    .action(() => {
      throw new UsageError('"scenario" is not available yet');
    });
}
