/**
 * `nobid serve` on a clock the test moves ahead, for browser tests of turn-based tables (days per
 * move): the same server as `serve` builds it (the web client, SQLite in DATA_DIR, SMTP_URL and
 * PUBLIC_URL for notices, BOT_PACE), whose clock is the wall clock plus an offset the test writes
 * to CLOCK_OFFSET_FILE (`../server-clock.ts`). Run with `node --import tsx`. Timeouts run in real
 * time from when they are set: the due-timer poller waits at most a second between polls, so a
 * jump is seen at once.
 */
import { botTimingAtPace, configFromEnv, createLogger, startServer } from '@nobid/server';
import { offsetClock } from '@nobid/server/testing';
import { ensureWebClient } from '@nobid/web';

const file = process.env.CLOCK_OFFSET_FILE;
if (!file) throw new Error('CLOCK_OFFSET_FILE names the file that holds the clock offset');
const config = configFromEnv();
const logger = createLogger(config.logLevel);
const server = await startServer({
  port: config.port,
  host: config.host,
  dataDir: config.dataDir,
  timing: { ...botTimingAtPace(config.botPace), graceMs: config.graceMs },
  webDist: () => ensureWebClient(logger),
  logger,
  clock: offsetClock(file),
});
const stop = () =>
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
process.stdout.write(`nobid: serving on ${server.url}\n`);
