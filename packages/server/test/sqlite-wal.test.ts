/**
 * SQLite's write-ahead log under a writer that never rests. The checkpoint worker copies the
 * log into the database file once a second, but a PASSIVE checkpoint never catches up with a
 * writer that keeps appending, and the log only starts over once one has: at 2,000 tables the
 * log grew to 1.9 GB (docs/operations.md). Past `walLimitBytes` the worker forces a checkpoint
 * that waits for the writer and truncates the log.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/storage/open.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const walSize = (dir: string) => {
  try {
    return statSync(join(dir, 'nobid.sqlite-wal')).size;
  } catch {
    return 0;
  }
};

describe('the SQLite write-ahead log', () => {
  it('stays near its limit while a writer appends without a pause, and loses no row', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nobid-wal-'));
    dirs.push(dir);
    const limit = 4 * 1024 * 1024;
    const database = await openDatabase({ dataDir: dir, walLimitBytes: limit });
    const sqlite = database.sqlite!;
    sqlite.exec('create table filler (id integer primary key, body text not null)');
    const insert = sqlite.prepare('insert into filler (body) values (?)');
    const body = 'x'.repeat(400);
    let rows = 0;
    let largest = 0;
    let truncations = 0;
    let previous = 0;
    // Four seconds of commits, one row each as the server commits an action, 5 every
    // millisecond (several times the server's rate at 2,000 tables), each few between two
    // turns of the event loop: never a quiet second for the worker's checkpoints to catch up.
    const start = Date.now();
    while (Date.now() - start < 4000) {
      const due = (Date.now() - start) * 5;
      while (rows < due) {
        insert.run(body);
        rows++;
      }
      const size = walSize(dir);
      if (size < previous) truncations++;
      previous = size;
      largest = Math.max(largest, size);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const kept = sqlite.prepare('select count(*) as n from filler').get() as { n: number };
    await database.close();

    expect(kept.n).toBe(rows);
    // A second of commits at this rate writes several megabytes of log (pages of 4 KiB a row):
    // without the forced checkpoint the log grows with every one of them.
    const written = rows * 4096;
    expect(written).toBeGreaterThan(16 * limit);
    expect(truncations).toBeGreaterThan(0);
    // The worker looks once a second and the writer adds 20 MB a second, so the log passes the
    // limit by a second or two of writes (28 MB here on a quiet machine); without the forced
    // checkpoint it held everything written (100 MB). Three quarters leaves room for a busy
    // machine's slower worker and still tells the two apart.
    expect(largest).toBeLessThan(limit + (written * 3) / 4);
  }, 20_000);
});
