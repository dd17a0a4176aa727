/**
 * A table's changes, one at a time across the cluster: an in-process queue per table, then a
 * Redis mutex with an expiry (renewed while the task runs, so a dead holder frees it within
 * seconds). Whoever takes the mutex also sets the table's stamp to its own token, so the stamp
 * names the last holder that may have changed the table; a node that finds a stamp other than
 * the one its copy matches brings its copy up to date before its task runs. The stamp is set
 * when the mutex is taken, not when it is released, because a holder can die between writing
 * to storage and releasing: its stamp then names it, and the next holder, whoever it is,
 * catches up. A task that only read puts the previous stamp back. The match log's version check
 * in storage stays the last line of defence: even if a mutex expired under a stalled holder,
 * only one writer can append entry N.
 */
import type { Redis } from 'ioredis';
import { inProcessLock, type TableLock } from '../table/table-lock.ts';
import type { ClusterKeys } from './keys.ts';

/** Takes the mutex and the stamp; answers the stamp as it was (false: someone holds it). */
const ACQUIRE = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then
  local previous = redis.call('GET', KEYS[2]) or ''
  redis.call('SET', KEYS[2], ARGV[1], 'EX', 604800)
  return previous
end
return false`;

const EXTEND = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

/** After a change: the stamp (our token since we took the mutex) stays; the others are told. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1])
  redis.call('PUBLISH', ARGV[2], ARGV[3])
  return 1
end
return 0`;

/** After a read: the previous stamp goes back, so the others' copies still count as current. */
const RELEASE_UNCHANGED = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('SET', KEYS[2], ARGV[2], 'EX', 604800) end
  redis.call('DEL', KEYS[1])
  redis.call('PUBLISH', ARGV[3], ARGV[4])
  return 1
end
return 0`;

export class LockTimeoutError extends Error {
  override name = 'LockTimeoutError';
}

export interface ClusterLockOptions {
  readonly redis: Redis;
  readonly keys: ClusterKeys;
  readonly nodeId: string;
  /** Our copy of the table may be stale: bring it up to date (runs inside the lock). */
  readonly refresh: (tableId: string) => Promise<void>;
  /** Whether the task wrote to the table (default: assume it did). A read leaves the stamp alone. */
  readonly changed?: (tableId: string) => boolean;
  /** How long the mutex lives without renewal. */
  readonly ttlMs?: number;
  /** How long to wait for it before giving up. */
  readonly waitMs?: number;
}

export interface ClusterLock extends TableLock {
  /** A release was announced for the table (the changes channel): waiters try again at once. */
  wake(tableId: string): void;
}

export function clusterLock(opts: ClusterLockOptions): ClusterLock {
  const { redis, keys, nodeId, refresh } = opts;
  const changed = opts.changed ?? (() => true);
  const ttl = opts.ttlMs ?? 5000;
  const waitMs = opts.waitMs ?? 20_000;
  const local = inProcessLock();
  /** The stamp each table had when this node last held its lock (its copy matches it). */
  const seen = new Map<string, string>();
  let seq = 0;
  const sleepers = new Map<string, Set<() => void>>();

  /** Waits until the table's lock is announced free, or `ms` at most (an announcement may be missed). */
  function nap(id: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const set = sleepers.get(id) ?? new Set<() => void>();
      sleepers.set(id, set);
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        if (set.size === 0) sleepers.delete(id);
        resolve();
      };
      const timer = setTimeout(done, ms);
      set.add(done);
    });
  }

  async function acquire(id: string, token: string): Promise<string> {
    const deadline = Date.now() + waitMs;
    for (let attempt = 0; ; attempt++) {
      const stamp = (await redis.eval(ACQUIRE, 2, keys.lock(id), keys.stamp(id), token, ttl)) as
        | string
        | null;
      if (stamp !== null) return stamp;
      if (Date.now() > deadline) throw new LockTimeoutError(`table ${id} stayed locked`);
      // Another node holds it: wait for its release to be announced, or back off a little (with
      // jitter, so waiters do not march in step).
      await nap(id, Math.min(50, 2 ** Math.min(attempt + 2, 6)) * (0.5 + Math.random()));
    }
  }

  return {
    wake(id) {
      for (const done of [...(sleepers.get(id) ?? [])]) done();
    },
    run(id, task) {
      return local.run(id, async () => {
        const token = `${nodeId}:${++seq}`;
        const stamp = await acquire(id, token);
        const renew = setInterval(() => {
          redis.eval(EXTEND, 1, keys.lock(id), token, ttl).catch(() => undefined);
        }, ttl / 3);
        renew.unref();
        try {
          if (stamp !== (seen.get(id) ?? '')) await refresh(id);
          return await task();
        } finally {
          clearInterval(renew);
          if (changed(id)) {
            const released = await redis
              .eval(RELEASE, 1, keys.lock(id), token, keys.changes, `${id} ${nodeId}`)
              .catch(() => 0);
            if (released === 1) seen.set(id, token);
            else seen.delete(id);
          } else {
            // Nothing written: the stamp goes back, and our copy (caught up above) matches it.
            const released = await redis
              .eval(
                RELEASE_UNCHANGED,
                2,
                keys.lock(id),
                keys.stamp(id),
                token,
                stamp,
                keys.changes,
                `${id} ${nodeId} read`,
              )
              .catch(() => 0);
            if (released === 1) seen.set(id, stamp);
            else seen.delete(id);
          }
          if (seen.size > 100_000) seen.clear();
        }
      });
    },
  };
}
