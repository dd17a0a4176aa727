/**
 * One cluster node for the fault tests and the cluster bench: the real server on Postgres
 * (DATABASE_URL, DATABASE_SCHEMA) and Redis (REDIS_URL, REDIS_PREFIX, NODE_ID), with quick bots
 * (BOT_MIN_MS..BOT_MAX_MS) so that games last seconds, not minutes. Prints its port. For
 * turn-based timers, CLOCK_OFFSET_FILE gives every node one clock that the test moves ahead
 * (`src/testing/offset-clock.ts`), and DUE_POLL_MS and DUE_CLAIM_MS the due-timer poller's wait and claim.
 */
import { configFromEnv } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { startServer } from '../../src/server.ts';
import { offsetClock } from '../../src/testing/offset-clock.ts';

const config = configFromEnv();
const botMin = Number(process.env.BOT_MIN_MS ?? 20);
const botMax = Number(process.env.BOT_MAX_MS ?? 60);
const clockFile = process.env.CLOCK_OFFSET_FILE;
const duePoll = {
  ...(process.env.DUE_POLL_MS ? { pollMs: Number(process.env.DUE_POLL_MS) } : {}),
  ...(process.env.DUE_CLAIM_MS ? { claimMs: Number(process.env.DUE_CLAIM_MS) } : {}),
};
const server = await startServer({
  port: config.port,
  host: '127.0.0.1',
  databaseUrl: config.databaseUrl,
  pgSchema: config.databaseSchema,
  redisUrl: config.redisUrl,
  redisPrefix: config.redisPrefix,
  nodeId: config.nodeId,
  timing: {
    turnBotMinMs: botMin,
    turnBotMaxMs: botMax,
    windowBotMinMs: botMin,
    windowBotMaxMs: botMax,
    graceMs: config.graceMs,
  },
  logger: createLogger(config.logLevel),
  webDist: null,
  ...(clockFile ? { clock: offsetClock(clockFile) } : {}),
  duePoll,
});
process.stdout.write(`LISTENING ${server.port}\n`);
process.once('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
