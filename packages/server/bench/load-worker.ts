/**
 * One load-generator process of `bench:server` (run.ts starts several, so that no single event
 * loop carries every socket): it opens its share of the tables, counts only while told to, and
 * reports its figures and its own CPU time when asked. Spoken to over the IPC channel.
 */
import { newLoadStats, runTable, type SeatClient } from './load-client.ts';

export interface WorkerStart {
  readonly type: 'start';
  readonly url: string;
  readonly tables: number;
  readonly game: string;
  readonly think: number;
  /** Tables a second this process opens. */
  readonly ramp: number;
}

export interface WorkerReport {
  readonly type: 'report';
  readonly latencies: number[];
  readonly actions: number;
  readonly games: number;
  readonly refused: number;
  readonly errors: number;
  readonly codes: [string, number][];
  readonly patchMisses: number;
  /** Tables that could not be set up or rematched in time, by reason (`runTable`). */
  readonly failedTables: [string, number][];
  readonly sockets: number;
  /** CPU seconds while measuring. */
  readonly cpu: number;
}

const stats = newLoadStats();
const all: SeatClient[] = [];
let cpu0 = process.cpuUsage();

async function start(msg: WorkerStart): Promise<void> {
  // Turn decisions: uniform around think (±50%). Window answers: like the server's bots, 0.6–2.5 s.
  const think = (window: boolean) =>
    window ? 600 + Math.random() * 1900 : msg.think * (0.5 + Math.random());
  const settings = { game: msg.game, reactionWindowSeconds: 5, turnTimerSeconds: 60 };
  const t0 = performance.now();
  const BATCH = 10;
  for (let i = 0; i < msg.tables; i += BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(BATCH, msg.tables - i) }, () =>
        runTable(msg.url, settings, stats, think),
      ),
    );
    all.push(...batch.flat());
    if (i < msg.tables / 2 && i + BATCH >= msg.tables / 2) process.send!({ type: 'half' });
    const wait = ((i + BATCH) / msg.ramp) * 1000 - (performance.now() - t0);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  if (msg.tables < 2) process.send!({ type: 'half' });
  process.send!({ type: 'up' });
}

process.on('message', (msg: WorkerStart | { type: 'measure' | 'stop' | 'exit' }) => {
  if (msg.type === 'start') void start(msg);
  else if (msg.type === 'measure') {
    stats.measuring = true;
    cpu0 = process.cpuUsage();
  } else if (msg.type === 'stop') {
    stats.measuring = false;
    const used = process.cpuUsage(cpu0);
    const report: WorkerReport = {
      type: 'report',
      latencies: stats.latencies,
      actions: stats.actions,
      games: stats.games,
      refused: stats.refused,
      errors: stats.errors,
      codes: [...stats.codes],
      patchMisses: stats.patchMisses,
      failedTables: [...stats.failedTables],
      sockets: all.length,
      cpu: (used.user + used.system) / 1e6,
    };
    process.send!(report);
  } else if (msg.type === 'exit') {
    for (const s of all) s.close();
    process.exit(0);
  }
});
