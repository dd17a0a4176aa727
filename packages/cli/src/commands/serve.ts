import type { Command } from 'commander';

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('serve the web app and its API (PORT, DATA_DIR)')
    .action(async () => {
      process.stdout.write('nobid: server not built yet (see the online play issue).\n');
    });
}
