/**
 * `nobid backup` and `nobid restore`: a backup is taken by the command while a server runs on
 * the directory (the lock does not stop it) and holds what was committed; a restore is refused
 * by the command while the server owns the directory, and once it is stopped puts the backup in
 * place; bad files get one line (exit 2 from the command). A backup is one file, with nothing
 * left beside it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { backupSqlite, restoreSqlite } from '../src/storage/backup.ts';
import { api } from './helpers/client.ts';
import { testServer } from './helpers/server.ts';
import { silentLogger } from './helpers/service.ts';

const cli = join(
  dirname(createRequire(import.meta.url).resolve('@nobid/cli/package.json')),
  'bin',
  'nobid.js',
);
const root = mkdtempSync(join(tmpdir(), 'nobid-backup-'));
const dataDir = join(root, 'data');

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The command as a user runs it (asynchronously: the server in this process keeps serving). */
function nobid(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, [cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    err += d.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, err })));
}

const human = { kind: 'human' };
const createTable = async (url: string) =>
  (
    await api<{ table: { id: string } }>(url, 'POST', '/api/tables', {
      settings: { game: 'nobid', seats: [human, human] },
    })
  ).body.table.id;
const listed = async (url: string) =>
  (await api<{ tables: { id: string }[] }>(url, 'GET', '/api/tables')).body.tables.map((t) => t.id);

it('backs up while the server runs, refuses to restore under it, restores once it stopped', async () => {
  const first = await testServer({ dataDir });
  const kept = await createTable(first.url);
  const file = join(root, 'backup.sqlite');
  const [backup, refused] = [await nobid('backup', '--out', file), await nobid('restore', file)];
  expect(backup).toMatchObject({ code: 0, err: '' });
  expect(backup.out).toMatch(/backed up 1 tables/);
  // The backup is one file: no `.partial` database, write-ahead log or shared memory beside it.
  expect(readdirSync(root).filter((f) => f.startsWith('backup.'))).toEqual(['backup.sqlite']);
  expect(refused.code).toBe(2);
  expect(refused.err.trim().split('\n')).toHaveLength(1);
  expect(refused.err).toContain(`in use by another server (pid ${process.pid}`);

  const later = await createTable(first.url);
  expect(await listed(first.url)).toEqual(expect.arrayContaining([kept, later]));
  await first.close();

  expect(restoreSqlite(dataDir, file, silentLogger)).toMatchObject({ tables: 1 });
  const second = await testServer({ dataDir });
  expect(await listed(second.url)).toEqual([kept]);
  await second.close();

  // One line each: an existing output file, a file that is no database, no file at all.
  await expect(backupSqlite(dataDir, file)).rejects.toThrow(/exists already/);
  const junk = join(root, 'junk.sqlite');
  writeFileSync(junk, 'not a database');
  expect(() => restoreSqlite(dataDir, junk, silentLogger)).toThrow(/^the backup .*junk\.sqlite /);
  expect(() => restoreSqlite(dataDir, join(root, 'missing.sqlite'), silentLogger)).toThrow(/no backup at/);
}, 90_000);
