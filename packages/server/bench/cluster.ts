/**
 * `npm run bench:cluster [-- --tables 60 --seconds 30 --think 100 --turn-cap 30 --nodes 1,3]`
 *
 * The same load on one node and on three nodes, each time behind nginx, on the local Postgres
 * and Redis (a fresh schema and key prefix per run). Every table has four human seats, each a
 * socket client through nginx that answers its decisions after a short think time with a random
 * legal action; a finished table starts its rematch at once. It prints games finished per
 * second (tables per second), actions per second, and the p50/p99 latency from sending an
 * action to receiving the update that shows it.
 */
import { parseArgs } from 'node:util';
import { startTestCluster } from '../test/cluster/harness.ts';
import { cpuOf, loadAverage, newLoadStats, percentile, runTable, type SeatClient } from './load-client.ts';

const { values: args } = parseArgs({
  options: {
    tables: { type: 'string', default: '60' },
    seconds: { type: 'string', default: '30' },
    think: { type: 'string', default: '100' },
    'turn-cap': { type: 'string', default: '30' },
    nodes: { type: 'string', default: '1,3' },
  },
});
const TABLES = Number(args.tables);
const SECONDS = Number(args.seconds);
const THINK = Number(args.think);
const TURN_CAP = Number(args['turn-cap']);

const think = () => THINK * (0.5 + Math.random());
const settings = {
  game: 'nobid',
  reactionWindowSeconds: 2,
  turnTimerSeconds: 30,
  options: { turnCap: TURN_CAP },
};

async function measure(nodes: number): Promise<string> {
  // BENCH_PROFILE=DIR: each node writes a CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
    : [];
  const cluster = await startTestCluster({ nodes, env: { LOG_LEVEL: 'warn' }, execArgv: profile });
  let serverCpu = 0;
  const stats = newLoadStats();
  const clients: SeatClient[] = [];
  try {
    for (let i = 0; i < TABLES; i += 10) {
      const batch = Array.from({ length: Math.min(10, TABLES - i) }, () =>
        runTable(cluster.url, settings, stats, think),
      );
      clients.push(...(await Promise.all(batch)).flat());
    }
    await new Promise((r) => setTimeout(r, 2000)); // warm up
    const pids = cluster.nodes.map((n) => n.child.pid!);
    const cpu0 = pids.map(cpuOf);
    stats.measuring = true;
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    stats.measuring = false;
    serverCpu = pids.map(cpuOf).reduce((sum, c, i) => sum + c - cpu0[i]!, 0);
  } finally {
    for (const c of clients) c.close();
    await cluster.stop();
  }
  const load = loadAverage();
  const perAction = stats.actions > 0 ? (serverCpu * 1000) / stats.actions : Number.NaN;
  return [
    `${nodes} node${nodes > 1 ? 's' : ''}: tables/s ${(stats.games / SECONDS).toFixed(2)} (${stats.games} games), actions/s ${(stats.actions / SECONDS).toFixed(0)},`,
    `  server CPU ${((serverCpu / SECONDS) * 100).toFixed(0)}% of a core over the nodes, ${perAction.toFixed(2)} ms per action`,
    `  action->update p50 ${percentile(stats.latencies, 50).toFixed(1)} ms, p99 ${percentile(stats.latencies, 99).toFixed(1)} ms (${stats.latencies.length} updates), errors ${stats.errors}${stats.codes.size ? ` (${[...stats.codes].map(([c, n]) => `${c} ${n}`).join(', ')})` : ''}, tables failed ${[...stats.failedTables.values()].reduce((a, b) => a + b, 0)}, load average ${load}`,
  ].join('\n');
}

process.stdout.write(
  `No Bid, ${TABLES} concurrent 4-seat tables (turn cap ${TURN_CAP}), think ~${THINK} ms, ${SECONDS} s per run, behind nginx, Postgres + Redis\n`,
);
for (const n of args.nodes!.split(',').map(Number)) process.stdout.write(`${await measure(n)}\n`);
process.exit(0);
