import type { Command } from 'commander';
import { UsageError } from '../usage-error.ts';

/** Postgres is backed up with its own tools; these commands are for the embedded SQLite. */
function refusePostgres(command: string): void {
  const url = process.env.DATABASE_URL ?? '';
  if (/^postgres(ql)?:\/\//.test(url))
    throw new UsageError(
      `${command} is for the SQLite database in DATA_DIR; with Postgres (DATABASE_URL) use pg_dump and pg_restore (docs/operations.md)`,
    );
}

/** A StartupError (a bad DATA_DIR, a directory in use, a bad file) is the user's to fix: one line. */
async function asUsage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Error && err.name === 'StartupError') throw new UsageError(err.message);
    throw err;
  }
}

export function registerBackup(program: Command): void {
  program
    .command('backup')
    .description(
      'copy the SQLite database in DATA_DIR to a new file, consistently, also while the server runs',
    )
    .requiredOption('--out <file>', 'the backup file to write (must not exist yet)')
    .action(async (flags: { out: string }) => {
      refusePostgres('nobid backup');
      const { backupSqlite } = await import('@nobid/server');
      const dataDir = process.env.DATA_DIR || './data';
      const report = await asUsage(() => backupSqlite(dataDir, flags.out));
      process.stdout.write(
        `nobid: backed up ${report.tables} tables (${report.bytes} bytes) to ${report.file}\n`,
      );
    });
  program
    .command('restore')
    .description('replace the SQLite database in DATA_DIR with a backup (the server must be stopped)')
    .argument('<file>', 'a file written by nobid backup')
    .action(async (file: string) => {
      refusePostgres('nobid restore');
      const { createLogger, restoreSqlite } = await import('@nobid/server');
      const dataDir = process.env.DATA_DIR || './data';
      const report = await asUsage(async () => restoreSqlite(dataDir, file, createLogger('warn')));
      process.stdout.write(
        `nobid: restored ${report.tables} tables into ${report.file} (the database it replaced: ${report.file}.before-restore)\n`,
      );
    });
}
