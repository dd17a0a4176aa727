/**
 * Opens the storage the environment asks for: embedded SQLite in DATA_DIR by default, Postgres
 * when a postgres:// URL is given. Both run the same Kysely migrations before first use.
 */
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, type SqliteDatabase, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { checkDataDir, StartupError } from '../data-dir-lock.ts';
import { isDiskFailure } from '../errors.ts';
import { kyselyStorage } from './kysely-storage.ts';
import { migrationProvider } from './migrations.ts';
import type { Database } from './schema.ts';
import { sqliteAppend } from './sqlite-append.ts';
import type { Storage } from './storage.ts';

export interface StorageConfig {
  /** postgres://… selects Postgres; otherwise SQLite. */
  readonly databaseUrl?: string | undefined;
  /** SQLite: the directory of `nobid.sqlite`, or ':memory:'. */
  readonly dataDir?: string | undefined;
  /** Postgres: a schema of its own (created if missing), so test runs do not collide. */
  readonly schema?: string | undefined;
  /** SQLite: past this size the write-ahead log is checkpointed in full and truncated (`WAL_LIMIT_BYTES`). */
  readonly walLimitBytes?: number | undefined;
  /**
   * What stamps a match log entry's time (default: the wall clock): the server's clock, so that
   * on a virtual clock the log's times are the times the test set (`watch/idle-tables.ts` reads them).
   */
  readonly now?: (() => number) | undefined;
}

/**
 * 128 MiB: past it the log is emptied, which holds the server's commits back for tens of
 * milliseconds (the longest commit 57-100 ms against 20 ms without, measured in
 * `sqlite-wal.test.ts`'s setting on the busy 2-core machine), so it should come seldom: about
 * twice a minute at the write rate of 2,000 tables (4.2 MB of log a second). A longer log costs
 * reads a little (its index grows) and a restart after a crash replays it.
 */
export const WAL_LIMIT_BYTES = 128 * 1024 * 1024;

type Dialect = 'sqlite' | 'postgres';

/**
 * Runs the migrations up to `target` (default: the latest). Tests stop at an older one to store
 * rows as an older server did.
 */
