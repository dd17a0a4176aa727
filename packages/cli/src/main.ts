import { Command } from 'commander';
import { registerCommands } from './commands/index.ts';

const program = new Command()
  .name('nobid')
  .description('No Bid and Startups: rules engine, simulator, rulebooks, card faces and the online table')
  .showHelpAfterError();

registerCommands(program);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  // Expected failures (bad input, a program this machine lacks: @nobid/tools) carry a message for
  // the user; anything else is a bug, so show the stack.
  if (err instanceof Error && (err.name === 'UsageError' || err.name === 'MissingToolError')) {
    process.stderr.write(`nobid: ${err.message}\n`);
    process.exit(2);
  }
  throw err;
}
