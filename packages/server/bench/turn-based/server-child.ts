/**
 * The server process whose memory the turn-based bench reads: the real server on the store named
 * by BENCH_STORE (JSON: `dataDir`, or `databaseUrl` and `pgSchema`), with no web client and no
 * notification channels. Once it listens and its first due-timer poll is done, it collects
 * garbage and prints `MEMORY {rss, heapUsed}` (bytes); it runs until SIGTERM. Needs --expose-gc.
 */
import pino from 'pino';
import { startServer } from '../../src/server.ts';

const store = JSON.parse(process.env.BENCH_STORE ?? '{}') as {
  dataDir?: string;
  databaseUrl?: string;
  pgSchema?: string;
};
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  ...store,
  logger: pino({ level: 'warn' }),
  webDist: null,
  notify: {},
});
await server.duePoller.poll();
// A moment for what a start leaves running (the first sweep is a minute off), then settle the heap.
await new Promise((r) => setTimeout(r, 1500));
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
for (let i = 0; i < 3; i++) {
  gc();
  await new Promise((r) => setTimeout(r, 100));
}
process.once('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(`close failed: ${String(err)}\n`);
      process.exit(1);
    },
  );
});
const { rss, heapUsed } = process.memoryUsage();
process.stdout.write(`MEMORY ${JSON.stringify({ rss, heapUsed, loaded: server.ctx.runtimes.size() })}\n`);
