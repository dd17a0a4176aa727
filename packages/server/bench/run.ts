/**
 * `npm run bench:server [-- --tables 1000 --seconds 60 --game nobid --think 3000 --ramp 40 --clients N]`
 *
 * Many 4-seat tables over real sockets on loopback. Every seat is a socket client that plays like
 * a player: when an update gives it a decision, it waits a human-like think time and sends a
 * random legal action. The figure is the latency from sending an action to receiving the update
 * that shows it (the acting seat's own view at the new version), p50 and p99, measured after
 * every table has started; and the server process's memory per table. A finished table starts a
 * rematch. The seats live in `--clients` load-generator processes (default: one per 1,000
 * tables, at least one), beside the server's own process; every one counts a `rate-limited` (or
 * any other unexpected) refusal as an error.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { cpuOf, loadAverage, percentile, REQUEST_TIMEOUT_MS } from './load-client.ts';
import type { WorkerReport, WorkerStart } from './load-worker.ts';

const USAGE = `usage: npm run bench:server [-- --tables 1000 --seconds 60 --game nobid --think 3000 --ramp 40 --clients N]
  --tables   tables to open (4 seats each)           --seconds  how long to measure
  --game     nobid or startups                       --think    a seat's think time, ms
  --ramp     tables started per second               --clients  load-generator processes (default: one per 1,000 tables)`;

/** Bad input: one line and exit code 2, never a stack trace. */
function usageError(message: string): never {
  process.stderr.write(`bench:server: ${message} (see npm run bench:server -- --help)\n`);
  process.exit(2);
}

