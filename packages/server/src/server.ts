/**
 * Starts the whole server: storage, the REST API, the table socket and the web client, then
 * resumes every table that was in play.
 */

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGame } from '@nobid/engine';
import {
  kyselyNotifyStore,
  Notifier,
  type NotifySettings,
  notifyEnv,
  registerNotifyRoutes,
  UNSUBSCRIBE_PREFIX,
} from '@nobid/notify';
import type { SiteInfo } from '@nobid/protocol';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import type { Logger } from 'pino';
import { accountReplayHooks, addChatToAccountData } from './accounts/hooks.ts';
import { AccountService, registerAccountRoutes, type SignInLimits } from './accounts/index.ts';
import type { Limit } from './accounts/limiter.ts';
import { requestUser } from './accounts/requests.ts';
import { type BotProvider, type LevelBots, levelBots } from './bot-players.ts';
import { broadcastChange } from './broadcast.ts';
import { registerChatAdmin } from './chat/admin-routes.ts';
import { chatReplaySource } from './chat/replay-source.ts';
import { type Clock, realClock } from './clock.ts';
import { connectCluster } from './cluster/cluster.ts';
import { trackWrites } from './cluster/write-tracking.ts';
import { createContext, type ServerContext } from './context.ts';
import { registerCrossSiteGuard } from './cross-site-guard.ts';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { friendsOf } from './friends/invites.ts';
import { followFriendNotices } from './friends/notices.ts';
import { registerFriendRoutes } from './friends/routes.ts';
import { gameRegistry } from './games.ts';
import { frameworkError, registerApi, registerWebClient } from './http.ts';
import { createLogger } from './logger.ts';
import { serverMetrics } from './metrics.ts';
import { registerOpsRoutes } from './ops-routes.ts';
import { soleOwnership } from './ownership.ts';
import { localPresence } from './presence-directory.ts';
import { DEFAULT_HTTP_LIMITS, type HttpLimits, registerRateLimits } from './rate-limits.ts';
import { registerRatingRoutes } from './ratings/routes.ts';
import { rateFinishedTable } from './ratings/update.ts';
import { serveTables, tableSocketServer } from './realtime.ts';
import { resumeTables } from './recovery.ts';
import { registerReplays } from './replays/routes.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerSiteInfo, siteInfoFromEnv } from './site.ts';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from './socket-edge.ts';
import { socketOutbox } from './socket-outbox.ts';
import { openStorage } from './storage/open.ts';
import { inProcessLock } from './table/table-lock.ts';
import { isTurnBased } from './table/turn-based-settings.ts';
import { fireTimer } from './timer-actions.ts';
import { DEFAULT_TIMING, secureRandom, type TimingConfig } from './timing.ts';
import { DEFAULT_DUE_POLL, type DuePollOptions, DueTimerPoller, idle } from './turn-based/due-timers.ts';
import { followTurnNotices, type TurnNotices } from './turn-based/notices.ts';
import { registerTurnBasedRoutes } from './turn-based/routes.ts';

export interface ServerOptions {
  /** 0 picks a free port. */
  readonly port?: number;
  /** Default 127.0.0.1 (this machine only); '0.0.0.0' serves a network. */
  readonly host?: string;
  readonly dataDir?: string;
  readonly databaseUrl?: string | undefined;
  /** Postgres only: a schema of its own (tests). */
  readonly pgSchema?: string | undefined;
  /**
   * The built web client (index.html inside), or null for none; a function is called once the
   * data directory is locked and storage is open, so a refused start builds nothing.
   */
  readonly webDist?: string | null | (() => string | null);
  /** The operator's details for the imprint and privacy pages; default: from the environment (site.ts). */
  readonly site?: SiteInfo;
  /** The games this server hosts (default: every game in `@nobid/catalog`). */
  readonly games?: readonly AnyGame[];
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
  /** How often this node beats and how long a beat lasts (default 1 s and 4 s; tests slow one node). */
  readonly clusterTiming?: { readonly tickMs: number; readonly leaseMs: number };
  /** Sign-in attempt limits (tests lower them). */
  readonly signInLimits?: SignInLimits;
  /** New friend requests per account and window (tests lower it). */
  readonly friendRequestLimit?: Limit;
  /** Behind a proxy (the shipped nginx): clients are told apart by X-Forwarded-For. */
  readonly trustProxy?: boolean;
  /** Pages of other origins than the server's own that may open a table socket and post to the API. */
  readonly allowedOrigins?: readonly string[];
  /** The REST API's and the table socket's budgets (tests loosen or tighten them). */
  readonly httpLimits?: Partial<HttpLimits>;
  readonly socketLimits?: Partial<SocketLimits>;
  /** A bearer token that opens `/metrics` to other machines than this one. */
  readonly metricsToken?: string | undefined;
  /** How turn-based tables' timers are polled from storage (tests lengthen the idle wait). */
  readonly duePoll?: Partial<DuePollOptions>;
  /** Email and push notices (default: from the environment, `notifyEnv`; without SMTP or VAPID settings, off). */
  readonly notify?: Partial<Omit<NotifySettings, 'store' | 'dataDir' | 'clock' | 'log'>>;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly ctx: ServerContext;
  /** Turn-based tables' timers, found in storage by their due time. */
  readonly duePoller: DueTimerPoller;
  /** "Your turn" by email and push (`@nobid/notify`). */
  readonly notifier: Notifier;
  /** Waits until the notices of every change so far are queued and sent (tests). */
  readonly notices: TurnNotices;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const log = options.logger ?? createLogger();
  const dataDir = options.dataDir ?? './data';
  const postgres = !!options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl);
  // One server per SQLite directory; Postgres nodes coordinate through Redis instead.
  const dirLock: DataDirLock | null = postgres || dataDir === ':memory:' ? null : lockDataDir(dataDir, log);
  try {
    return await start(options, log, dataDir, dirLock);
  } catch (err) {
    dirLock?.release();
    throw err;
  }
}

