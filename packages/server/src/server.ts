/**
 * Starts the whole server: storage, the REST API, the table socket and the web client, then
 * resumes every table that was in play.
 */
import type { AnyGame } from '@nobid/engine';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import type { Logger } from 'pino';
import { type BotProvider, levelBots } from './bot-players.ts';
import { type Clock, realClock } from './clock.ts';
import { joinCluster } from './cluster/cluster.ts';
import { trackWrites } from './cluster/write-tracking.ts';
import type { Outbox, ServerContext } from './context.ts';
import { gameRegistry } from './games.ts';
import { registerApi, registerWebClient } from './http.ts';
import { createLogger } from './logger.ts';
import { soleOwnership } from './ownership.ts';
import { localPresence } from './presence-directory.ts';
import { attachRealtime } from './realtime.ts';
import { resumeTables } from './recovery.ts';
import { RuntimeCache } from './runtime.ts';
import { Scheduler } from './scheduler.ts';
import { openStorage } from './storage/open.ts';
import type { Storage } from './storage/storage.ts';
import { inProcessLock } from './table-lock.ts';
import { fireTimer } from './timer-actions.ts';
import { DEFAULT_TIMING, secureRandom, type TimingConfig } from './timing.ts';

export interface ServerOptions {
  /** 0 picks a free port. */
  readonly port?: number;
  readonly host?: string;
  readonly dataDir?: string;
  readonly databaseUrl?: string | undefined;
  /** Postgres only: a schema of its own (tests). */
  readonly pgSchema?: string | undefined;
  /** The built web client (index.html inside), or null for none. */
  readonly webDist?: string | null;
  /** Games beyond the catalog's (tests register the engine's toy game). */
  readonly extraGames?: readonly AnyGame[];
  readonly timing?: Partial<TimingConfig>;
  readonly clock?: Clock;
  readonly random?: () => number;
  readonly bots?: BotProvider;
  readonly logger?: Logger;
  /** Redis: join a cluster of nodes sharing the same storage (which should be Postgres). */
  readonly redisUrl?: string | undefined;
  /** Redis key prefix of the cluster (default `nobid:`). */
  readonly redisPrefix?: string | undefined;
  /** This node's id in the cluster (default: host, pid and a random suffix). */
  readonly nodeId?: string | undefined;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly ctx: ServerContext;
  close(): Promise<void>;
}

const noOutbox: Outbox = {
  toSeat: () => {},
  toSpectators: () => {},
  toTable: () => {},
  connectedSeats: () => new Set(),
  spectators: () => 0,
  audience: () => ({ seats: [], spectators: false }),
};

export function createContext(storage: Storage, options: ServerOptions): ServerContext {
  const clock = options.clock ?? realClock;
  const log = options.logger ?? createLogger();
  const games = gameRegistry(options.extraGames);
  const ctx: ServerContext = {
    storage,
    games,
    clock,
    timing: { ...DEFAULT_TIMING, ...options.timing },
    random: options.random ?? secureRandom,
    lock: inProcessLock(),
    runtimes: new RuntimeCache(storage, games),
    scheduler: new Scheduler(
      clock,
      (timer) => fireTimer(ctx, timer),
      (id) => ctx.owner.owns(id),
    ),
    bots: options.bots ?? levelBots(),
    log,
    presence: localPresence(),
    owner: soleOwnership(),
    out: noOutbox,
  };
  return ctx;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const opened = await openStorage({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir ?? './data',
    schema: options.pgSchema,
  });
  // A cluster node notes which tables it wrote to: a read-only task leaves the others' copies good.
  const writes = options.redisUrl ? trackWrites(opened) : null;
  const storage = writes?.storage ?? opened;
  const ctx = createContext(storage, options);
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    // Request lines would add noise and nothing useful; errors are logged where they happen.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
  });
  registerApi(app, ctx);
  await registerWebClient(app, options.webDist ?? null);
  const cluster = options.redisUrl
    ? joinCluster(ctx, {
        redisUrl: options.redisUrl,
        prefix: options.redisPrefix,
        nodeId: options.nodeId,
        wrote: (id) => writes?.take(id) ?? true,
      })
    : null;
  if (cluster && storage.dialect === 'sqlite')
    ctx.log.warn('a cluster on SQLite only works for nodes on one machine: use Postgres (DATABASE_URL)');
  const io = attachRealtime(ctx, app.server, cluster?.adapter);
  // One node resumes every table in play; a cluster node takes over only the orphaned ones.
  if (cluster) await cluster.start();
  else await resumeTables(ctx);
  // Finished and waiting tables nobody is looking at leave memory; storage keeps them.
  const sweeper = setInterval(() => {
    ctx.runtimes.sweep(
      (rt) =>
        rt.table.status === 'playing' ||
        ctx.out.connectedSeats(rt.table.id).size > 0 ||
        ctx.out.spectators(rt.table.id) > 0,
    );
  }, 60_000);
  sweeper.unref();
  await app.listen({ port: options.port ?? 8080, host: options.host ?? '0.0.0.0' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 8080);
  ctx.log.info({ port, storage: storage.dialect, node: cluster?.nodeId }, 'server listening');
  return {
    url: `http://localhost:${port}`,
    port,
    ctx,
    async close() {
      clearInterval(sweeper);
      cluster?.stopTicking();
      ctx.scheduler.cancelAll();
      await ctx.bots.close?.();
      io.close();
      await app.close();
      await cluster?.leave();
      await storage.close();
    },
  };
}