export async function migrate(db: Kysely<Database>, dialect: Dialect, target?: string): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which one: a second
  // schema in the same database (another cluster, a test run) would pass for this one's.
  const schema =
    dialect === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
      : undefined;
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    // Features add their migrations side by side (0003 accounts landed after 0004 chat): a
    // database that ran a later one first still takes an earlier, independent one.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  // A database that cannot be reached is not a migration's failure: its own error goes on.
  if (error instanceof Error && typeof (error as { code?: unknown }).code === 'string') throw error;
  if (error || failed) {
    throw new Error(
      `storage migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
}

/** SQLite's own connection under each Kysely instance opened here: its append path (`sqlite-append.ts`). */
const sqliteConnections = new WeakMap<Kysely<Database>, SQLite.Database>();

const sqliteFile = (dataDir = './data'): string =>
  dataDir === ':memory:' ? dataDir : join(resolve(dataDir), 'nobid.sqlite');

function openSqlite(dataDir: string, walLimitBytes: number): Kysely<Database> {
  if (dataDir !== ':memory:') checkDataDir(dataDir);
  const file = sqliteFile(dataDir);
  let database: SQLite.Database | undefined;
  try {
    database = new SQLite(file);
    // WAL + NORMAL: a committed transaction survives a killed process; it is also much faster.
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    // When the log does start over at a commit, its file is cut back to the limit as well.
    database.pragma(`journal_size_limit = ${walLimitBytes}`);
    if (file !== ':memory:') checkIntegrity(database, file);
  } catch (err) {
    database?.close();
    // SQLite's own messages ("unable to open database file") do not say which file.
    throw sqliteStartupError(file, err);
  }
  const checkpoints = file === ':memory:' ? null : startCheckpointer(file, database, walLimitBytes);
  const dialect = new SqliteDialect({
    database: cachingStatements(database),
  });
  const db = new Kysely<Database>({ dialect });
  if (checkpoints) closers.set(db, checkpoints);
  sqliteConnections.set(db, database);
  return db;
}

/**
 * A damaged page found at start stops the server before it serves anything from it: a damaged
 * page of the tables' or the migrations' b-trees would fail the first query, one of the log's,
 * seats' or timers' would fail only the tables on it, later, while the server said it was ready.
 * `quick_check` reads every page once (the cost grows with the file: about a second for a few
 * hundred MB); it does not compare indexes with their tables, which a damaged page of either
 * still fails.
 */
function checkIntegrity(database: SQLite.Database, file: string): void {
  const found = database.pragma('quick_check', { simple: true });
  if (found === 'ok') return;
  // Its first finding, on one line ("*** in database main ***\nTree 6 page 6: …").
  const finding = String(found).replace('*** in database main ***', '').replace(/\s+/g, ' ').trim();
  throw new StartupError(damagedMessage(file, finding));
}

function damagedMessage(file: string, detail: string): string {
  return `SQLite database ${file} is damaged (${detail}); put a backup in its place with \`nobid restore <backup file>\` (docs/operations.md)`;
}

const errorCode = (err: unknown): string => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

/**
 * What stops SQLite at start, as one line for the operator: a damaged file (restore a backup), a
 * full or failing disk, anything else SQLite says about the file. Errors that are not SQLite's
 * or the file system's (a bug) pass on.
 */
export function sqliteStartupError(file: string, err: unknown): unknown {
  if (err instanceof StartupError) return err;
  const code = errorCode(err);
  const message = err instanceof Error ? err.message : String(err);
  if (/^SQLITE_(CORRUPT|NOTADB)/.test(code)) return new StartupError(damagedMessage(file, message));
  if (isDiskFailure(err))
    return new StartupError(
      `SQLite database ${file} cannot be written (${code}: ${message}); free space on its disk and start again`,
    );
  if (code.startsWith('SQLITE_') || code.startsWith('E'))
    return new StartupError(`SQLite database ${file}: ${message}`);
  return err;
}

const closers = new WeakMap<Kysely<Database>, () => Promise<void>>();

/**
 * better-sqlite3 is synchronous, so SQLite's automatic WAL checkpoint would copy pages to the
 * database file inside some unlucky commit, stalling every table for that long. Checkpoints run
 * instead on a worker thread with its own connection, once a second. A PASSIVE checkpoint never
 * waits, so it never catches up with a writer that does not pause either, and the log starts
 * over only once one has: on a busy server it grew without bound (1.9 GB in 7.5 minutes at
 * 2,000 tables). Past the limit the worker runs a TRUNCATE checkpoint, which holds new commits
 * back while it copies what the PASSIVE one left (little, since that one has just run), syncs
 * and empties the log: the server's writes wait that long once every `walLimitBytes` of log. While a reader (a backup) keeps it from finishing, it gives up after 100 ms rather
 * than hold the commits back, and tries again a second later.
 */
function startCheckpointer(
  file: string,
  database: SQLite.Database,
  walLimitBytes: number,
): () => Promise<void> {
  database.pragma('wal_autocheckpoint = 0');
  const source = `
    const { statSync } = require('node:fs');
    const { workerData, parentPort } = require('node:worker_threads');
    const Database = require(workerData.module);
    const db = new Database(workerData.file);
    db.pragma('busy_timeout = 1000');
    const walSize = () => { try { return statSync(workerData.file + '-wal').size; } catch { return 0; } };
    const timer = setInterval(() => {
      try {
        db.pragma('wal_checkpoint(PASSIVE)');
        if (walSize() > workerData.walLimitBytes) {
          // The server's commits wait while this one is pending: give up soon and try again.
          db.pragma('busy_timeout = 100');
          try { db.pragma('wal_checkpoint(TRUNCATE)'); } finally { db.pragma('busy_timeout = 1000'); }
        }
      } catch {}
    }, 1000);
    parentPort.on('message', () => { clearInterval(timer); db.close(); process.exit(0); });
  `;
  const worker = new Worker(source, {
    eval: true,
    workerData: { file, walLimitBytes, module: createRequire(import.meta.url).resolve('better-sqlite3') },
  });
  worker.unref();
  return async () => {
    // Referenced again while it stops: a short-lived process (a CLI command) would otherwise
    // run out of work before the exit event and end with the close still pending.
    worker.ref();
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage('stop');
    await exited;
  };
}

/**
 * Kysely prepares every query afresh; the server runs the same few statements thousands of times
 * a second, so prepared statements are kept by their SQL text (a small, bounded set).
 */
function cachingStatements(database: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  const rollback = database.prepare('rollback');
  // A COMMIT that fails on a full disk has already rolled the transaction back; Kysely's ROLLBACK
  // after it would then fail too ("no transaction is active") and hide the disk's error behind
  // its own.
  const rollbackIfOpen = {
    reader: false,
    run: () => (database.inTransaction ? rollback.run() : { changes: 0, lastInsertRowid: 0 }),
    all: () => [],
    iterate: () => [][Symbol.iterator](),
  };
  return {
    close: () => database.close(),
    prepare(sql) {
      if (sql === 'rollback') return rollbackIfOpen;
      let statement = cache.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (cache.size < 500) cache.set(sql, statement);
      }
      return statement;
    },
  };
}

