import type { Command } from 'commander';
import { UsageError } from '../usage-error.ts';

// Placeholder until its issue lands; the owner replaces this file whole.
export function registerCards(program: Command): void {
  program
    .command('cards')
    .description('(not available yet)')
    .allowUnknownOption()
    .action(() => {
      throw new UsageError('"cards" is not available yet');
    });
}
