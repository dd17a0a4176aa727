/**
 * The `nobid sim` command, in process: editions and their problems, output paths checked before
 * a game is played, the summary printed even when a file cannot be written, and each game's own
 * report sections. One test runs the real binary for the exit code.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_EDITION, editionIdentity } from '@nobid/nobid';
import { runSim } from '@nobid/sim';
import { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerSim } from '../commands/sim.ts';
import { UsageError } from '../usage-error.ts';
import { parseSimFlags } from './args.ts';
import { renderReport } from './report.ts';

const dir = mkdtempSync(join(tmpdir(), 'nobid-sim-command-'));

/** Runs `nobid sim ARGS` in this process; what it printed, or the UsageError it stopped with. */
async function sim(...args: string[]): Promise<{ out: string; error?: Error }> {
  const program = new Command().exitOverride();
  registerSim(program);
  let out = '';
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  try {
    await program.parseAsync(['node', 'nobid', 'sim', '--workers', '1', ...args]);
    return { out };
  } catch (error) {
    return { out, error: error as Error };
  } finally {
    write.mockRestore();
  }
}
afterEach(() => vi.restoreAllMocks());

const brokenEdition = (name: string, edit: (e: Record<string, unknown>) => void) => {
  const e = structuredClone(DEFAULT_EDITION) as unknown as Record<string, unknown>;
  edit(e);
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(e));
  return path;
};

describe('nobid sim --edition', () => {
  it('plays the edition and names it, by name, version and hash, in the output and stats', async () => {
    const file = brokenEdition('ipo-6.json', (e) => {
      e.version = '1-ipo-6';
      for (const c of e.cards as { kind: string; copies: number }[]) if (c.kind === 'ipo') c.copies = 6;
    });
    const out = join(dir, 'ipo.json');
    const r = await sim('--game', 'nobid', '--players', '3', '--games', '4', '--edition', file, '--out', out);
    expect(r.error).toBeUndefined();
    const stats = JSON.parse(readFileSync(out, 'utf8')) as { summary: { edition: unknown } };
    const identity = editionIdentity(JSON.parse(readFileSync(file, 'utf8')));
    expect(stats.summary.edition).toEqual(identity);
    expect(r.out).toContain(`edition No Bid 1-ipo-6 (${identity.hash.slice(0, 8)})`);
  });

  it('lists every problem of every edition and plays nothing', async () => {
    const a = brokenEdition('a.json', (e) => {
      e.version = 'not a version!';
      (e.numbers as Record<string, number>).target = 99;
    });
    const b = brokenEdition('b.json', (e) => {
      (e.cards as { copies: number }[])[30]!.copies = -1;
    });
    const report = join(dir, 'never');
    const r = await sim('--game', 'nobid', '--players', '4', '--compare', a, b, '--report', report);
    expect(r.error).toBeInstanceOf(UsageError);
    const lines = r.error!.message.split('\n');
    expect(lines.filter((l) => /^\s+(version|numbers\.target|cards\[30\]\.copies):/.test(l))).toHaveLength(3);
    expect(r.error!.message).toContain(`${a}: 2 problem(s)`);
    expect(r.error!.message).toContain(`${b}: 1 problem(s)`);
    expect(existsSync(report)).toBe(false);
    expect(r.out).toBe('');
  });

  it('is for No Bid only, and --compare takes exactly two editions', async () => {
    expect(
      (await sim('--game', 'startups', '--players', '3', '--edition', 'default')).error?.message,
    ).toMatch(/--edition, --compare and --sweep are for No Bid editions/);
    expect((await sim('--game', 'nobid', '--players', '3', '--compare', 'default')).error?.message).toMatch(
      /--compare takes two editions .* got 1/,
    );
    expect(
      (await sim('--game', 'nobid', '--players', '3', '--sweep', 'x=1..2', '--compare', 'default', 'default'))
        .error?.message,
    ).toMatch(/one at a time/);
  });

  it('refuses a malformed sweep with every problem, before a game is played', async () => {
    const report = join(dir, 'no-sweep');
    const r = await sim(
      '--game',
      'nobid',
      '--players',
      '4',
      '--games',
      '100000',
      '--sweep',
      'lverage=1..x',
      '--report',
      report,
    );
    expect(r.error!.message.split('\n')).toEqual([
      '--sweep lverage=1..x: 2 problem(s):',
      '  "1..x" is not a range of whole numbers: write A..B (4..10) or a list (1,2,3)',
      expect.stringMatching(/^ {2}no card of kind "lverage"/),
    ]);
    expect(existsSync(report)).toBe(false);
  });
});