async function openPostgres(url: string, schema: string | undefined): Promise<Kysely<Database>> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new Error(`bad schema name "${schema}"`);
  if (schema) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export interface OpenDatabase {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /** SQLite only: the connection under `db`, for the prepared append. */
  readonly sqlite: SQLite.Database | null;
  /** Closes the database (and SQLite's checkpoint worker). */
  close(): Promise<void>;
}

/** The database the config names, not migrated yet: `openStorage` is what the server uses. */
export async function openDatabase(config: StorageConfig): Promise<OpenDatabase> {
  const url = config.databaseUrl;
  const isPostgres = !!url && /^postgres(ql)?:\/\//.test(url);
  const db = isPostgres
    ? await openPostgres(url, config.schema)
    : openSqlite(config.dataDir ?? './data', config.walLimitBytes ?? WAL_LIMIT_BYTES);
  const stopCheckpoints = closers.get(db);
  return {
    db,
    dialect: isPostgres ? 'postgres' : 'sqlite',
    sqlite: sqliteConnections.get(db) ?? null,
    async close() {
      await stopCheckpoints?.();
      await db.destroy();
    },
  };
}

/** A database URL for a message: the password left out. */
export function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the DATABASE_URL given (not a URL)';
  }
}

/**
 * A failure to reach Postgres (refused, unknown host, bad password, no such database) is the
 * operator's to fix: one line naming the URL, not a stack. Other errors are ours and pass on.
 */
function unreachable(url: string, err: unknown): StartupError | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  const connection =
    /^(E[A-Z]+|28P01|28000|3D000|08\w{3}|57P0\d)$/.test(code) || err instanceof AggregateError;
  if (!connection) return null;
  const reason = err instanceof Error && err.message ? `${code}: ${err.message}` : code;
  return new StartupError(`database ${redactedUrl(url)} cannot be reached (${reason})`);
}

export async function openStorage(config: StorageConfig): Promise<Storage> {
  const { db, dialect, sqlite, close } = await openDatabase(config).catch((err: unknown) => {
    throw (config.databaseUrl && unreachable(config.databaseUrl, err)) || err;
  });
  try {
    await migrate(db, dialect);
  } catch (err) {
    await close().catch(() => undefined);
    if (dialect === 'sqlite') throw sqliteStartupError(sqliteFile(config.dataDir), err);
    throw (config.databaseUrl && unreachable(config.databaseUrl, err)) || err;
  }
  const now = config.now ?? Date.now;
  return { ...kyselyStorage(db, dialect, sqlite ? sqliteAppend(sqlite, now) : null, now), close };
}
