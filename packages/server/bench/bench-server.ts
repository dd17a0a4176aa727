/** The server under benchmark, in its own process: SQLite in DATA_DIR, quiet logs. Prints its port. */

import { GAMES } from '@nobid/catalog';
import { toyGame } from '@nobid/engine/testing';
import { createLogger } from '../src/logger.ts';
import { startServer } from '../src/server.ts';

const server = await startServer({
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
