/**
 * One server per SQLite data directory, with real processes: a second server on the same
 * directory exits 2 naming the directory and the owner's pid; after the owner is SIGKILLed a new
 * server takes the stale lock over and says so; a DATA_DIR that is a file or cannot be written
 * gets one line naming it and exit 2, no stack trace.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('./fixtures/serve-locked.ts', import.meta.url));
// The `nobid` command as a user runs it, found through its package (not a path into it).
const cli = join(
  dirname(createRequire(import.meta.url).resolve('@nobid/cli/package.json')),
  'bin',
  'nobid.js',
);
const root = mkdtempSync(join(tmpdir(), 'nobid-lock-'));
const children: ChildProcess[] = [];

interface Run {
  readonly child: ChildProcess;
  /** Resolves with the port once listening, or rejects when the process exits first. */
  readonly listening: Promise<number>;
  readonly exited: Promise<number | null>;
  out(): string;
  err(): string;
}

function run(dataDir: string, as?: { uid: number; gid: number }, args = ['--import', 'tsx', fixture]): Run {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0' },
    ...as,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    exited.then((code) => reject(new Error(`server exited (${code}): ${err}`)));
  });
  listening.catch(() => undefined);
  return { child, listening, exited, out: () => out, err: () => err };
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('the data-directory lock', () => {
  it('refuses a second server, takes over after a kill -9, and frees the lock on close', async () => {
    const dir = join(root, 'data');
    const first = run(dir);
    const port = await first.listening;
    expect((await fetch(`http://127.0.0.1:${port}/api/games`)).ok).toBe(true);
    const lock = join(dir, 'nobid.lock');
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(first.child.pid));

    const second = run(dir);
    expect(await second.exited).toBe(2);
    const lines = second.err().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(dir);
    expect(lines[0]).toContain(`pid ${first.child.pid}`);
    expect(lines[0]).toMatch(/in use by another server/);
    // The refused server left the owner's lock alone, and the owner still serves.
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(first.child.pid));
    expect((await fetch(`http://127.0.0.1:${port}/api/games`)).ok).toBe(true);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(lock)).toBe(true);

    const third = run(dir);
    const thirdPort = await third.listening;
    expect((await fetch(`http://127.0.0.1:${thirdPort}/api/games`)).ok).toBe(true);
    expect(third.out()).toMatch(/took over a stale lock/);
    expect(third.out()).toContain(`pid ${first.child.pid} is not running`);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(third.child.pid));

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(lock)).toBe(false);

    // A clean exit leaves no lock: the next server starts without a takeover.
    const fourth = run(dir);
    await fourth.listening;
    expect(fourth.out()).not.toMatch(/stale lock/);
    fourth.child.kill('SIGTERM');
    expect(await fourth.exited).toBe(0);
  }, 60_000);

  it('names a DATA_DIR that is a file', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a directory');
    const r = run(file);
    expect(await r.exited).toBe(2);
    expect(r.err()).toBe(`nobid: DATA_DIR ${file} is not a directory\n`);
  }, 30_000);

  it('names a DATA_DIR inside a file (cannot be created)', async () => {
    const file = join(root, 'another-file');
    writeFileSync(file, 'x');
    const r = run(join(file, 'data'));
    expect(await r.exited).toBe(2);
    expect(r.err()).toMatch(
      new RegExp(`^nobid: DATA_DIR ${join(file, 'data')} cannot be created \\(\\w+\\)\\n$`),
    );
  }, 30_000);

  it('names a DATA_DIR that is not writable', async () => {
    const dir = join(root, 'read-only');
    mkdirSync(dir);
    chmodSync(dir, 0o500);
    // root writes anywhere: as root, the server runs as nobody (the directory is root's).
    const root0 = process.getuid?.() === 0;
    if (root0) chmodSync(root, 0o755);
    const r = run(dir, root0 ? { uid: 65534, gid: 65534 } : undefined);
    expect(await r.exited).toBe(2);
    expect(r.err()).toBe(`nobid: DATA_DIR ${dir} is not writable (EACCES)\n`);
    chmodSync(dir, 0o700);
  }, 30_000);

  // `nobid serve` itself: the refusal comes before the web client would be built.
  it('nobid serve refuses a directory another server owns, and a DATA_DIR that is a file', async () => {
    const dir = join(root, 'served');
    const owner = run(dir);
    await owner.listening;
    const busy = run(dir, undefined, [cli, 'serve']);
    expect(await busy.exited).toBe(2);
    expect(busy.err()).toBe(
      `nobid: DATA_DIR ${dir} is in use by another server (pid ${owner.child.pid}, ${join(dir, 'nobid.lock')})\n`,
    );
    owner.child.kill('SIGTERM');
    expect(await owner.exited).toBe(0);

    const file = join(root, 'served-file');
    writeFileSync(file, '');
    const bad = run(file, undefined, [cli, 'serve']);
    expect(await bad.exited).toBe(2);
    expect(bad.err()).toBe(`nobid: DATA_DIR ${file} is not a directory\n`);
  }, 60_000);
});
