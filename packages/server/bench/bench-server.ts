/**
 * The server under benchmark, in its own process: SQLite in DATA_DIR, quiet logs. Prints its port,
 * and on SIGUSR2 its memory after a full collection (`MEMORY {json}`, run with --expose-gc), so
 * that the bench tells live memory from garbage not yet collected.
 */

import { GAMES } from '@nobid/catalog';
import { toyGame } from '@nobid/engine/testing';
import { createLogger } from '../src/logger.ts';
import { startServer } from '../src/server.ts';

/**
 * The load generator plays thousands of clients from this one address, so the per-address and
 * per-client budgets (which a real client never meets) are lifted; each socket keeps its own
 * budget, as a real player's does, and a `rate-limited` reply still counts as an error.
 */
const UNLIMITED = { burst: 1e9, perSecond: 1e9 };
// Before the server starts: an early SIGUSR2 must not end the process (its default action).
let server: Awaited<ReturnType<typeof startServer>> | undefined;
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  process.stdout.write(`MEMORY ${JSON.stringify({ ...m, runtimes: server?.ctx.runtimes.size() ?? 0 })}\n`);
});
server = await startServer({
  socketLimits: { perAddress: UNLIMITED },
  httpLimits: {
    apiPerMinute: 1e9,
    tokenPerMinute: 1e9,
    tablesPerClient: UNLIMITED,
    tablesOverall: UNLIMITED,
  },
  port: 0,
  host: '127.0.0.1',
  dataDir: process.env.DATA_DIR!,
  games: [...Object.values(GAMES), toyGame],
  logger: createLogger('warn'),
  webDist: null,
});
process.stdout.write(`LISTENING ${server.port}\n`);
// A normal exit on SIGTERM, so that --cpu-prof (BENCH_PROFILE=1) can write its profile.
process.once('SIGTERM', () => process.exit(0));
