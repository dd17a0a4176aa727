/**
 * The real `nobid` command: every bad input ends with exit code 2 and one line naming what was
 * wrong (commander's own errors too: an unknown flag is named before a missing --game or any other
 * required option; a missing command prints the help on stdout and one line on stderr), a
 * simulation without --bots seats the lab's default level, and the txt rulebook says whose it is.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
    // A required option is checked after the flags: the typo is named, not the missing --out.
    [['backup', '--bogus'], /^nobid: unknown option '--bogus' \(see nobid backup --help\)$/],
    [['sim-worker', '--bogus'], /^nobid: unknown option '--bogus' \(see nobid sim-worker --help\)$/],
    [['backup'], /^nobid: required option '--out <file>' not specified \(see nobid backup --help\)$/],
  ])('nobid %j: exit 2 and one line', (args, line) => {
    const run = nobid(...args);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^[^\n]*\n$/);
    expect(run.stderr.trim()).toMatch(line);
    expect(run.stdout).toBe('');
  });

  it('a server setting out of range: one line naming it, before anything is opened', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nobid-bad-input-'));
    const run = spawnSync(process.execPath, [bin, 'serve'], {
      encoding: 'utf8',
      env: { ...process.env, BOT_PACE: '2', DATA_DIR: dataDir, PORT: '0' },
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('nobid: BOT_PACE must be a number above 0 and at most 1, not "2"\n');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('an edition file that is not JSON: one line, though the parser quotes its newlines', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nobid-bad-input-')), 'broken.json');
    writeFileSync(file, 'not\njson\n');
    const run = nobid('rules', '--edition', file);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      new RegExp(`^nobid: ${file.replace(/[.\\]/g, '\\$&')} is not JSON: [^\n]+\n$`),
    );
  });

  it('without a command: the help on stdout, one line on stderr, exit 2', () => {
    const run = nobid();
    expect(run.status).toBe(2);
    expect(run.stdout).toMatch(/^Usage: nobid /);
    expect(run.stderr).toBe('nobid: no command given; the commands are listed above\n');
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
  it.each([
    ['de', 'Regelheft'],
    ['en', 'Rulebook'],
    ['ko', '규칙'],
  ])('in %s is titled with the game’s name above the publisher’s "%s"', (lang, heading) => {
    const run = nobid('rules', '--lang', lang, '--format', 'txt');
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').slice(0, 3)).toEqual(['No Bid', '', heading]);
  });
});