async function start(
  options: ServerOptions,
  log: Logger,
  dataDir: string,
  dirLock: DataDirLock | null,
): Promise<RunningServer> {
  const opened = await openStorage({
    databaseUrl: options.databaseUrl,
    dataDir,
    schema: options.pgSchema,
    now: () => (options.clock ?? realClock).now(),
  });
  // A cluster node notes which tables it wrote to: a read-only task leaves the others' copies good.
  const writes = options.redisUrl ? trackWrites(opened) : null;
  const storage = writes?.storage ?? opened;
  const cluster = options.redisUrl
    ? connectCluster(
        {
          redisUrl: options.redisUrl,
          prefix: options.redisPrefix,
          nodeId: options.nodeId,
          ...options.clusterTiming,
          wrote: (id) => writes?.take(id) ?? true,
        },
        log,
      )
    : null;
  if (cluster && storage.dialect === 'sqlite')
    log.warn('a cluster on SQLite only works for nodes on one machine: use Postgres (DATABASE_URL)');
  const trustProxy = options.trustProxy ?? false;
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy,
    frameworkErrors: frameworkError,
    // Request lines would add noise and nothing useful; errors are logged where they happen.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
  });
  const allowedOrigins = options.allowedOrigins ?? [];
  const io = tableSocketServer(app.server, { trustProxy, allowedOrigins }, cluster?.adapter);
  const metrics = serverMetrics({ processMetrics: true });
  // Every part exists now: the context is made once, and nothing changes it afterwards.
  const clock = options.clock ?? realClock;
  const bots = options.bots ?? levelBots();
  const ctx = createContext({
    storage,
    games: gameRegistry(options.games),
    clock,
    timing: { ...DEFAULT_TIMING, ...options.timing },
    random: options.random ?? secureRandom,
    bots,
    ...('metrics' in bots ? { botMetrics: (bots as LevelBots).metrics } : {}),
    metrics,
    log,
    out: socketOutbox(io, cluster !== null),
    presence: cluster?.presence ?? localPresence(),
    owner: cluster?.owner ?? soleOwnership(),
    lock: cluster ? (catchUp) => cluster.lock(catchUp) : () => inProcessLock(),
    accounts: new AccountService(storage.db),
  });
  const duePoller = followTables(ctx, { ...DEFAULT_DUE_POLL, ...options.duePoll });
  const notifier = new Notifier({
    ...(options.notify ?? notifyEnv(process.env)),
    store: kyselyNotifyStore(storage.db, () => clock.now()),
    // A memory database keeps its keys in memory too: a fresh pair each start.
    dataDir: dataDir === ':memory:' ? mkdtempSync(join(tmpdir(), 'nobid-notify-')) : dataDir,
    clock,
    log,
  });
  log.info(`notifications: ${notifier.status}`);
  const notices = followTurnNotices(ctx, notifier, duePoller);
  // The account's notice settings, addresses and queued notices: in its download, gone with it.
  ctx.accounts?.addDataSource('notifications', (userId) => notifier.store.exportAccount(userId));
  ctx.accounts?.onDelete((userId) => notifier.store.forgetAccount(userId));
  // Friends, requests, blocks and invites: in the download, gone with the account (either side).
  // A new request and a kept seat are told to the other account as its notices are.
  const friends = friendsOf(ctx);
  if (friends) {
    ctx.accounts?.addDataSource('friends', (userId) => friends.store.exportAccount(userId));
    ctx.accounts?.onDelete((userId) => friends.store.forgetAccount(userId));
    followFriendNotices(friends, notifier);
  }
  await registerSecurityHeaders(app);
  // Before every route: a state-changing request comes from our own pages, with a JSON body.
  registerCrossSiteGuard(app, { allowedOrigins, trustProxy, exemptPrefixes: [UNSUBSCRIBE_PREFIX] });
  const refusedHttp = (where: string) => metrics.rateLimited.inc({ where });
  const limiter = await registerRateLimits(
    app,
    { ...DEFAULT_HTTP_LIMITS, ...options.httpLimits },
    refusedHttp,
  );
  registerOpsRoutes(app, ctx, {
    metrics,
    pingRedis: cluster ? () => cluster.ping() : undefined,
    metricsToken: options.metricsToken,
    sample: async () => {
      metrics.sockets.set(io.engine.clientsCount);
      metrics.tables.set({ state: 'loaded' }, ctx.runtimes.size());
      metrics.tables.set({ state: 'playing' }, (await storage.listPlayingTableIds()).length);
      for (const [measure, value] of Object.entries(ctx.botTurns.metrics.snapshot()))
        metrics.bots.set({ measure }, value);
    },
  });
  await registerAccountRoutes(app, ctx, options.signInLimits);
  registerRatingRoutes(app, ctx);
  registerApi(app, ctx, limiter);
  registerTurnBasedRoutes(app, ctx, limiter);
  registerFriendRoutes(app, ctx, options.friendRequestLimit);
  await registerNotifyRoutes(app, {
    notifier,
    accountOf: async (req) => (await requestUser(ctx, req))?.id ?? null,
  });
  registerSiteInfo(app, options.site ?? siteInfoFromEnv());
  registerReplays(app, ctx, { ...accountReplayHooks(ctx), chat: chatReplaySource(ctx) });
  addChatToAccountData(ctx);
  registerChatAdmin(app, ctx);
  const webDist = typeof options.webDist === 'function' ? options.webDist() : options.webDist;
  await registerWebClient(app, webDist ?? null);
  serveTables(ctx, io, {
    limits: { ...DEFAULT_SOCKET_LIMITS, ...options.socketLimits },
    trustProxy,
    allowedOrigins,
    refused: (why) => metrics.rateLimited.inc({ where: `socket-${why}` }),
  });
  // One node resumes every table in play; a cluster node takes over only the orphaned ones.
  if (cluster) await cluster.start(ctx);
  else await resumeTables(ctx);
  // Turn-based tables are not resumed: their timers are found in storage when they come due.
  duePoller.start();
  notifier.start();
  // Finished and waiting tables nobody is looking at leave memory; storage keeps them, and so do
  // turn-based tables in play (loaded again by the next action, timer or viewer).
  const sweeper = setInterval(() => {
    ctx.runtimes.sweep((rt) =>
      rt.table.status === 'playing' && !isTurnBased(rt.table.settings) ? true : !idle(ctx, rt.table.id),
    );
  }, 60_000);
  sweeper.unref();
  await app.listen({ port: options.port ?? 8080, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 8080);
  ctx.log.info({ port, storage: storage.dialect, node: cluster?.nodeId }, 'server listening');
  return {
    url: `http://localhost:${port}`,
    port,
    ctx,
    duePoller,
    notifier,
    notices,
    async close() {
      clearInterval(sweeper);
      duePoller.stop();
      cluster?.stopTicking();
      ctx.scheduler.cancelAll();
      await ctx.bots.close?.();
      await notifier.close();
      io.close();
      await app.close();
      await cluster?.leave();
      await storage.close();
      dirLock?.release();
    },
  };
}

