/**
 * `nobid train`: bad flags are one line and exit 2 before any game is played; a small run prints
 * its held-out loss against the trivial predictor and writes a weights file that names the
 * edition and the command (same seed, same bytes: packages/catalog/test/nobid-value.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_EDITION, editionIdentity } from '@nobid/nobid';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../usage-error.ts';
import { parseTrainFlags, weightsFileName } from './train.ts';

const bin = fileURLToPath(new URL('../../bin/nobid.js', import.meta.url));
const nobid = (args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'nobid-train-test-'));

describe('nobid train', () => {
  const flags = { games: '10', seed: 's', players: '2', hidden: '8', epochs: '1', sample: '0.1' };
  it.each([
    [{ games: '0' }, '--games must be a whole number from 1 to 10000000, got "0"'],
    [{ players: '2,7' }, '--players takes numbers from 2 to 6 separated by commas, got "2,7"'],
    [{ sample: '1.5' }, '--sample must be a share above 0 and at most 1, got "1.5"'],
    [{ hidden: 'x' }, '--hidden takes numbers from 1 to 1024 separated by commas, got "x"'],
  ])('%j is refused with one line', (bad, line) => {
    expect(() => parseTrainFlags({ ...flags, ...bad })).toThrow(new UsageError(line));
  });

  it('stops on a bad flag or an unreadable edition with one line and exit 2, before any game', () => {
    const run = nobid(['train', '--edition', join(dir, 'none.json')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`nobid: cannot read edition ${join(dir, 'none.json')}: no such file\n`);
  });

  it('trains a small network, reports its held-out loss and writes a file naming the edition and the command', () => {
    const args = [
      'train',
      '--games',
      '40',
      '--players',
      '2',
      '--seed',
      'cli',
      '--hidden',
      '8',
      '--epochs',
      '2',
    ];
    const run = nobid([...args, '--out', join(dir, 'a.json')]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/held-out loss \d\.\d{4} nats on \d+ positions \(trivial 1\/seats: 0\.6931\)/);
    const file = JSON.parse(readFileSync(join(dir, 'a.json'), 'utf8'));
    expect(file.editions).toEqual([editionIdentity(DEFAULT_EDITION)]);
    expect(file.training.command).toBe(
      'nobid train --edition default --games 40 --seed cli --players 2 --hidden 8 --epochs 2 --sample 0.1',
    );
  });

  it('names the default weights file after the edition', () => {
    expect(weightsFileName('No Bid', '2')).toBe('no-bid-2.value.json');
  });
});