describe('nobid sim output paths', () => {
  const file = join(dir, 'a-file');
  writeFileSync(file, '');

  it('checks --report and --out before the first game', async () => {
    // 10 million games would take days: the check must come first.
    const r = await sim(
      '--game',
      'nobid',
      '--players',
      '2',
      '--games',
      '10000000',
      '--report',
      join(file, 'report'),
    );
    expect(r.error?.message).toBe(
      `cannot write the report to ${join(file, 'report')}: a part of the path is a file, not a directory`,
    );
    expect(
      (await sim('--game', 'nobid', '--players', '2', '--games', '10000000', '--out', dir)).error?.message,
    ).toBe(`cannot write --out ${dir}: it is a directory`);
    expect(
      (
        await sim(
          '--game',
          'nobid',
          '--players',
          '2',
          '--games',
          '10000000',
          '--out',
          join(dir, 'no', 'such', 'x.json'),
        )
      ).error?.message,
    ).toBe(`cannot write --out ${join(dir, 'no', 'such', 'x.json')}: no such directory`);
  });

  it('prints the summary of a finished run even when its file cannot be written', async () => {
    // /dev/full opens for writing, so it passes the check, and then refuses every byte.
    const r = await sim(
      '--game',
      'nobid',
      '--players',
      '2',
      '--games',
      '3',
      '--seed',
      'full',
      '--out',
      '/dev/full',
    );
    expect(r.out).toMatch(/^nobid: 3 games, 2 players, seed full/);
    expect(r.error?.message).toBe('could not write /dev/full: no space left on the device');
  });

  it('stops with exit code 2 and one line, no stack trace, from the real command', () => {
    const bin = join(import.meta.dirname, '..', '..', 'bin', 'nobid.js');
    let failure: { status: number; stderr: string; stdout: string } | undefined;
    try {
      execFileSync(
        process.execPath,
        [bin, 'sim', '--game', 'nobid', '--players', '2', '--report', join(file, 'r')],
        {
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
    } catch (err) {
      failure = err as typeof failure;
    }
    expect(failure?.status).toBe(2);
    expect(failure?.stderr).toBe(
      `nobid: cannot write the report to ${join(file, 'r')}: a part of the path is a file, not a directory\n`,
    );
  });
});

describe("each game's report", () => {
  it("No Bid's report has its drama, card, window and leader sections; Startups' has its own figures only", async () => {
    const nobid = await renderReport(
      runSim(parseSimFlags({ game: 'nobid', players: '3', games: '6', seed: 'rep', bots: 'medium' })),
      ['h', 'h', 'h'],
    );
    const startups = await renderReport(
      runSim(parseSimFlags({ game: 'startups', players: '3', games: '4', seed: 'rep', bots: 'medium' })),
      ['h', 'h', 'h'],
    );
    const nobidOnly = [
      'Drama, lead changes and decisiveness',
      'Cards in hand and in play',
      'No Bid and Circuit Breaker: windows and stacks',
      'The leader over rounds',
      'Correlation, not cause',
      `Edition <b>No Bid ${DEFAULT_EDITION.version}`,
    ];
    for (const title of nobidOnly) expect(nobid).toContain(title);
    for (const title of nobidOnly) expect(startups).not.toContain(title);
    for (const html of [nobid, startups])
      for (const title of [
        'Win rate by place in turn order',
        'first player win rate (AdvantageP1)',
        'balance (1 − largest gap',
      ])
        expect(html).toContain(title);
  });
});
