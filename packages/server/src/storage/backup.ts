/**
 * Backups of the embedded SQLite database (`nobid backup`, `nobid restore`). A backup uses
 * SQLite's online backup API (better-sqlite3's `backup()`): a consistent copy page by page while
 * a server keeps writing (WAL mode: it reads a snapshot, writers do not wait), so it does not
 * take the data directory's lock. A restore replaces the database file, so it must own the
 * directory: it takes the lock (`data-dir-lock.ts`) and refuses while a server holds it. The
 * database it replaces is kept beside it as `nobid.sqlite.before-restore`.
 * Postgres has its own tools (pg_dump, pg_restore: docs/operations.md).
 */
import { copyFileSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Logger } from 'pino';
import { lockDataDir, StartupError } from '../data-dir-lock.ts';

export const DATABASE_FILE = 'nobid.sqlite';

export interface BackupReport {
  readonly file: string;
  readonly bytes: number;
  /** Tables (games) in the copy. */
  readonly tables: number;
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Opens a SQLite file that must be a No Bid database, and counts its tables (games). */
function checkDatabase(file: string, what: string): number {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new StartupError(`${what} ${file} cannot be opened as SQLite (${message(err)})`);
  }
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new StartupError(`${what} ${file} is damaged (${String(check)})`);
    const row = db.prepare('select count(*) as n from nb_tables').get() as { n: number };
    return row.n;
  } catch (err) {
    if (err instanceof StartupError) throw err;
    throw new StartupError(`${what} ${file} is not a No Bid database (${message(err)})`);
  } finally {
    db.close();
  }
}

/** A database file and the write-ahead log and shared memory SQLite may keep beside it. */
function removeWithLog(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}

/**
 * The copy takes the source's WAL mode, and a WAL database opened (even read-only, by the check
 * below or by `restore`) leaves `-wal` and `-shm` files beside it. A backup is one file: its
 * journal goes back to the rollback kind, and the server turns WAL on again when it opens it.
 */
function oneFile(file: string): void {
  const copy = new SQLite(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** Copies DATA_DIR's database to `out` (a new file), while a server may be running on it. */
export async function backupSqlite(dataDir: string, out: string): Promise<BackupReport> {
  const dir = resolve(dataDir);
  const source = join(dir, DATABASE_FILE);
  const target = resolve(out);
  if (!existsSync(source)) throw new StartupError(`DATA_DIR ${dir} has no database (${source})`);
  if (existsSync(target)) throw new StartupError(`${target} exists already: name a new file`);
  const partial = `${target}.partial`;
  let db: SQLite.Database;
  try {
    db = new SQLite(source, { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
  } catch (err) {
    throw new StartupError(`SQLite database ${source}: ${message(err)}`);
  }
  try {
    await db.backup(partial);
    oneFile(partial);
  } catch (err) {
    removeWithLog(partial);
    throw new StartupError(`cannot write the backup ${target} (${message(err)})`);
  } finally {
    db.close();
  }
  const tables = checkDatabase(partial, 'the backup');
  renameSync(partial, target);
  return { file: target, bytes: statSync(target).size, tables };
}

/**
 * Puts the backup `from` in place of DATA_DIR's database. Refuses while a server owns the
 * directory, and a file that is not a sound No Bid database.
 */
export function restoreSqlite(dataDir: string, from: string, log: Pick<Logger, 'warn'>): BackupReport {
  const file = resolve(from);
  if (!existsSync(file)) throw new StartupError(`no backup at ${file}`);
  const tables = checkDatabase(file, 'the backup');
  // Throws "DATA_DIR … is in use by another server (pid …)" while one runs.
  const lock = lockDataDir(dataDir, log);
  try {
    const dir = resolve(dataDir);
    const target = join(dir, DATABASE_FILE);
    const incoming = `${target}.restoring`;
    copyFileSync(file, incoming);
    // The old database is kept with its write-ahead log (its last commits may be there only).
    const kept = `${target}.before-restore`;
    for (const suffix of ['', '-wal', '-shm']) {
      rmSync(`${kept}${suffix}`, { force: true });
      if (existsSync(`${target}${suffix}`)) renameSync(`${target}${suffix}`, `${kept}${suffix}`);
    }
    renameSync(incoming, target);
    return { file: target, bytes: statSync(target).size, tables };
  } finally {
    lock.release();
  }
}