function parseCommandLine() {
  try {
    return parseArgs({
      options: {
        tables: { type: 'string', default: '1000' },
        seconds: { type: 'string', default: '60' },
        game: { type: 'string', default: 'nobid' },
        think: { type: 'string', default: '3000' },
        ramp: { type: 'string', default: '40' },
        clients: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (err) {
    return usageError((err as Error).message.split('\n')[0]!);
  }
}

const args = parseCommandLine();
if (args.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
/** A whole number of at least `min`, or a usage error naming the flag. */
function whole(flag: string, text: string, min: number): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min)
    usageError(`--${flag} must be a whole number of at least ${min}, got "${text}"`);
  return n;
}
const TABLES = whole('tables', args.tables, 1);
const SECONDS = whole('seconds', args.seconds, 1);
const GAME = args.game;
if (GAME !== 'nobid' && GAME !== 'startups') usageError(`--game must be nobid or startups, got "${GAME}"`);
const THINK = whole('think', args.think, 0);
const RAMP_PER_SECOND = whole('ramp', args.ramp, 1);
const CLIENTS =
  args.clients === undefined ? Math.max(1, Math.ceil(TABLES / 1000)) : whole('clients', args.clients, 1);

const dataDir = mkdtempSync(join(tmpdir(), 'nobid-bench-'));
const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

let onLine: (line: string) => void = () => undefined;
/** Set once the bench stops its processes itself: their exits are expected from then on. */
let ending = false;

function startServerProcess(): Promise<{ child: ChildProcess; url: string }> {
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
    : [];
  // More node flags for the server (`--perf-basic-prof` for `perf record -p`: CPU time only, where
  // --cpu-prof's samples also count the time the process waited for a CPU on a busy machine).
  if (process.env.BENCH_SERVER_FLAGS) profile.push(...process.env.BENCH_SERVER_FLAGS.split(' '));
  const child = spawn(
    process.execPath,
    ['--expose-gc', ...profile, '--import', 'tsx', here('./bench-server.ts')],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      let nl = out.indexOf('\n');
      while (nl >= 0) {
        const line = out.slice(0, nl);
        out = out.slice(nl + 1);
        const m = /LISTENING (\d+)/.exec(line);
        if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}` });
        else onLine(line);
        nl = out.indexOf('\n');
      }
    });
    child.once('exit', (code, signal) => {
      reject(new Error(`bench server exited (${code ?? signal})`));
      if (ending) return;
      process.stderr.write(`bench server exited (${code ?? signal})\n`);
      process.exit(1);
    });
  });
}

/** The server's memory after a full collection (heap, RSS) and how many tables it holds. */
function serverMemory(child: ChildProcess): Promise<{ heapUsed: number; rss: number; runtimes: number }> {
  return new Promise((resolve) => {
    onLine = (line) => {
      if (line.startsWith('MEMORY ')) resolve(JSON.parse(line.slice(7)));
    };
    child.kill('SIGUSR2');
  });
}

const next = <T>(child: ChildProcess, type: string) =>
  new Promise<T>((resolve) => {
    const on = (msg: { type: string }) => {
      if (msg.type !== type) return;
      child.off('message', on);
      resolve(msg as T);
    };
    child.on('message', on);
  });

const { child, url } = await startServerProcess();
const idle = await serverMemory(child);
const t0 = performance.now();
const workers = Array.from({ length: CLIENTS }, (_, i) => {
  const w = fork(here('./load-worker.ts'), [], { execArgv: ['--import', 'tsx'] });
  // The load generator shares the machine: below the server, so that it takes what the server
  // leaves rather than the other way round (its CPU per action is printed on its own).
  try {
    setPriority(w.pid!, 19);
  } catch {
    // Not allowed here: both run at the bench's own priority.
  }
  w.once('exit', (code, signal) => {
    if (code === 0) return;
    process.stderr.write(`load process ${i} exited (${code ?? signal})\n`);
    process.exit(1);
  });
  const tables = Math.floor(TABLES / CLIENTS) + (i < TABLES % CLIENTS ? 1 : 0);
  const start: WorkerStart = {
    type: 'start',
    url,
    tables,
    game: GAME,
    think: THINK,
    ramp: RAMP_PER_SECOND / CLIENTS,
  };
  w.send(start);
  return w;
});
const allUp = Promise.all(workers.map((w) => next(w, 'up')));
// Memory per table is the slope between half the tables and all of them: what a table adds,
// without what the process allocates once whatever the count (compiled code, caches).
await Promise.all(workers.map((w) => next(w, 'half')));
const half = await serverMemory(child);
await allUp;
process.stdout.write(
  `${TABLES} tables up in ${((performance.now() - t0) / 1000).toFixed(1)} s (${CLIENTS} load processes); measuring for ${SECONDS} s\n`,
);
for (const w of workers) w.send({ type: 'measure' });
const serverCpu0 = cpuOf(child.pid!);
const load0 = loadAverage();
await new Promise((r) => setTimeout(r, SECONDS * 1000));
const reportsDue = workers.map((w) => next<WorkerReport>(w, 'report'));
for (const w of workers) w.send({ type: 'stop' });
const serverCpu = cpuOf(child.pid!) - serverCpu0;
const reports = await Promise.all(reportsDue);
const load = loadAverage();
const loaded = await serverMemory(child);
const slope = (loaded.heapUsed - half.heapUsed) / Math.max(1, loaded.runtimes - half.runtimes);
const loadedRss = rssOf(child.pid!);

const sum = (f: (r: WorkerReport) => number) => reports.reduce((n, r) => n + f(r), 0);
const latencies = reports.flatMap((r) => r.latencies);
const codes = new Map<string, number>();
for (const r of reports) for (const [c, n] of r.codes) codes.set(c, (codes.get(c) ?? 0) + n);
const failed = new Map<string, number>();
for (const r of reports) for (const [c, n] of r.failedTables) failed.set(c, (failed.get(c) ?? 0) + n);
const failedCount = [...failed.values()].reduce((a, b) => a + b, 0);
const clientCpu = sum((r) => r.cpu);
const actions = sum((r) => r.actions);
const mib = (b: number) => (b / 2 ** 20).toFixed(0);
const perTable = (b: number) => (b / TABLES / 1024).toFixed(0);
const lines = [
  `game ${GAME}, ${TABLES} concurrent 4-seat tables, ${sum((r) => r.sockets)} sockets, turn think ~${THINK} ms, window answers 0.6-2.5 s, views as patches`,
  `tables failed ${failedCount}${failed.size ? ` (${[...failed].map(([c, n]) => `${c} ${n}`).join(', ')})` : ''}: a request unanswered for ${REQUEST_TIMEOUT_MS / 1000} s fails its table (an action's counts as an error)`,
  `actions/s ${(actions / SECONDS).toFixed(0)}, updates measured ${latencies.length}, games finished ${sum((r) => r.games)}, errors ${sum((r) => r.errors)}${codes.size ? ` (${[...codes].map(([c, n]) => `${c} ${n}`).join(', ')})` : ''}, refused as stale ${sum((r) => r.refused)}, patches off their base ${sum((r) => r.patchMisses)}`,
  `action->update latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${percentile(latencies, 100).toFixed(1)} ms`,
  `cpu: server ${((serverCpu / SECONDS) * 100).toFixed(0)}% of a core (${((serverCpu / TABLES / SECONDS) * 60 * 1000).toFixed(1)} ms per table-minute, ${((serverCpu / Math.max(1, actions)) * 1e6).toFixed(0)} us per action), load generator ${((clientCpu / SECONDS) * 100).toFixed(0)}% (${((clientCpu / Math.max(1, actions)) * 1e6).toFixed(0)} us per action, nice 19), machine load average ${load0} -> ${load}`,
  `server memory: heap after GC idle ${mib(idle.heapUsed)} MiB, at ${half.runtimes} tables ${mib(half.heapUsed)} MiB, at ${loaded.runtimes} ${mib(loaded.heapUsed)} MiB: ${(slope / 1024).toFixed(0)} KiB per table (slope), ${perTable(loaded.heapUsed - idle.heapUsed)} KiB per table over idle; RSS idle ${mib(idle.rss)} MiB, loaded ${mib(loadedRss)} MiB (~${perTable(loadedRss - idle.rss)} KiB per table over idle)`,
];
process.stdout.write(`${lines.join('\n')}\n`);
ending = true;
for (const w of workers) w.send({ type: 'exit' });
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
