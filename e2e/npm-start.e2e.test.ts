/**
 * Issue 15, part 10: stopping `npm start` stops the server. A process manager, a terminal's
 * `kill` or Ctrl-C signal the npm process; the server behind it must close and let go of its
 * port and data directory, not run on as an orphan. (The client is already built by the
 * global setup, so `npm start` starts at once here.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
const procs: ChildProcess[] = [];
// After both (they run side by side): a SIGKILL to one's npm would orphan the other's server.
afterAll(() => {
  for (const p of procs.splice(0)) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function npmStart(): Promise<{ npm: ChildProcess; url: string; exited: Promise<number | null> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nobid-npm-start-'));
  dirs.push(dataDir);
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  procs.push(npm);
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`npm start did not serve:\n${out}`)), 90_000);
    npm.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /serving on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace('localhost', '127.0.0.1'));
      }
    });
  });
  return { npm, url, exited };
}

const answers = (url: string): Promise<boolean> =>
  fetch(`${url}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

describe('stopping npm start', () => {
  // Side by side: each waits mostly for a server to start.
  it.concurrent.each(['SIGTERM', 'SIGINT'] as const)(
    'with %s to the npm process stops the server',
    async (signal) => {
      const { npm, url, exited } = await npmStart();
      expect(await answers(url)).toBe(true);
      npm.kill(signal);
      await exited;
      // The server closes gracefully (a few hundred ms); it must not answer any more.
      const deadline = Date.now() + 10_000;
      while ((await answers(url)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await answers(url)).toBe(false);
    },
  );
});
