/**
 * Where a run's results go (`--report DIR`, `--out FILE`), checked before a long run starts by
 * actually writing there, so that an hour of simulation is not lost to a typo; and written after
 * it, reporting a failure as one line (the summary has been printed by then).
 */
import { closeSync, mkdirSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UsageError } from '../usage-error.ts';

function reason(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  switch (e.code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOENT':
      return 'no such directory';
    case 'ENOTDIR':
      return 'a part of the path is a file, not a directory';
    case 'EISDIR':
      return 'it is a directory';
    case 'EROFS':
      return 'read-only file system';
    case 'ENOSPC':
      return 'no space left on the device';
    default:
      return e.message ?? String(err);
  }
}

const exists = (path: string) => {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
};

/** Creates DIR if need be and writes a probe file in it; a UsageError names what is wrong. */
export function checkReportDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    const probe = join(dir, `.nobid-sim-probe-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (err) {
    throw new UsageError(`cannot write the report to ${dir}: ${reason(err)}`);
  }
}

/** Opens FILE for appending (creating it only for the check); a UsageError names what is wrong. */
export function checkOutFile(file: string): void {
  const existed = exists(file);
  try {
    if (existed && statSync(file).isDirectory())
      throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    closeSync(openSync(file, 'a'));
    if (!existed) rmSync(file);
  } catch (err) {
    throw new UsageError(`cannot write --out ${file}: ${reason(err)}`);
  }
}

/** Writes the files; returns one line per failure instead of throwing, so nothing else is skipped. */
export function writeOutputs(files: readonly { path: string; content: string }[]): string[] {
  const failures: string[] = [];
  for (const { path, content } of files) {
    try {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
    } catch (err) {
      failures.push(`could not write ${path}: ${reason(err)}`);
    }
  }
  return failures;
}
