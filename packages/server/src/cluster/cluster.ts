/**
 * Joins this server to a cluster through Redis (`REDIS_URL`): the socket.io Redis adapter (a
 * broadcast reaches every node), the cluster-wide table lock, shared presence and table leases.
 * A tick every second beats the heartbeat, cleans up after dead nodes, and takes over the tables
 * whose owner is gone: their timers carry on from the stored deadlines, their bots from the log.
 * `connectCluster` makes the parts the server context is built from; `start` follows the
 * cluster once the context exists.
 */
import { hostname } from 'node:os';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ServerContext } from '../context.ts';
import { markAbsentAway, seatReturned } from '../presence.ts';
import { adoptTable } from '../recovery.ts';
import { inProcessLock, type TableLock } from '../table/table-lock.ts';
import { presenceMessage } from '../table-info.ts';
import { recomputeTimers } from '../timer-actions.ts';
import type { CatchUp } from './catch-up.ts';
import { clusterKeys } from './keys.ts';
import { membership } from './membership.ts';
import { type ClusterOwnership, clusterOwnership } from './ownership.ts';
import { type ClusterLock, clusterLock } from './redis-lock.ts';
import { type RedisPresence, redisPresence } from './redis-presence.ts';

export interface ClusterOptions {
  readonly redisUrl: string;
  /** Key prefix: clusters (or test runs) sharing one Redis keep apart by it. */
  readonly prefix?: string;
  /** Unique per process; by default host, pid and a random suffix. */
  readonly nodeId?: string;
  /** How often the heartbeat beats and orphaned tables are looked for. */
  readonly tickMs?: number;
  /** How long a heartbeat lasts: a dead node's tables are taken over this long after it died. */
  readonly leaseMs?: number;
  /** True if this node wrote to the table since last asked (see `write-tracking.ts`). */
  readonly wrote?: (tableId: string) => boolean;
}

/**
 * This node's part of a cluster, connected before the server context exists: the parts the
 * context is built from (presence, leases, the lock, the socket.io adapter), then `start` with
 * the finished context to follow the cluster (heartbeats, take-overs, rescheduling).
 */
export interface ClusterNode {
  readonly nodeId: string;
  readonly adapter: ReturnType<typeof createAdapter>;
  readonly presence: RedisPresence;
  readonly owner: ClusterOwnership;
  /** The cluster-wide table lock (made once); `catchUp` brings a stale copy of a table up to date. */
  lock(catchUp: CatchUp): TableLock;
  /** Follows the cluster for this context: first heartbeat and takeover round, then one every tick. */
  start(ctx: ServerContext): Promise<void>;
  /** Stops ticking (the heartbeat runs out, or `leave` ends it at once). */
  stopTicking(): void;
  /** A clean exit: heartbeat deleted (the others take over at once), connections closed. */
  leave(): Promise<void>;
  /** Redis answers (for `/api/ready`). */
  ping(): Promise<unknown>;
}

const errName = (err: unknown) => (err instanceof Error ? err.name : typeof err);

