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
import { io, type Socket } from 'socket.io-client';
import type { Ack, ActResult, CreateTableResponse, JoinResponse, ViewUpdate } from '../src/protocol.ts';

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

/** CPU seconds (user + system) a process has used so far. */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

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

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const latencies: number[] = [];
let measuring = false;
let actions = 0;
let games = 0;
let errors = 0;
let refused = 0;

/** One seat: a socket that answers its decisions after a think time. */
function seatClient(url: string, token: string, onOver: () => void) {
  const socket: Socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  let tableId = '';
  let answered = -1;
  let pending: { version: number; sentAt: number } | null = null;
  socket.on('view', (v: ViewUpdate) => {
    if (pending && v.version >= pending.version && v.tableId === tableId) {
      if (measuring) latencies.push(performance.now() - pending.sentAt);
      pending = null;
    }
    if (v.legal.length === 0 || answered === v.version || v.tableId !== tableId) return;
    answered = v.version;
    const windowId = v.decisions.find((d) => d.windowId !== undefined)?.windowId;
    // Turn decisions: uniform around THINK (±50%). Window answers: like the server's own bots, 0.6–2.5 s.
    const think = windowId === undefined ? THINK * (0.5 + Math.random()) : 600 + Math.random() * 1900;
    setTimeout(() => {
      if (answered !== v.version || v.tableId !== tableId) return;
      const action = v.legal[Math.floor(Math.random() * v.legal.length)];
      const sentAt = performance.now();
      socket.emit(
        'act',
        windowId === undefined ? { action } : { action, windowId },
        (ack: Ack<ActResult>) => {
          if (ack.ok) {
            actions++;
            // The update may come before the ack: then the latency was already taken.
            if (!pending || pending.sentAt !== sentAt) return;
            pending = { version: ack.value.version, sentAt };
          } else {
            // A refused action (its window closed meanwhile) brings no update: nothing to time.
            if (pending?.sentAt === sentAt) pending = null;
            if (ack.error.code !== 'stale-window' && ack.error.code !== 'not-your-decision') errors++;
            else refused++;
          }
        },
      );
      pending = { version: v.version + 1, sentAt };
    }, think);
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

async function runTable(url: string) {
  const human = { kind: 'human' };
  const created = await post<CreateTableResponse>(`${url}/api/tables`, {
    settings: {
      game: GAME,
      seats: [human, human, human, human],
      reactionWindowSeconds: 5,
      turnTimerSeconds: 60,
    },
    name: 'p0',
  });
  const id = created.table.id;
  const tokens = [created.seatToken!];
  for (let i = 1; i < 4; i++)
    tokens.push((await post<JoinResponse>(`${url}/api/tables/${id}/join`, { name: `p${i}` })).seatToken);
  let over = false;
  const seats = tokens.map((t, i) =>
    seatClient(url, t, () => {
      if (i !== 0 || over) return;
      over = true;
      games++;
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

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

const { child, url } = await startServerProcess();
const idleRss = rssOf(child.pid!);
const all: ReturnType<typeof seatClient>[] = [];
const t0 = performance.now();
const BATCH = 10;
for (let i = 0; i < TABLES; i += BATCH) {
  const batch = await Promise.all(Array.from({ length: Math.min(BATCH, TABLES - i) }, () => runTable(url)));
  all.push(...batch.flat());
  const due = ((i + BATCH) / RAMP_PER_SECOND) * 1000;
  const wait = due - (performance.now() - t0);
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}
process.stdout.write(
  `${TABLES} tables up in ${((performance.now() - t0) / 1000).toFixed(1)} s; measuring for ${SECONDS} s\n`,
);
measuring = true;
const actions0 = actions;
const serverCpu0 = cpuOf(child.pid!);
const clientCpu0 = process.cpuUsage();
await new Promise((r) => setTimeout(r, SECONDS * 1000));
measuring = false;
const serverBusy = (cpuOf(child.pid!) - serverCpu0) / SECONDS;
const clientUsage = process.cpuUsage(clientCpu0);
const clientBusy = (clientUsage.user + clientUsage.system) / 1e6 / SECONDS;
const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
const loadedRss = rssOf(child.pid!);
const rate = (actions - actions0) / SECONDS;
const lines = [
  `game ${GAME}, ${TABLES} concurrent 4-seat tables, ${all.length} sockets, turn think ~${THINK} ms, window answers 0.6-2.5 s`,
  `actions/s ${rate.toFixed(0)}, updates measured ${latencies.length}, games finished ${games}, errors ${errors}, refused as stale ${refused}`,
  `action->update latency p50 ${pct(latencies, 50).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms, max ${pct(latencies, 100).toFixed(1)} ms`,
  `cpu: server ${(serverBusy * 100).toFixed(0)}% of a core, load generator ${(clientBusy * 100).toFixed(0)}%, machine load average ${load}`,
  `server memory: idle ${(idleRss / 2 ** 20).toFixed(0)} MiB, loaded ${(loadedRss / 2 ** 20).toFixed(0)} MiB, ~${((loadedRss - idleRss) / TABLES / 1024).toFixed(0)} KiB per table`,
];
process.stdout.write(`${lines.join('\n')}\n`);
for (const s of all) s.close();
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
