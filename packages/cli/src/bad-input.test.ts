/**
 * The real `nobid` command: every bad input ends with exit code 2 and one line naming what was
 * wrong (commander's own errors too: an unknown flag is named before a missing --game), a
 * simulation without --bots seats the lab's default level, and the txt rulebook says whose it is.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DEFAULT_SIM_LEVEL } from '@nobid/bots';
import { describe, expect, it } from 'vitest';

const bin = join(import.meta.dirname, '..', 'bin', 'nobid.js');
const nobid = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

describe('nobid on bad input', () => {
  it.each([
    [['sim', '--bogus'], /^nobid: unknown option '--bogus'.*\(see nobid sim --help\)$/],
    [['no-such-command'], /^nobid: unknown command 'no-such-command' \(see nobid --help\)$/],
    [['rules', '--lang'], /^nobid: option '--lang <lang>' argument missing/],
  ])('nobid %j: exit 2 and one line', (args, line) => {
    const run = nobid(...args);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^[^\n]*\n$/);
    expect(run.stderr.trim()).toMatch(line);
    expect(run.stdout).toBe('');
  });

  it('prints its help and exits 0 when asked', () => {
    const run = nobid('sim', '--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: nobid sim/);
  });
});

describe('nobid sim without --bots', () => {
  it(`seats ${DEFAULT_SIM_LEVEL} bots, as the lab does, not random ones`, () => {
    const run = nobid('sim', '--game', 'nobid', '--players', '3', '--games', '2', '--workers', '1', '--json');
    expect(run.status).toBe(0);
    const { summary } = JSON.parse(run.stdout) as { summary: { bots: string[] } };
    expect(DEFAULT_SIM_LEVEL).toBe('medium');
    expect(summary.bots).toEqual(['medium', 'medium', 'medium']);
  });
});

describe('nobid rules --format txt', () => {
  it('is titled with the game’s name above the publisher’s "Regelheft"', () => {
    const run = nobid('rules', '--lang', 'de', '--format', 'txt');
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').slice(0, 3)).toEqual(['No Bid', '', 'Regelheft']);
  });
});