export function defaultNodeId(): string {
  return `${hostname()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
}

export function connectCluster(opts: ClusterOptions, baseLog: Logger): ClusterNode {
  const nodeId = opts.nodeId ?? defaultNodeId();
  const tickMs = opts.tickMs ?? 1000;
  const leaseMs = opts.leaseMs ?? 4000;
  const log = baseLog.child({ node: nodeId });
  const redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 5 });
  const sub = redis.duplicate();
  const adapterPub = redis.duplicate();
  const adapterSub = redis.duplicate();
  // The socket.io adapter drops the promise of every publish, so with Redis away each broadcast
  // would end as an unhandled rejection, which stops the process (socketio/socket.io-redis-emitter#139
  // describes the same). Its client's publishes are caught here: a lost broadcast is made good by
  // the clients' resync on reconnect, and the player is told the move could not be made.
  const publish = adapterPub.publish.bind(adapterPub) as (
    channel: string,
    message: string | Buffer,
  ) => Promise<number>;
  adapterPub.publish = ((channel: string, message: string | Buffer) => {
    const sent = publish(channel, message);
    sent.catch((err: unknown) => log.warn({ errName: errName(err) }, 'broadcast lost: redis unreachable'));
    return sent;
  }) as typeof adapterPub.publish;
  for (const r of [redis, sub, adapterPub, adapterSub])
    r.on('error', (err: unknown) => log.warn({ errName: errName(err) }, 'redis connection error'));
  const keys = clusterKeys(opts.prefix ?? 'nobid:');
  const members = membership(redis, keys, nodeId, leaseMs);
  const presence = redisPresence(redis, keys, members);
  const owner = clusterOwnership(redis, keys, members);
  let lock: ClusterLock | null = null;

  /** Everything that acts on tables: it needs the finished context. */
  function follow(ctx: ServerContext) {
    // Another node changed a table we run: its timer rows (written with the change, in one
    // transaction) are read again and scheduled here. One read at a time per table, and a read
    // still waiting to start covers every change announced before it: the last read sees the
    // last change. A timer that went stale meanwhile is harmless: `fireTimer` checks it under the
    // lock against the table as it is.
    const rescheduling = inProcessLock();
    const waiting = new Set<string>();
    sub.on('message', (_channel: string, msg: string) => {
      const [id, by, kind] = msg.split(' ');
      if (!id) return;
      lock?.wake(id);
      // A read changed nothing; our own changes are scheduled already.
      if (kind === 'read' || by === nodeId || !owner.owns(id) || waiting.has(id)) return;
      waiting.add(id);
      rescheduling
        .run(id, async () => {
          waiting.delete(id);
          const timers = await ctx.storage.getTimers(id);
          if (!owner.owns(id)) return;
          ctx.scheduler.replace(id, timers);
          if (timers.length === 0 && (await ctx.storage.getTable(id))?.status === 'over')
            await owner.release(id);
        })
        .catch((err: unknown) => {
          waiting.delete(id);
          log.warn({ table: id, errName: errName(err) }, 'could not reschedule after a change');
        });
    });

    /** A dead node's sockets are gone: their seats count as away (unless held elsewhere). */
    async function reap(dead: string): Promise<void> {
      if ((await redis.set(keys.reap(dead), nodeId, 'PX', 10_000, 'NX')) !== 'OK') return;
      // It may have beaten again since our last look (a stall, not a death): nothing to clean up.
      if (await redis.exists(keys.alive(dead))) {
        await redis.del(keys.reap(dead));
        return;
      }
      const tables = await redis.smembers(keys.nodeTables(dead));
      for (const id of tables) {
        await presence.forget(id, dead);
        await ctx.lock
          .run(id, async () => {
            const rt = await ctx.runtimes.get(id);
            if (await markAbsentAway(ctx, rt)) await recomputeTimers(ctx, rt);
            ctx.out.toTable(id, 'presence', await presenceMessage(ctx, id, rt.seats));
          })
          .catch((err: unknown) => log.warn({ table: id, errName: errName(err) }, 'reap failed'));
      }
      await redis.multi().del(keys.nodeTables(dead)).srem(keys.nodes, dead).exec();
      log.info({ dead, tables: tables.length }, 'cleaned up after a dead node');
    }

    async function takeOver(id: string, why: string): Promise<void> {
      if (!(await owner.claim(id))) return;
      try {
        await adoptTable(ctx, id);
        log.info({ table: id, why }, 'took a table over');
      } catch (err) {
        log.error({ table: id, errName: errName(err) }, 'could not take a table over');
      }
    }

    return async function tick(): Promise<void> {
      if (await members.beat()) {
        log.warn('this node had been given up for dead: writing its presence again');
        await presence.republish();
        // Another node may have marked this node's players away meanwhile (a bot would then play
        // for them while they are connected): their seats are theirs again.
        for (const [id, seat] of presence.held())
          await seatReturned(ctx, id, seat).catch((err: unknown) =>
            log.warn({ table: id, errName: errName(err) }, 'could not give a seat back'),
          );
      }
      for (const dead of members.dead()) await reap(dead);
      const { lost, free, unadopted } = await owner.survey(await ctx.storage.listPlayingTableIds('live'));
      for (const id of lost) {
        owner.drop(id);
        ctx.scheduler.cancel(id);
        log.warn({ table: id }, 'another node runs this table now');
      }
      for (const id of unadopted) await takeOver(id, 'unadopted');
      for (const id of free) await takeOver(id, 'orphaned');
    };
  }

  let timer: NodeJS.Timeout | null = null;

  return {
    nodeId,
    adapter: createAdapter(adapterPub, adapterSub, { key: keys.adapter }),
    presence,
    owner,
    lock(catchUp) {
      if (lock) throw new Error('the cluster lock is made once');
      lock = clusterLock({
        redis,
        keys,
        nodeId,
        refresh: catchUp,
        ...(opts.wrote ? { changed: opts.wrote } : {}),
      });
      return lock;
    },
    async start(ctx) {
      const tick = follow(ctx);
      let ticking = false;
      const safeTick = async () => {
        if (ticking) return;
        ticking = true;
        try {
          await tick();
        } catch (err) {
          log.warn({ errName: errName(err) }, 'cluster tick failed');
        } finally {
          ticking = false;
        }
      };
      await sub.subscribe(keys.changes);
      await safeTick();
      timer = setInterval(() => void safeTick(), tickMs);
      timer.unref();
      log.info('joined the cluster');
    },
    ping: () => redis.ping(),
    stopTicking() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    async leave() {
      this.stopTicking();
      await members.leave().catch(() => undefined);
      for (const r of [sub, adapterSub, adapterPub, redis]) r.disconnect();
    },
  };
}
