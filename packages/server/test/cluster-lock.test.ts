/**
 * The cluster's table lock and leases on Redis (when TEST_REDIS_URL is set), two "nodes" in one
 * process: one table's tasks never overlap across nodes, a node whose copy went stale is told
 * to catch up before its task runs (a task that only read leaves the others' copies good), and a table's lease passes to another node only once its
 * owner's heartbeat has run out.
 */
import { randomBytes } from 'node:crypto';
import { missing } from '@nobid/tools/skip';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterKeys } from '../src/cluster/keys.ts';
import { membership } from '../src/cluster/membership.ts';
import { clusterOwnership } from '../src/cluster/ownership.ts';
import { clusterLock } from '../src/cluster/redis-lock.ts';

const url = process.env.TEST_REDIS_URL;
const prefix = `nbtest:${randomBytes(5).toString('hex')}:`;
const clients: Redis[] = [];
const redis = () => {
  const r = new Redis(url!);
  clients.push(r);
  return r;
};

afterAll(async () => {
  if (!url) return;
  const r = redis();
  const keys = await r.keys(`${prefix}*`);
  if (keys.length > 0) await r.del(...keys);
  for (const c of clients) c.disconnect();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(missing('redis'))('the cluster lock and leases on Redis', () => {
  it('runs one task at a time per table across nodes, and refreshes a node whose copy is stale', async () => {
    const keys = clusterKeys(prefix);
    const refreshed: string[] = [];
    const node = (id: string, writes = true) =>
      clusterLock({
        redis: redis(),
        keys,
        nodeId: id,
        refresh: async (table) => void refreshed.push(`${id}:${table}`),
        changed: () => writes,
      });
    const [a, b] = [node('a'), node('b')];
    let inside = 0;
    let most = 0;
    const task = async () => {
      inside++;
      most = Math.max(most, inside);
      await sleep(5);
      inside--;
    };
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).run('t1', task)));
    expect(most).toBe(1);

    // a changes t2, then b: each finds the other's stamp and catches up; a again finds b's.
    refreshed.length = 0;
    await a.run('t2', async () => {});
    await a.run('t2', async () => {});
    await b.run('t2', async () => {});
    await a.run('t2', async () => {});
    expect(refreshed).toEqual(['b:t2', 'a:t2']);

    // A node that only reads catches up itself but leaves the others' copies good.
    const reader = node('r', false);
    await reader.run('t2', async () => {});
    await a.run('t2', async () => {});
    expect(refreshed).toEqual(['b:t2', 'a:t2', 'r:t2']);
  });

  it('makes the next holder catch up when a holder dies in mid-task (it may have written)', async () => {
    const keys = clusterKeys(prefix);
    const refreshed: string[] = [];
    const node = (id: string, client = redis()) =>
      clusterLock({
        redis: client,
        keys,
        nodeId: id,
        refresh: async (t) => void refreshed.push(`${id}:${t}`),
        ttlMs: 300,
      });
    const b = node('b');
    await b.run('t4', async () => {});
    await b.run('t4', async () => {});
    expect(refreshed).toEqual([]);

    // d takes the lock, "commits", and dies before it can release: its Redis connection goes.
    const dying = redis();
    const d = node('d', dying);
    let committed!: () => void;
    const inTask = new Promise<void>((resolve) => {
      committed = resolve;
    });
    void d.run('t4', () => {
      committed();
      return new Promise(() => {});
    });
    await inTask;
    dying.disconnect();

    // Once d's lock has run out, b gets it, and must not trust its copy.
    await b.run('t4', async () => {});
    expect(refreshed).toEqual(['d:t4', 'b:t4']);
  });

  it('hands a lease to another node only after its owner stops beating', async () => {
    const keys = clusterKeys(prefix);
    const [ma, mb] = [membership(redis(), keys, 'a', 300), membership(redis(), keys, 'b', 300)];
    const [oa, ob] = [clusterOwnership(redis(), keys, ma), clusterOwnership(redis(), keys, mb)];
    await ma.beat();
    await mb.beat();
    expect(await oa.claim('t3')).toBe(true);
    expect(await ob.claim('t3')).toBe(false);
    expect((await ob.survey(['t3'])).free).toEqual([]);
    await sleep(400); // a's heartbeat runs out; b keeps beating
    await mb.beat();
    expect(mb.dead()).toEqual(['a']);
    expect((await ob.survey(['t3'])).free).toEqual(['t3']);
    expect(await ob.claim('t3')).toBe(true);
    expect(ob.owns('t3')).toBe(true);
    // a comes back: it learns that it was given up for dead, and that t3 is b's now.
    expect(await ma.beat()).toBe(true);
    expect((await oa.survey(['t3'])).lost).toEqual(['t3']);
  });
});