/**
 * The server's parts that follow the live tables: the scheduler runs the timers a change leaves
 * (a bot's among them: its turn starts when its timer fires, `timer-actions.ts`), the broadcast
 * tells the viewers it moved, and a finished game gives back its lease and is rated. The table
 * knows none of them; they run in this order, inside the table's lock, before the action returns.
 * Returns the poller of turn-based tables' timers (started once the server has resumed its tables).
 */
export function followTables(ctx: ServerContext, duePoll: DuePollOptions = DEFAULT_DUE_POLL): DueTimerPoller {
  ctx.scheduler.onDue((timer) => fireTimer(ctx, timer));
  // Turn-based tables' timers stay in storage; the poller wakes for the earliest one this node writes.
  const duePoller = new DueTimerPoller(ctx, duePoll);
  ctx.scheduler.onPolledTimers((timers) => duePoller.wake(timers));
  ctx.tables.onChange((change) => ctx.scheduler.replaceFor(change.runtime.table, change.timers));
  ctx.tables.onChange((change) => broadcastChange(ctx.out, ctx.clock, change));
  ctx.tables.onChange(async (change) => {
    if (!change.over) return;
    const rt = change.runtime;
    // The steps any spectator saw, not the log's length: that would count the hidden passes,
    // which not even the game's replay shows (`replays/viewer-replay.ts`).
    const steps = rt.cursors?.seq('spectator') ?? 0;
    ctx.log.info({ table: change.tableId, steps, outcome: rt.table.outcome }, 'game over');
    // Nothing left to run: the table's lease goes (a failure only leaves a key to expire).
    ctx.owner.release(change.tableId).catch(() => undefined);
    await rateFinishedTable(ctx, rt.table, rt.seats);
  });
  return duePoller;
}
