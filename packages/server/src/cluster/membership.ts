/**
 * The nodes of a cluster: each one beats a heartbeat key that expires, and keeps the set of
 * nodes it last saw alive. A node whose heartbeat ran out is dead: its table leases and its
 * sockets' presence no longer count.
 */
import type { Redis } from 'ioredis';
import type { ClusterKeys } from './keys.ts';

export interface Membership {
  readonly nodeId: string;
  /** Nodes alive at the last beat (this one always). */
  isAlive(nodeId: string): boolean;
  /** Nodes that joined and whose heartbeat has run out. */
  dead(): string[];
  /** Renews the heartbeat and re-reads who is alive. True when this node had been given up for dead. */
  beat(): Promise<boolean>;
  /** A clean exit: the heartbeat goes at once, so the others take over without waiting. */
  leave(): Promise<void>;
}

export function membership(redis: Redis, keys: ClusterKeys, nodeId: string, ttlMs: number): Membership {
  let alive = new Set<string>([nodeId]);
  let dead: string[] = [];
  let beaten = false;
  return {
    nodeId,
    isAlive: (id) => id === nodeId || alive.has(id),
    dead: () => dead,
    async beat() {
      const replies = await redis
        .multi()
        .set(keys.alive(nodeId), String(Date.now()), 'PX', ttlMs, 'GET')
        .sadd(keys.nodes, nodeId)
        .exec();
      const before = (replies?.[0]?.[1] ?? null) as string | null;
      const lapsed = beaten && before === null;
      beaten = true;
      const nodes = await redis.smembers(keys.nodes);
      const checks = redis.pipeline();
      for (const n of nodes) checks.exists(keys.alive(n));
      const found = ((await checks.exec()) ?? []).map(([, n]) => n === 1);
      alive = new Set(nodes.filter((_, i) => found[i]));
      alive.add(nodeId);
      dead = nodes.filter((n) => !alive.has(n));
      return lapsed;
    },
    async leave() {
      await redis.del(keys.alive(nodeId));
    },
  };
}
