/**
 * A small file system of the test's own, to fill and free: a tmpfs of a given size, mounted on a
 * fresh directory. Mounting needs root: `mountSmallDisk` says why it could not (the test skips).
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SmallDisk {
  readonly dir: string;
  /** Writes a filler file until the file system refuses (ENOSPC). */
  fill(): void;
  /** Gives back `bytes` of the filler (all of it by default). */
  free(bytes?: number): void;
  unmount(): void;
}

export function mountSmallDisk(sizeMb: number): SmallDisk | string {
  const dir = mkdtempSync(join(tmpdir(), 'nobid-small-disk-'));
  if (process.getuid?.() !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return 'skipped: mounting a tmpfs needs root';
  }
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return `skipped: mounting a tmpfs failed (${(err as Error).message.split('\n')[0]})`;
  }
  const filler = join(dir, 'filler');
  let filled = 0;
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'a');
      try {
        // Big pieces first, then single pages: the file system is full to its last page.
        for (const size of [1024 * 1024, 4096, 512]) {
          const piece = Buffer.alloc(size, 1);
          for (;;) {
            try {
              filled += writeSync(fd, piece);
            } catch (err) {
              if ((err as NodeJS.ErrnoException).code === 'ENOSPC') break;
              throw err;
            }
          }
        }
      } finally {
        closeSync(fd);
      }
      const left = statfsSync(dir);
      if (left.bavail !== 0) throw new Error(`the disk still has ${left.bavail} blocks free`);
    },
    free(bytes = filled) {
      filled = Math.max(0, filled - bytes);
      if (filled === 0) rmSync(filler, { force: true });
      else execFileSync('truncate', ['-s', String(filled), filler]);
    },
    unmount() {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
