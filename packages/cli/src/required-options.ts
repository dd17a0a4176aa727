import type { Command } from 'commander';

/**
 * Commander checks required options before unknown ones, so `nobid backup --bogus` said that
 * --out was missing instead of naming the flag that was typed wrong. Here every required option,
 * in every command, is checked in a preAction hook instead, which commander runs after its own
 * unknown-flag and argument checks; the message and error code are commander's own.
 */
export function checkRequiredOptionsLast(command: Command): void {
  for (const sub of command.commands) checkRequiredOptionsLast(sub);
  const required = command.options.filter((option) => option.mandatory);
  if (required.length === 0) return;
  for (const option of required) option.makeOptionMandatory(false);
  command.hook('preAction', (self) => {
    for (const option of required) {
      if (self.getOptionValue(option.attributeName()) !== undefined) continue;
      self.error(`error: required option '${option.flags}' not specified`, {
        code: 'commander.missingMandatoryOptionValue',
        exitCode: 2,
      });
    }
  });
}
