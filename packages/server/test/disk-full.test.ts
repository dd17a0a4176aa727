/**
 * A full disk, on a small file system the test makes and fills itself (a tmpfs: mounting one
 * needs root, and without it the file skips, saying so). Mid-game: readiness says 503 with the
 * reason while writes fail, a new table is refused as `unavailable` (503), a player's action that
 * could not be written is answered with an error (never acknowledged); once space is freed,
 * readiness comes back by itself and every table carries on from where its writes stopped, with
 * no restart and nothing lost. At start: a full disk is one line and exit 2, with no lock file
 * left behind.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ViewUpdate } from '@nobid/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReadyResponse } from '../src/ops-routes.ts';
import { loadRuntime } from '../src/table/runtime.ts';
import { api } from './helpers/client.ts';
import { testServer } from './helpers/server.ts';
import { mountSmallDisk } from './helpers/small-disk.ts';
import { playingTable } from './helpers/table.ts';
import { slowToyChoice } from './helpers/toy-player.ts';

const disk = mountSmallDisk(24);
if (typeof disk === 'string') console.log(`disk-full.test.ts ${disk}`);
const mounted = typeof disk === 'string' ? null : disk;

afterAll(() => mounted?.unmount());

const cli = join(
  dirname(createRequire(import.meta.url).resolve('@nobid/cli/package.json')),
  'bin',
  'nobid.js',
);
const fixture = fileURLToPath(new URL('./fixtures/serve-locked.ts', import.meta.url));

function run(args: string[], dataDir: string): Promise<{ code: number | null; out: string; err: string }> {
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    err += d.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, err })));
}

const bot = { kind: 'bot', level: 'easy' } as const;

describe.skipIf(!mounted)('a full disk', () => {
  const dataDir = join(mounted?.dir ?? '', 'data');

  it('refuses writes honestly while full, and carries every table on once space is freed', async () => {
    const server = await testServer({ dataDir });
    const ready = async () => {
      const res = await fetch(`${server.url}/api/ready`);
      return { status: res.status, body: (await res.json()) as ReadyResponse };
    };
    const version = async (id: string) => (await server.ctx.storage.getTable(id))!.version;
    try {
      expect(await ready()).toEqual({ status: 200, body: { ok: true, database: 'ok' } });
      // Bots playing on (their writes are what fails first), and two players with a decision open.
      const bots: string[] = [];
      for (let i = 0; i < 3; i++) {
        const created = await api<{ table: { id: string } }>(server.url, 'POST', '/api/tables', {
          settings: { game: 'nobid', seats: [bot, bot, bot] },
        });
        bots.push(created.body.table.id);
      }
      const human = await playingTable(server, { game: 'fifteen', options: { turnCap: 45 } }, 2);
      await expect.poll(async () => Math.min(...(await Promise.all(bots.map(version))))).toBeGreaterThan(0);

      mounted!.fill();
      const full = await expect
        .poll(async () => (await ready()).status, { timeout: 20_000, interval: 50 })
        .toBe(503)
        .then(ready);
      expect(full.body).toMatchObject({ ok: false, database: 'failing' });
      expect(full.body.reason).toMatch(/^writes to the database fail \(SQLITE_\w+\): its disk is full/);

      const refused = await api(server.url, 'POST', '/api/tables', {
        settings: { game: 'nobid', seats: [{ kind: 'human' }, { kind: 'human' }] },
      });
      expect(refused).toMatchObject({ status: 503, body: { code: 'unavailable' } });

      // The seat to move acts: not written, so not acknowledged.
      const mover = human.clients.find((c) => c.decisionId() !== null)!;
      const decided = mover.lastView()!;
      const before = await version(human.id);
      const failed = await mover.act(slowToyChoice(decided).action, decided.decisionId);
      expect(failed).toMatchObject({ ok: false, error: { code: 'unavailable' } });
      expect(await version(human.id)).toBe(before);
      const frozen = await Promise.all(bots.map(version));

      mounted!.free();
      await expect.poll(async () => (await ready()).status, { timeout: 20_000, interval: 50 }).toBe(200);
      // No restart: every bot table moves on past where its writes stopped (or has finished).
      await expect
        .poll(
          async () =>
            (await Promise.all(bots.map(async (id, i) => (await version(id)) > frozen[i]!))).every(Boolean),
          { timeout: 30_000, interval: 50 },
        )
        .toBe(true);
      // The player's try again, on the same decision, goes in.
      const retried = await mover.act(slowToyChoice(decided).action, decided.decisionId);
      expect(retried).toMatchObject({ ok: true });
      await mover.waitFor((r) => r.event === 'view' && (r.msg as ViewUpdate).cursor > decided.cursor);
      expect(await version(human.id)).toBe(before + 1);

      // Nothing lost or out of order: each table loads from storage alone, its log replaying whole.
      for (const id of [...bots, human.id]) {
        const rt = await loadRuntime(server.ctx.storage, server.ctx.games, id);
        expect(rt.table.version).toBe((await server.ctx.storage.readLog(id)).length);
      }
      for (const c of human.clients) c.close();
    } finally {
      await server.close();
      mounted!.free();
    }
  }, 120_000);

  it('refuses to start on a full disk with one line and exit 2, leaving no lock file', async () => {
    const fresh = join(mounted!.dir, 'fresh');
    mkdirSync(fresh);
    mounted!.fill();
    try {
      // Not even the lock's pid can be written: in a new directory, and in one with a database.
      for (const dir of [fresh, dataDir]) {
        const served = await run([cli, 'serve'], dir);
        expect(served.code).toBe(2);
        expect(served.err).toBe(
          `nobid: DATA_DIR ${dir}: cannot write nobid.lock (ENOSPC: the disk is full)\n`,
        );
        expect(existsSync(join(dir, 'nobid.lock'))).toBe(false);
      }
      // Room for the lock, none for the database's writes: SQLite's refusal, one line as well.
      mounted!.free(8192);
      const started = await run(['--import', 'tsx', fixture], dataDir);
      expect(started.code).toBe(2);
      expect(started.err.trim().split('\n')).toHaveLength(1);
      expect(started.err).toMatch(
        new RegExp(
          `^nobid: SQLite database ${join(dataDir, 'nobid.sqlite')} cannot be written \\(SQLITE_\\w+: `,
        ),
      );
      expect(existsSync(join(dataDir, 'nobid.lock'))).toBe(false);
    } finally {
      mounted!.free();
    }
  }, 180_000);
});
