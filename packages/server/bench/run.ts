/**
 * `npm run bench:server [-- --tables 1000 --seconds 60 --game nobid --think 3000 --ramp 40]`
 *
 * Many 4-seat tables over real sockets on loopback. Every seat is a socket client that plays like
 * a bot: when an update gives it a decision, it waits a human-like think time and sends a random
 * legal action. The figure is the latency from sending an action to receiving the update that
 * shows it (the acting seat's own view at the new version), p50 and p99, measured after every
 * table has started; and the server process's memory per table. A finished table starts a rematch.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { cpuOf, loadAverage, newLoadStats, percentile, runTable, type SeatClient } from './load-client.ts';

const { values: args } = parseArgs({
  options: {
    tables: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '60' },
    game: { type: 'string', default: 'nobid' },
    think: { type: 'string', default: '3000' },
    ramp: { type: 'string', default: '40' },
  },
});
const TABLES = Number(args.tables);
const SECONDS = Number(args.seconds);
const GAME = args.game!;
const THINK = Number(args.think);
const RAMP_PER_SECOND = Number(args.ramp);

const dataDir = mkdtempSync(join(tmpdir(), 'nobid-bench-'));
const serverFile = fileURLToPath(new URL('./bench-server.ts', import.meta.url));

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

function startServerProcess(): Promise<{ child: ChildProcess; url: string }> {
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', serverFile], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
}

const stats = newLoadStats();
// Turn decisions: uniform around THINK (±50%). Window answers: like the server's own bots, 0.6–2.5 s.
const think = (window: boolean) => (window ? 600 + Math.random() * 1900 : THINK * (0.5 + Math.random()));
const settings = { game: GAME, reactionWindowSeconds: 5, turnTimerSeconds: 60 };

const { child, url } = await startServerProcess();
const idleRss = rssOf(child.pid!);
const all: SeatClient[] = [];
const t0 = performance.now();
const BATCH = 10;
for (let i = 0; i < TABLES; i += BATCH) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(BATCH, TABLES - i) }, () => runTable(url, settings, stats, think)),
  );
  all.push(...batch.flat());
  const due = ((i + BATCH) / RAMP_PER_SECOND) * 1000;
  const wait = due - (performance.now() - t0);
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}
process.stdout.write(
  `${TABLES} tables up in ${((performance.now() - t0) / 1000).toFixed(1)} s; measuring for ${SECONDS} s\n`,
);
stats.measuring = true;
const serverCpu0 = cpuOf(child.pid!);
const clientCpu0 = process.cpuUsage();
await new Promise((r) => setTimeout(r, SECONDS * 1000));
stats.measuring = false;
const serverBusy = (cpuOf(child.pid!) - serverCpu0) / SECONDS;
const clientUsage = process.cpuUsage(clientCpu0);
const clientBusy = (clientUsage.user + clientUsage.system) / 1e6 / SECONDS;
const load = loadAverage();
const loadedRss = rssOf(child.pid!);
const rate = stats.actions / SECONDS;
const lines = [
  `game ${GAME}, ${TABLES} concurrent 4-seat tables, ${all.length} sockets, turn think ~${THINK} ms, window answers 0.6-2.5 s`,
  `actions/s ${rate.toFixed(0)}, updates measured ${stats.latencies.length}, games finished ${stats.games}, errors ${stats.errors}, refused as stale ${stats.refused}`,
  `action->update latency p50 ${percentile(stats.latencies, 50).toFixed(1)} ms, p99 ${percentile(stats.latencies, 99).toFixed(1)} ms, max ${percentile(stats.latencies, 100).toFixed(1)} ms`,
  `cpu: server ${(serverBusy * 100).toFixed(0)}% of a core, load generator ${(clientBusy * 100).toFixed(0)}%, machine load average ${load}`,
  `server memory: idle ${(idleRss / 2 ** 20).toFixed(0)} MiB, loaded ${(loadedRss / 2 ** 20).toFixed(0)} MiB, ~${((loadedRss - idleRss) / TABLES / 1024).toFixed(0)} KiB per table`,
];
process.stdout.write(`${lines.join('\n')}\n`);
for (const s of all) s.close();
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
