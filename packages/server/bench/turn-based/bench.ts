/**
 * Issue 31's scale figures for turn-based tables, on SQLite and on Postgres: with `tables` idle
 * turn-based tables in the store (`seed.ts`),
 * - the server's memory above an empty server's (each a fresh process, `server-child.ts`, its
 *   resident set after garbage collection: idle tables must cost nothing, they stay in storage);
 * - "My games" p99 over HTTP for an account with 50 tables waiting for it;
 * - the due-timer poller's queries p99 (`dueTimers` with none due and with every timer due, a
 *   batch of 100; `nextDueAt`);
 * - a table's load on its first action p99 (the runtime built from storage: table, seats, log
 *   replayed, clocks, timers), and that load with the action applied and written.
 * Goals: memory ≤ 50 MiB above empty, each p99 ≤ 20 ms. Each store is a temporary directory or
 * Postgres schema, removed at the end; Postgres is skipped, with one line, when unreachable.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeatAction } from '@nobid/engine';
import pg from 'pg';
import pino from 'pino';
import { applyAction } from '../../src/apply.ts';
import { startServer } from '../../src/server.ts';
import { openStorage } from '../../src/storage/open.ts';
import { decisionsOf } from '../../src/table/decisions.ts';
import { loadAverage, percentile } from '../load-client.ts';
import { BENCH_ACCOUNT, benchSchema, type SeededTables, seedTurnBased } from './seed.ts';

const CHILD = fileURLToPath(new URL('./server-child.ts', import.meta.url));
const MiB = 1024 * 1024;
export const GOALS = { memoryMiB: 50, p99Ms: 20 } as const;

export interface TurnBasedBenchOptions {
  readonly tables: number;
  /** Postgres to measure on (a schema of its own is made and dropped). */
  readonly postgresUrl: string;
  /** Requests or loads per p99 (default 300). */
  readonly samples?: number;
  /** Played tables the others are copies of (default 24), and server starts per memory figure (default 2): a quick run takes fewer. */
  readonly templates?: number;
  readonly memoryRuns?: number;
  /** Progress lines (stderr in the bench). */
  readonly progress?: (line: string) => void;
}

interface Store {
  readonly name: 'SQLite' | 'Postgres';
  /** As `startServer` takes it. */
  readonly server: { dataDir?: string; databaseUrl?: string; pgSchema?: string };
  readonly storage: { dataDir?: string; databaseUrl?: string; schema?: string };
  /** Bytes on disk, where that is easy to tell (SQLite). */
  size(): number | null;
  drop(): Promise<void>;
}

function sqliteStore(): Store {
  const dataDir = mkdtempSync(join(tmpdir(), 'nobid-bench-tb-'));
  return {
    name: 'SQLite',
    server: { dataDir },
    storage: { dataDir },
    size: () => readdirSync(dataDir).reduce((sum, f) => sum + statSync(join(dataDir, f)).size, 0),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresStore(databaseUrl: string, what: string): Store {
  const schema = benchSchema(what);
  return {
    name: 'Postgres',
    server: { databaseUrl, pgSchema: schema },
    storage: { databaseUrl, schema },
    size: () => null,
    drop: async () => {
      await withPg(databaseUrl, (c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
    },
  };
}

async function withPg<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Why Postgres cannot be used, or null when it answers. */
async function postgresProblem(url: string): Promise<string | null> {
  try {
    await withPg(url, (c) => c.query('select 1'));
    return null;
  } catch (err) {
    const e = err as { code?: string; message?: string };
    return e.code ?? e.message ?? String(err);
  }
}

/** A fresh server process on the store: its resident set and heap after garbage collection. */
function childMemory(store: Store): Promise<{ rss: number; heapUsed: number; loaded: number }> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', CHILD], {
    env: { ...process.env, BENCH_STORE: JSON.stringify(store.server) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (c: Buffer) => {
    err += c.toString();
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let read = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /MEMORY (\{.*\})\n/.exec(out);
      if (!m || read) return;
      read = true;
      child.once('exit', (code) =>
        code === 0
          ? resolve(JSON.parse(m[1]!))
          : reject(new Error(`the bench's server did not close (${code}): ${err.slice(-2000)}`)),
      );
      child.kill('SIGTERM');
    });
    child.once('exit', (code) => {
      if (!/MEMORY /.test(out)) reject(new Error(`the bench's server exited (${code}): ${err.slice(-2000)}`));
    });
  });
}

/**
 * Wall times of one kind of operation, and this process's CPU time for each: on a machine busy
 * with other work the wall time's tail is the scheduler's, while the CPU time is the operation's
 * own (for Postgres, without the database server's part).
 */
interface Series {
  readonly wall: number[];
  readonly cpu: number[];
}
const series = (): Series => ({ wall: [], cpu: [] });

async function timed<T>(into: Series | null, run: () => Promise<T>): Promise<T> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await run();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  into?.wall.push(wall);
  into?.cpu.push((cpu.user + cpu.system) / 1000);
  return value;
}

