import type { Command } from 'commander';
import { UsageError } from '../usage-error.ts';

// Placeholder until its issue lands; the owner replaces this file whole.
export function registerRules(program: Command): void {
  program
    .command('rules')
    .description('(not available yet)')
    .allowUnknownOption()
    .action(() => {
      throw new UsageError('"rules" is not available yet');
    });
}
