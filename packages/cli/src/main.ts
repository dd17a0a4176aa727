import { Command, CommanderError } from 'commander';
import { registerCommands } from './commands/index.ts';
import { checkRequiredOptionsLast } from './required-options.ts';

// Commander's own errors (an unknown command or flag, a missing argument) are bad input like any
// other: one line and exit code 2, as a `UsageError`. Subcommands inherit both settings. The
// only other text commander writes to stderr is the help a missing command answers with: it
// goes to stdout, so that stderr holds the one line.
const program = new Command()
  .name('nobid')
  .description('No Bid and Startups: rules engine, simulator, rulebooks, card faces and the online table')
  .exitOverride()
  .configureOutput({ outputError: () => {}, writeErr: (text) => process.stdout.write(text) });

await registerCommands(program, process.argv);
checkRequiredOptionsLast(program);

/** The command a bad input was given to ("nobid sim"), for the hint that follows the error. */
function commandOf(argv: readonly string[]): string {
  const names = program.commands.map((c) => c.name());
  const sub = argv.slice(2).find((a) => names.includes(a));
  return sub ? `nobid ${sub}` : 'nobid';
}

try {
  await program.parseAsync(process.argv);
} catch (err) {
  // Expected failures (bad input, a program this machine lacks: @nobid/tools) carry a message for
  // the user; anything else is a bug, so show the stack.
  if (err instanceof CommanderError) {
    // --help and --version end here too, with their text already printed.
    if (err.exitCode === 0) process.exit(0);
    // No command at all: the help was printed (to stdout), as the answer to a bare `nobid`.
    if (err.code === 'commander.help') {
      const parent = commandOf(process.argv);
      const where = parent === 'nobid' ? '' : ` to ${parent}`;
      process.stderr.write(`nobid: no command given${where}; the commands are listed above\n`);
      process.exit(2);
    }
    const message = err.message.replace(/^error: /, '').replace(/\s*\n\s*/g, ' ');
    process.stderr.write(`nobid: ${message} (see ${commandOf(process.argv)} --help)\n`);
    process.exit(2);
  }
  if (err instanceof Error && (err.name === 'UsageError' || err.name === 'MissingToolError')) {
    process.stderr.write(`nobid: ${err.message}\n`);
    process.exit(2);
  }
  throw err;
}
