/**
 * One server per SQLite data directory: `nobid.lock` in DATA_DIR holds the owner's pid, created
 * atomically (`wx`) at start and removed at close or exit. A lock whose pid is no longer alive
 * (a killed server) is taken over, with a log line. Postgres needs none: a cluster's nodes
 * coordinate through Redis.
 */
import {
  accessSync,
  closeSync,
  constants,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';

/** A problem the operator must fix (a bad DATA_DIR, a directory in use): one line, no stack. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

export const LOCK_FILE = 'nobid.lock';

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

function reason(err: unknown): string {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code ?? (err instanceof Error ? err.message : String(err));
}

const diskHint = (err: unknown): string =>
  (err as NodeJS.ErrnoException | null)?.code === 'ENOSPC' ? ': the disk is full' : '';

/** Creates DATA_DIR if needed and checks that it is a writable directory. */
export function checkDataDir(dir: string): string {
  const path = resolve(dir);
  try {
    mkdirSync(path, { recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST')
      throw new StartupError(`DATA_DIR ${path} is not a directory`);
    throw new StartupError(`DATA_DIR ${path} cannot be created (${reason(err)})`);
  }
  let isDir: boolean;
  try {
    isDir = statSync(path).isDirectory();
  } catch (err) {
    throw new StartupError(`DATA_DIR ${path} cannot be read (${reason(err)})`);
  }
  if (!isDir) throw new StartupError(`DATA_DIR ${path} is not a directory`);
  try {
    accessSync(path, constants.W_OK | constants.X_OK);
  } catch (err) {
    throw new StartupError(`DATA_DIR ${path} is not writable (${reason(err)})`);
  }
  return path;
}

/** Whether a process with this pid exists (EPERM: it does, but is someone else's). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the directory's lock, or throws a StartupError naming the directory and its owner. */
export function lockDataDir(dir: string, log: Pick<Logger, 'warn'>): DataDirLock {
  const path = checkDataDir(dir);
  const file = join(path, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST')
        throw new StartupError(`DATA_DIR ${path}: cannot create ${LOCK_FILE} (${reason(err)})`);
      const owner = readOwner(file);
      // An empty file is a lock being written this very moment: give its writer a moment first.
      if (owner === null && attempt < 3) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
      if (owner !== null && alive(owner))
        throw new StartupError(`DATA_DIR ${path} is in use by another server (pid ${owner}, ${file})`);
      if (attempt >= 5) throw new StartupError(`DATA_DIR ${path}: cannot take over the stale ${file}`);
      log.warn(
        { file, owner },
        `took over a stale lock on ${path} (pid ${owner ?? 'unknown'} is not running)`,
      );
      try {
        unlinkSync(file);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
          throw new StartupError(`DATA_DIR ${path}: cannot remove the stale ${file} (${reason(e)})`);
      }
      continue;
    }
    try {
      writeSync(fd, `${process.pid}\n`);
    } catch (err) {
      // A full disk takes the new file but not its pid: an empty lock left behind would make
      // the next server wait for a writer that is gone.
      closeSync(fd);
      try {
        unlinkSync(file);
      } catch {
        // gone already
      }
      throw new StartupError(`DATA_DIR ${path}: cannot write ${LOCK_FILE} (${reason(err)}${diskHint(err)})`);
    }
    closeSync(fd);
    break;
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    // Only our own lock: never one another server took over after ours was judged stale.
    if (readOwner(file) === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // gone already
      }
    }
  };
  process.once('exit', release);
  return { file, release };
}
