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
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import type { Ack, ActResult, CreateTableResponse, JoinResponse, ViewUpdate } from '../src/protocol.ts';
import { startTestCluster } from '../test/cluster/harness.ts';

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

interface Stats {
  latencies: number[];
  actions: number;
  games: number;
  errors: number;
  codes: Map<string, number>;
  measuring: boolean;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function seatClient(url: string, token: string, stats: Stats, onOver: () => void) {
  const socket: Socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  let tableId = '';
  let answered = -1;
  let pending: { version: number; sentAt: number } | null = null;
  socket.on('view', (v: ViewUpdate) => {
    if (v.tableId !== tableId) return;
    if (pending && v.version >= pending.version) {
      if (stats.measuring) stats.latencies.push(performance.now() - pending.sentAt);
      pending = null;
    }
    if (v.legal.length === 0 || answered === v.version) return;
    answered = v.version;
    const windowId = v.decisions.find((d) => d.windowId !== undefined)?.windowId;
    setTimeout(
      () => {
        if (answered !== v.version || v.tableId !== tableId) return;
        const action = v.legal[Math.floor(Math.random() * v.legal.length)];
        const sentAt = performance.now();
        pending = { version: v.version + 1, sentAt };
        socket.emit(
          'act',
          windowId === undefined ? { action } : { action, windowId },
          (ack: Ack<ActResult>) => {
            if (ack.ok) {
              if (stats.measuring) stats.actions++;
              if (pending?.sentAt === sentAt) pending = { version: ack.value.version, sentAt };
            } else {
              if (pending?.sentAt === sentAt) pending = null;
              // Refusals a fast client meets in normal play: its window closed, or the game ended.
              const normal = ['stale-window', 'not-your-decision', 'game-over'];
              if (!normal.includes(ack.error.code)) {
                stats.errors++;
                stats.codes.set(ack.error.code, (stats.codes.get(ack.error.code) ?? 0) + 1);
              }
            }
          },
        );
      },
      THINK * (0.5 + Math.random()),
    );
  });
  socket.on('tableOver', () => onOver());
  return {
    hello(id: string) {
      tableId = id;
      answered = -1;
      pending = null;
      return new Promise<void>((resolve) =>
        socket.emit('hello', { tableId: id, seatToken: token }, () => resolve()),
      );
    },
    rematch: () =>
      new Promise<string>((resolve) =>
        socket.emit('rematch', {}, (ack: Ack<{ tableId: string }>) =>
          resolve(ack.ok ? ack.value.tableId : ''),
        ),
      ),
    close: () => socket.close(),
  };
}

async function runTable(url: string, stats: Stats) {
  const human = { kind: 'human' };
  const created = await post<CreateTableResponse>(`${url}/api/tables`, {
    settings: {
      game: 'nobid',
      seats: [human, human, human, human],
      reactionWindowSeconds: 2,
      turnTimerSeconds: 30,
      options: { turnCap: TURN_CAP },
    },
    name: 'p0',
  });
  const id = created.table.id;
  const tokens = [created.seatToken!];
  for (let i = 1; i < 4; i++)
    tokens.push((await post<JoinResponse>(`${url}/api/tables/${id}/join`, { name: `p${i}` })).seatToken);
  let over = false;
  const seats = tokens.map((t, i) =>
    seatClient(url, t, stats, () => {
      if (i !== 0 || over) return;
      over = true;
      if (stats.measuring) stats.games++;
      void (async () => {
        const next = await seats[0]!.rematch();
        if (!next) return;
        await Promise.all(seats.map((s) => s.hello(next)));
        over = false;
      })();
    }),
  );
  await Promise.all(seats.map((s) => s.hello(id)));
  await post(`${url}/api/tables/${id}/start`, { seatToken: tokens[0] });
  return seats;
}

/** CPU seconds (user + system) a process has used so far. */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function measure(nodes: number): Promise<string> {
  // BENCH_PROFILE=DIR: each node writes a CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
    : [];
  const cluster = await startTestCluster({ nodes, env: { LOG_LEVEL: 'warn' }, execArgv: profile });
  let serverCpu = 0;
  const stats: Stats = { latencies: [], actions: 0, games: 0, errors: 0, codes: new Map(), measuring: false };
  const clients: ReturnType<typeof seatClient>[] = [];
  try {
    for (let i = 0; i < TABLES; i += 10) {
      const batch = Array.from({ length: Math.min(10, TABLES - i) }, () => runTable(cluster.url, stats));
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
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  const perAction = stats.actions > 0 ? (serverCpu * 1000) / stats.actions : Number.NaN;
  return [
    `${nodes} node${nodes > 1 ? 's' : ''}: tables/s ${(stats.games / SECONDS).toFixed(2)} (${stats.games} games), actions/s ${(stats.actions / SECONDS).toFixed(0)},`,
    `  server CPU ${((serverCpu / SECONDS) * 100).toFixed(0)}% of a core over the nodes, ${perAction.toFixed(2)} ms per action`,
    `  action->update p50 ${pct(stats.latencies, 50).toFixed(1)} ms, p99 ${pct(stats.latencies, 99).toFixed(1)} ms (${stats.latencies.length} updates), errors ${stats.errors}${stats.codes.size ? ` (${[...stats.codes].map(([c, n]) => `${c} ${n}`).join(', ')})` : ''}, load average ${load}`,
  ].join('\n');
}

process.stdout.write(
  `No Bid, ${TABLES} concurrent 4-seat tables (turn cap ${TURN_CAP}), think ~${THINK} ms, ${SECONDS} s per run, behind nginx, Postgres + Redis\n`,
);
for (const n of args.nodes!.split(',').map(Number)) process.stdout.write(`${await measure(n)}\n`);
process.exit(0);
