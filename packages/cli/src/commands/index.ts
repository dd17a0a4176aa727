import type { Command } from 'commander';
import { registerServe } from './serve.ts';

/** Each command lives in its own file and adds itself here. */
export function registerCommands(program: Command): void {
  registerServe(program);
}
