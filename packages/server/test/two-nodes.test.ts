/**
 * Two server processes' worth of nodes (in this process) on one Postgres schema and one Redis
 * prefix, when TEST_DATABASE_URL and TEST_REDIS_URL are set: a player on each node, one game.
 * Each sees the other's moves (the Redis adapter), both are shown as connected whichever node
 * asks (shared presence), the log is one gap-free sequence, and a player who leaves node B is
 * shown as gone on node A.
 */

import type { CreateTableResponse, JoinResponse, PresenceMessage, ViewUpdate } from '@nobid/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { api, autoPlay, TestClient } from './helpers/client.ts';
import { clusterTestEnv } from './helpers/cluster-env.ts';
import { testServer } from './helpers/server.ts';
import { slowToyChoice } from './helpers/toy-player.ts';

const env = clusterTestEnv('two');
const { pgUrl, redisUrl, schema, prefix } = env;
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const s of servers) await s.close();
  await env.cleanUp();
});

const presenceOf = (c: TestClient) =>
  c.received.filter((r) => r.event === 'presence').map((r) => r.msg as PresenceMessage);

describe.skipIf(!env.available)('two nodes on Postgres and Redis', () => {
  it('share one table: moves, presence and the log', async () => {
    for (let i = 0; i < 2; i++)
      servers.push(
        await testServer({ databaseUrl: pgUrl!, pgSchema: schema, redisUrl: redisUrl!, redisPrefix: prefix }),
      );
    const [a, b] = servers as [RunningServer, RunningServer];
    const human = { kind: 'human' };
    const created = await api<CreateTableResponse>(a.url, 'POST', '/api/tables', {
      settings: {
        game: 'fifteen',
        seats: [human, human, { kind: 'bot', level: 'easy' }],
        options: { turnCap: 30 },
      },
      name: 'Ann',
    });
    const id = created.body.table.id;
    // Bob joins through the other node, which has never seen the table.
    const joined = await api<JoinResponse>(b.url, 'POST', `/api/tables/${id}/join`, { name: 'Bob' });
    expect(joined.status).toBe(200);
    const ann = await TestClient.connect(a.url);
    const bob = await TestClient.connect(b.url);
    expect(await ann.hello(id, created.body.seatToken!)).toEqual({ ok: true, value: { seat: 0 } });
    expect(await bob.hello(id, joined.body.seatToken)).toEqual({ ok: true, value: { seat: 1 } });
    // Node A tells Ann that Bob (on node B) is connected.
    await ann.waitFor(
      (r) => r.event === 'presence' && (r.msg as PresenceMessage).seats.every((s) => s.connected),
    );
    const stops = [autoPlay(ann, slowToyChoice), autoPlay(bob, slowToyChoice)];
    expect(await bob.send('start', {})).toMatchObject({ ok: true });
    await Promise.all([ann, bob].map((c) => c.waitFor((r) => r.event === 'tableOver', 30_000)));
    for (const stop of stops) stop();

    const table = (await a.ctx.storage.getTable(id))!;
    const log = await a.ctx.storage.readLog(id);
    expect(table.status).toBe('over');
    expect(log.length).toBe(table.version);
    // Both players saw every version: each one's moves reached the other across nodes.
    for (const c of [ann, bob]) {
      const versions = new Set(c.views().map((v: ViewUpdate) => v.version));
      expect(versions.has(table.version)).toBe(true);
    }
    expect(log.some((e) => (e as { seat: number }).seat === 0)).toBe(true);
    expect(log.some((e) => (e as { seat: number }).seat === 1)).toBe(true);

    // Bob leaves node B: node A's player hears that seat 1 is gone.
    const before = presenceOf(ann).length;
    bob.close();
    await ann.waitFor(
      (r) =>
        r.event === 'presence' &&
        presenceOf(ann).length > before &&
        (r.msg as PresenceMessage).seats[1]!.connected === false,
    );
    ann.close();
  });
});
