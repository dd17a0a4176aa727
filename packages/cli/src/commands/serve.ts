import type { Command } from 'commander';

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description(
      'serve the web app and its API (PORT, HOST, DATA_DIR, DATABASE_URL, REDIS_URL, GRACE_SECONDS, BOT_PACE, LOG_LEVEL, TRUST_PROXY, ALLOWED_ORIGINS, METRICS_TOKEN)',
    )
    .action(async () => {
      // Listened for from the start: a stop asked for while the client builds (spawnSync, which
      // holds the event loop) is seen once the build is done, and the server then never opens.
      // Without a listener Node would die at once and leave vite building on its own.
      let server: Awaited<ReturnType<typeof startServer>> | undefined;
      let stopping = false;
      const stop = () => {
        if (stopping) return;
        stopping = true;
        if (!server) return;
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      // Once: a second Ctrl-C ends the process at once, as a stuck close would otherwise hold it.
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      // Loaded here so that other commands do not pay for the server's dependencies.
      const { botTimingAtPace, configFromEnv, createLogger, startServer } = await import('@nobid/server');
      const { ensureWebClient } = await import('@nobid/web');
      let config: ReturnType<typeof configFromEnv>;
      try {
        config = configFromEnv();
      } catch (err) {
        // A setting out of range (BOT_PACE=2, PORT=abc): one line naming it, exit 2, nothing opened.
        process.stderr.write(`nobid: ${err instanceof Error ? err.message : String(err)}\n`);
        process.exit(2);
      }
      const logger = createLogger(config.logLevel);
      try {
        server = await startServer({
          port: config.port,
          host: config.host,
          dataDir: config.dataDir,
          databaseUrl: config.databaseUrl,
          pgSchema: config.databaseSchema,
          redisUrl: config.redisUrl,
          redisPrefix: config.redisPrefix,
          nodeId: config.nodeId,
          trustProxy: config.trustProxy,
          allowedOrigins: config.allowedOrigins,
          metricsToken: config.metricsToken,
          timing: { ...botTimingAtPace(config.botPace), graceMs: config.graceMs },
          // Built (when stale) only once the data directory is this server's.
          webDist: () => ensureWebClient(logger),
          logger,
        });
      } catch (err) {
        // A bad DATA_DIR or a directory another server owns: one line for the operator, exit 2.
        if (err instanceof Error && err.name === 'StartupError') {
          process.stderr.write(`nobid: ${err.message}\n`);
          process.exit(2);
        }
        throw err;
      }
      if (stopping) {
        await server.close();
        process.exit(0);
      }
      process.stdout.write(`nobid: serving on ${server.url}\n`);
    });
}
