/**
 * Table leases: each table in play has one owner node, which runs its timers and bot seats.
 * The lease is the owner key plus the owner's heartbeat: when the heartbeat runs out the lease
 * is free, and the first node to claim it (atomically, in Redis) takes the table over.
 */
import type { Redis } from 'ioredis';
import type { TableOwnership } from '../ownership.ts';
import type { ClusterKeys } from './keys.ts';
import type { Membership } from './membership.ts';

const CLAIM = `
local cur = redis.call('GET', KEYS[1])
if cur == ARGV[1] then return 1 end
if cur and redis.call('EXISTS', ARGV[2] .. cur) == 1 then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
return 1`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

export interface ClusterOwnership extends TableOwnership {
  /** The tables this node believes it owns. */
  owned(): string[];
  /** Sorts the tables in play: which are ours, which we lost, which are free to take. */
  survey(playing: readonly string[]): Promise<{ lost: string[]; free: string[]; unadopted: string[] }>;
  /** Forgets a table without touching Redis (another node has it now). */
  drop(tableId: string): void;
}

export function clusterOwnership(redis: Redis, keys: ClusterKeys, members: Membership): ClusterOwnership {
  const me = members.nodeId;
  const owned = new Set<string>();
  return {
    owns: (id) => owned.has(id),
    owned: () => [...owned],
    async claim(id) {
      const won = (await redis.eval(CLAIM, 1, keys.owner(id), me, keys.alive(''))) === 1;
      if (won) owned.add(id);
      return won;
    },
    async release(id) {
      owned.delete(id);
      await redis.eval(RELEASE, 1, keys.owner(id), me);
    },
    drop(id) {
      owned.delete(id);
    },
    async survey(playing) {
      const lost: string[] = [];
      const free: string[] = [];
      const unadopted: string[] = [];
      const owners = playing.length > 0 ? await redis.mget(playing.map((id) => keys.owner(id))) : [];
      playing.forEach((id, i) => {
        const owner = owners[i] ?? null;
        if (owner === me) {
          if (!owned.has(id)) unadopted.push(id);
        } else if (owned.has(id)) lost.push(id);
        else if (owner === null || !members.isAlive(owner)) free.push(id);
      });
      return { lost, free, unadopted };
    },
  };
}
