/**
 * What every browser test needs: the real server (`nobid serve`) as a child process on an
 * ephemeral port with its own temporary DATA_DIR, and chromium (found by @nobid/tools) driven by
 * playwright-core.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from '@nobid/press';
import { requireTool } from '@nobid/tools';
import { type Browser, chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  readonly url: string;
  readonly dataDir: string;
  /** Stops it gracefully. */
  stop(): Promise<void>;
  /** Kills it at once (SIGKILL), leaving the data directory for a restart. */
  kill(): Promise<void>;
  /** Starts a new server process on the same data directory and port. */
  restart(): Promise<RunningServer>;
  /** Removes the data directory (after stop). */
  cleanup(): void;
}

function waitExit(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve();
    else proc.once('exit', () => resolve());
  });
}

export interface ServerStart {
  readonly dataDir?: string;
  readonly port?: number;
  readonly env?: Record<string, string>;
  /**
   * Node's arguments for a server other than `nobid serve` that says "serving on" as it does
   * (`server-clock.ts`: the same server on a clock the test moves ahead); a restart reuses them.
   */
  readonly entry?: readonly string[];
}

export async function startServer(opts: ServerStart = {}): Promise<RunningServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'nobid-e2e-'));
  const args = opts.entry ?? [join(ROOT, 'packages/cli/bin/nobid.js'), 'serve'];
  const proc = spawn(process.execPath, [...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(opts.port ?? 0),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Bots at a quarter of their delays: the tests wait on bots for most of their time, and
      // what they check does not depend on how long a bot takes (a test may set BOT_PACE=1).
      BOT_PACE: '0.25',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr!.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${stderr}`)), 60_000);
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /serving on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace('localhost', '127.0.0.1'));
      }
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${stderr}`));
    });
  });
  const port = Number(new URL(url).port);
  // A server that ends without being told to is the likeliest cause of whatever fails next: say so.
  let stopping = false;
  proc.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`e2e: the server exited on its own (code ${code}, signal ${signal})\n${stderr}`);
  });
  return {
    url,
    dataDir,
    async stop() {
      stopping = true;
      proc.kill('SIGTERM');
      await waitExit(proc);
    },
    async kill() {
      stopping = true;
      proc.kill('SIGKILL');
      await waitExit(proc);
    },
    restart: () => startServer({ ...opts, dataDir, port }),
    cleanup() {
      if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A free port now, so that a server's public address (its mails' links) is known before it starts. */
export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The browser tests' browser; without one, global-setup.ts has already stopped the run. */
export const E2E_BROWSER = 'running the browser tests (npm run test:e2e)';

export async function launchBrowser(): Promise<Browser> {
  const executablePath = requireTool('chromium', E2E_BROWSER);
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });
}
