/**
 * Who is connected, shared through Redis: each node counts its own sockets per table and seat
 * in one hash per table (`node|seat` fields), and only live nodes' fields count (a node not seen
 * alive at the last beat is looked up: it may have joined since). A node also
 * mirrors its own counts in memory, to write them back if it was given up for dead.
 */
import type { Redis } from 'ioredis';
import { type Connected, connectedFrom, type PresenceDirectory, presenceKey } from '../presence-directory.ts';
import type { ClusterKeys } from './keys.ts';
import type { Membership } from './membership.ts';

const DECREMENT = `
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if n <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return n`;

export interface RedisPresence extends PresenceDirectory {
  /** Writes this node's counts again (after it was given up for dead and cleaned up after). */
  republish(): Promise<void>;
  /** The seats this node's sockets hold, table by table (to give them back after a lapse). */
  held(): [tableId: string, seat: number][];
  /** Removes a dead node's fields from one table. */
  forget(tableId: string, nodeId: string): Promise<void>;
}

export function redisPresence(redis: Redis, keys: ClusterKeys, members: Membership): RedisPresence {
  const me = members.nodeId;
  const mine = new Map<string, Map<string, number>>();
  return {
    async joined(tableId, seat) {
      const key = presenceKey(seat);
      const counts = mine.get(tableId) ?? new Map<string, number>();
      mine.set(tableId, counts);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      await redis
        .multi()
        .hincrby(keys.presence(tableId), `${me}|${key}`, 1)
        .sadd(keys.nodeTables(me), tableId)
        .exec();
    },
    async left(tableId, seat) {
      const key = presenceKey(seat);
      const counts = mine.get(tableId);
      if (!counts?.get(key)) return;
      const n = counts.get(key)! - 1;
      if (n > 0) counts.set(key, n);
      else counts.delete(key);
      await redis.eval(DECREMENT, 1, keys.presence(tableId), `${me}|${key}`);
      if (counts.size === 0) {
        mine.delete(tableId);
        await redis.srem(keys.nodeTables(me), tableId);
      }
    },
    async of(tableId): Promise<Connected> {
      const fields = await redis.hgetall(keys.presence(tableId));
      const entries = Object.entries(fields).map(([field, n]) => {
        const bar = field.lastIndexOf('|');
        return { node: field.slice(0, bar), key: field.slice(bar + 1), n: Number(n) };
      });
      // A node this one has not seen beat yet (it joined since our last beat) is asked about in
      // Redis: otherwise its players would count as gone for up to a tick, be marked away, and
      // be played for by bots while connected.
      const unknown = [...new Set(entries.map((e) => e.node).filter((node) => !members.isAlive(node)))];
      const alive = new Set<string>();
      if (unknown.length > 0) {
        const checks = redis.pipeline();
        for (const node of unknown) checks.exists(keys.alive(node));
        const found = (await checks.exec()) ?? [];
        unknown.forEach((node, i) => {
          if (found[i]?.[1] === 1) alive.add(node);
        });
      }
      return connectedFrom(
        entries
          .filter((e) => members.isAlive(e.node) || alive.has(e.node))
          .map((e): [string, number] => [e.key, e.n]),
      );
    },
    async republish() {
      const tx = redis.multi();
      for (const [tableId, counts] of mine) {
        for (const [key, n] of counts) tx.hset(keys.presence(tableId), `${me}|${key}`, n);
        tx.sadd(keys.nodeTables(me), tableId);
      }
      await tx.exec();
    },
    held() {
      const out: [string, number][] = [];
      for (const [tableId, counts] of mine)
        for (const key of counts.keys()) if (key !== presenceKey(null)) out.push([tableId, Number(key)]);
      return out;
    },
    async forget(tableId, nodeId) {
      const fields = await redis.hkeys(keys.presence(tableId));
      const gone = fields.filter((f) => f.startsWith(`${nodeId}|`));
      if (gone.length > 0) await redis.hdel(keys.presence(tableId), ...gone);
    },
  };
}
