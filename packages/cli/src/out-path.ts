/**
 * `--out` checked before any work starts: a rulebook or a card set takes seconds to render, and
 * an unwritable path found only at the end would throw that work away with a stack trace. Each
 * check throws one UsageError line (exit 2) naming the path and why.
 *
 * The checks try the write instead of asking `access()`: as root, `access()` says yes to a
 * read-only file system or to /proc (where Node's recursive mkdir never returns).
 */
import { closeSync, mkdirSync, openSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from './usage-error.ts';

const REASONS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOENT: 'no such file or directory',
  ENOTDIR: 'not a directory',
  ENOSPC: 'no space left on the device',
};
const reason = (err: unknown): string =>
  REASONS[(err as NodeJS.ErrnoException).code ?? ''] ?? (err as Error).message;

const kindOf = (path: string): 'dir' | 'other' | undefined => {
  try {
    return statSync(path).isDirectory() ? 'dir' : 'other';
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new UsageError(`cannot write ${path}: ${reason(err)}`);
  }
};

/** A file the command will create or replace. */
export function checkOutFile(path: string): void {
  const kind = kindOf(path);
  if (kind === 'dir') throw new UsageError(`cannot write ${path}: it is a directory`);
  try {
    if (kind === 'other') closeSync(openSync(path, 'r+'));
    else {
      const parent = dirname(resolve(path));
      if (kindOf(parent) !== 'dir') throw new UsageError(`cannot write ${path}: no directory ${parent}`);
      writeFileSync(path, '', { flag: 'wx' });
      unlinkSync(path);
    }
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(`cannot write ${path}: ${reason(err)}`);
  }
}

/** A directory the command writes into: made now (with its parents) if it does not exist. */
export function checkOutDir(path: string): void {
  const missing: string[] = [];
  let at = resolve(path);
  for (let kind = kindOf(at); kind !== 'dir'; kind = kindOf(at)) {
    if (kind === 'other') throw new UsageError(`cannot write into ${path}: ${at} is not a directory`);
    missing.unshift(at);
    at = dirname(at);
  }
  try {
    // One level at a time: each mkdir either makes its directory or says why not.
    for (const dir of missing) mkdirSync(dir);
    if (missing.length === 0) {
      const probe = join(at, `.nobid-write-check-${process.pid}`);
      writeFileSync(probe, '', { flag: 'wx' });
      unlinkSync(probe);
    }
  } catch (err) {
    throw new UsageError(`cannot write into ${path}: ${reason(err)}`);
  }
}
