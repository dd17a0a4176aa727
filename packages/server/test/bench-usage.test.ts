/**
 * `npm run bench:server -- --help` prints its usage, not a Node stack trace; a bad flag is one
 * line and exit code 2, like every other bad input of the project's commands (issue 32). The
 * script is run as the npm script runs it, and stops before it starts any server.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../bench/run.ts', import.meta.url));
const bench = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8' });

describe('bench:server on the command line', () => {
  it('--help prints the usage and exits 0', () => {
    const run = bench('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^usage: npm run bench:server /);
    expect(run.stdout).toContain('--tables');
    expect(run.stderr).toBe('');
  });

  it.each([
    [['--bogus'], "bench:server: Unknown option '--bogus'"],
    [['--tables', 'many'], 'bench:server: --tables must be a whole number'],
  ])('%j: one line on stderr and exit 2', (args, start) => {
    const run = bench(...args);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^[^\n]*\n$/);
    expect(run.stderr.startsWith(start)).toBe(true);
    expect(run.stdout).toBe('');
  });
});
