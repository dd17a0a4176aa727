import type { Command } from 'commander';
import { UsageError } from '../usage-error.ts';

// Placeholder until its issue lands; the owner replaces this file whole.
export function registerSim(program: Command): void {
  program
    .command('sim')
    .description('(not available yet)')
    .allowUnknownOption()
    .action(() => {
      throw new UsageError('"sim" is not available yet');
    });
}