const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const p = (xs: Series) => ({
  p50: percentile(xs.wall, 50),
  p99: percentile(xs.wall, 99),
  cpuP50: percentile(xs.cpu, 50),
  cpuP99: percentile(xs.cpu, 99),
});

/** The latencies, measured at a server in this process on the seeded store. */
async function latencies(store: Store, seeded: SeededTables, samples: number) {
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    ...store.server,
    logger: pino({ level: 'warn' }),
    webDist: null,
    notify: {},
    httpLimits: { apiPerMinute: 1_000_000 },
  });
  try {
    const { ctx } = server;
    // No timer is due for hours; the poller is stopped so that no background work blurs a figure.
    server.duePoller.stop();
    const signIn = await fetch(`${server.url}/api/account/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ACCOUNT),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('nobid_session='));
    if (!cookie) throw new Error(`sign-in failed: ${signIn.status}`);
    const myGames = series();
    let listed = 0;
    for (let i = 0; i < samples + 20; i++) {
      const into = i < 20 ? null : myGames;
      const body = await timed(into, async () => {
        const res = await fetch(`${server.url}/api/my-games`, { headers: { cookie } });
        if (!res.ok) throw new Error(`my-games: ${res.status}`);
        return (await res.json()) as { games: unknown[] };
      });
      listed = body.games.length;
    }

    const noneDue = series();
    const allDue = series();
    const nextDue = series();
    const now = Date.now();
    const later = now + 400 * 86_400_000;
    let batch = 0;
    for (let i = 0; i < samples; i++) {
      await timed(noneDue, () => ctx.storage.dueTimers(now, 100));
      batch = (await timed(allDue, () => ctx.storage.dueTimers(later, 100))).length;
      await timed(nextDue, () => ctx.storage.nextDueAt(now));
    }

    const load = series();
    const firstAction = series();
    const mine = new Set(seeded.accountTables);
    const ids = seeded.tableIds.filter((id) => !mine.has(id));
    const step = Math.max(1, Math.floor(ids.length / samples));
    for (let i = 0; i < ids.length && load.wall.length < samples; i += step) {
      const id = ids[i]!;
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const rt = await timed(load, () => ctx.runtimes.get(id));
      const d = decisionsOf(rt.game, rt.state).find((x) => x.window === undefined);
      if (!d) throw new Error(`table ${id} owes no move`);
      const action = (rt.game.legalActions(rt.state, d.seat) as SeatAction[])[0]!;
      await applyAction(ctx, id, action, { by: 'player', decisionId: rt.cursors!.decisionId(d.seat) });
      firstAction.wall.push(performance.now() - t0);
      const cpu = process.cpuUsage(c0);
      firstAction.cpu.push((cpu.user + cpu.system) / 1000);
      ctx.runtimes.evict(id);
    }
    // The actions told the next players (no channel is on: nothing is sent, only looked up).
    await server.notices.settled();
    return {
      myGames: { ...p(myGames), listed },
      due: { noneDue: p(noneDue), allDue: { ...p(allDue), batch }, nextDue: p(nextDue) },
      load: p(load),
      firstAction: p(firstAction),
    };
  } finally {
    await server.close();
  }
}

async function measure(make: (what: string) => Store, opts: TurnBasedBenchOptions) {
  const samples = opts.samples ?? 300;
  const say = opts.progress ?? (() => undefined);
  const empty = make('empty');
  const seededStore = make('seeded');
  try {
    await (await openStorage(empty.storage)).close();
    const storage = await openStorage(seededStore.storage);
    const t0 = performance.now();
    let seeded: SeededTables;
    try {
      seeded = await seedTurnBased(
        storage,
        opts.tables,
        (n) => say(`${empty.name}: ${n} tables seeded`),
        opts.templates,
      );
    } finally {
      await storage.close();
    }
    const seedSeconds = (performance.now() - t0) / 1000;
    // Each server started twice (by default), alternating; the smaller reading of each (a start's noise only adds).
    type Memory = Awaited<ReturnType<typeof childMemory>>;
    const runs: { empty: Memory; seeded: Memory }[] = [];
    for (let i = 0; i < 2; i++)
      runs.push({ empty: await childMemory(empty), seeded: await childMemory(seededStore) });
    const least = (k: 'empty' | 'seeded', f: 'rss' | 'heapUsed') => Math.min(...runs.map((r) => r[k][f]));
    say(`${empty.name}: memory measured; measuring latencies`);
    const lat = await latencies(seededStore, seeded, samples);
    return {
      tables: opts.tables,
      seedSeconds,
      bytesOnDisk: seededStore.size(),
      memory: {
        emptyRssMiB: least('empty', 'rss') / MiB,
        seededRssMiB: least('seeded', 'rss') / MiB,
        aboveEmptyMiB: (least('seeded', 'rss') - least('empty', 'rss')) / MiB,
        heapAboveEmptyMiB: (least('seeded', 'heapUsed') - least('empty', 'heapUsed')) / MiB,
        loadedAfterStart: Math.max(...runs.map((r) => r.seeded.loaded)),
      },
      ...lat,
    };
  } finally {
    await empty.drop();
    await seededStore.drop();
  }
}

type Figures = Awaited<ReturnType<typeof measure>>;

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

function describe(name: string, f: Figures): string[] {
  const disk = f.bytesOnDisk === null ? '' : `, ${(f.bytesOnDisk / MiB).toFixed(0)} MiB on disk`;
  const m = f.memory;
  const worstDue = Math.max(f.due.noneDue.p99, f.due.allDue.p99, f.due.nextDue.p99);
  return [
    `${name}: ${f.tables} idle turn-based tables (No Bid, 3 seats, 24 h; seeded in ${f.seedSeconds.toFixed(1)} s${disk})`,
    `  server memory above an empty server: ${m.aboveEmptyMiB.toFixed(1)} MiB RSS (${m.seededRssMiB.toFixed(1)} vs ${m.emptyRssMiB.toFixed(1)}; heap ${m.heapAboveEmptyMiB >= 0 ? '+' : ''}${m.heapAboveEmptyMiB.toFixed(1)} MiB; ${m.loadedAfterStart} tables loaded) — goal ≤ ${GOALS.memoryMiB} MiB: ${verdict(m.aboveEmptyMiB <= GOALS.memoryMiB)}`,
    `  "My games" (${f.myGames.listed} tables waiting) p99 ${ms(f.myGames.p99)} ms (p50 ${ms(f.myGames.p50)}; CPU p50 ${ms(f.myGames.cpuP50)}, p99 ${ms(f.myGames.cpuP99)}) — goal ≤ ${GOALS.p99Ms} ms: ${verdict(f.myGames.p99 <= GOALS.p99Ms)}`,
    `  due-timer query p99 ${ms(f.due.noneDue.p99)} ms with none due, ${ms(f.due.allDue.p99)} ms with all due (batch of ${f.due.allDue.batch}); next due time p99 ${ms(f.due.nextDue.p99)} ms (CPU p99 ${ms(f.due.noneDue.cpuP99)}, ${ms(f.due.allDue.cpuP99)}, ${ms(f.due.nextDue.cpuP99)}) — goal ≤ ${GOALS.p99Ms} ms: ${verdict(worstDue <= GOALS.p99Ms)}`,
    `  load on first action p99 ${ms(f.load.p99)} ms (p50 ${ms(f.load.p50)}; CPU p50 ${ms(f.load.cpuP50)}, p99 ${ms(f.load.cpuP99)}); load + action written p99 ${ms(f.firstAction.p99)} ms (CPU p99 ${ms(f.firstAction.cpuP99)}) — goal ≤ ${GOALS.p99Ms} ms: ${verdict(f.load.p99 <= GOALS.p99Ms)}`,
  ];
}

/** Runs the bench on SQLite and Postgres: lines to print and the figures as JSON. */
export async function turnBasedBench(
  opts: TurnBasedBenchOptions,
): Promise<{ lines: string[]; json: Record<string, unknown> }> {
  const lines = [`load average ${loadAverage()} at start, ${new Date().toISOString()}`];
  const json: Record<string, unknown> = {};
  const sqlite = await measure(sqliteStore, opts);
  lines.push(...describe('SQLite', sqlite));
  json.sqlite = sqlite;
  const problem = await postgresProblem(opts.postgresUrl);
  if (problem !== null) {
    lines.push(`Postgres: skipped (unreachable at ${redact(opts.postgresUrl)}: ${problem})`);
    json.postgres = { skipped: problem };
  } else {
    const postgres = await measure((what) => postgresStore(opts.postgresUrl, what), opts);
    lines.push(...describe('Postgres', postgres));
    json.postgres = postgres;
  }
  lines.push(`load average ${loadAverage()} at the end`);
  return { lines, json: { turnBased: json } };
}

/** A database address without its password, for a line that may be pasted anywhere. */
const redact = (url: string): string => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
