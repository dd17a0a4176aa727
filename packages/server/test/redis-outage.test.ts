/**
 * Redis goes away under a cluster node (a real TCP proxy in front of the real Redis, cut and
 * restored), when TEST_DATABASE_URL and TEST_REDIS_URL are set. A move made during the outage
 * is refused with a clear "unavailable" error, not an internal one, and changes nothing; once
 * Redis is back the same move goes through, and the log holds every move once.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { CreateTableResponse, JoinResponse } from '@nobid/protocol';
import { missing } from '@nobid/tools/skip';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { api, TestClient } from './helpers/client.ts';
import { clusterTestEnv } from './helpers/cluster-env.ts';
import { testServer } from './helpers/server.ts';

const env = clusterTestEnv('outage');
let node: RunningServer | undefined;
let proxy: RedisProxy | undefined;

afterAll(async () => {
  await node?.close();
  await proxy?.cut();
  await env.cleanUp();
});

/** A TCP proxy to Redis on a fixed local port: `cut` drops every connection and stops listening. */
class RedisProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = new (client.constructor as typeof Socket)();
      upstream.connect(Number(this.target.port || 6379), this.target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe.skipIf(missing('postgres', 'redis'))('a cluster node when Redis is away', () => {
  it('refuses moves as unavailable, keeps the game, and plays on when Redis is back', async () => {
    proxy = new RedisProxy(new URL(env.redisUrl!));
    await proxy.open();
    node = await testServer({
      databaseUrl: env.pgUrl!,
      pgSchema: env.schema,
      redisUrl: `redis://127.0.0.1:${proxy.port}`,
      redisPrefix: env.prefix,
    });
    const human = { kind: 'human' };
    const created = await api<CreateTableResponse>(node.url, 'POST', '/api/tables', {
      settings: { game: 'fifteen', seats: [human, human], options: { turnCap: 30 } },
      name: 'Ann',
    });
    const id = created.body.table.id;
    const joined = await api<JoinResponse>(node.url, 'POST', `/api/tables/${id}/join`, { name: 'Bob' });
    const ann = await TestClient.connect(node.url);
    const bob = await TestClient.connect(node.url);
    await ann.hello(id, created.body.seatToken!);
    await bob.hello(id, joined.body.seatToken);
    expect(await ann.send('start', {})).toMatchObject({ ok: true });
    const before = (await node.ctx.storage.getTable(id))!.version;

    await proxy.cut();
    const refused = await ann.act({ type: 'draw' });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'unavailable', message: expect.stringMatching(/try again/) },
    });
    expect((await node.ctx.storage.getTable(id))!.version).toBe(before);

    await proxy.open();
    // ioredis reconnects on its own; the player's retry goes through.
    let accepted: unknown;
    for (let i = 0; i < 40; i++) {
      accepted = await ann.act({ type: 'draw' });
      if ((accepted as { ok: boolean }).ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(accepted).toMatchObject({ ok: true });
    const log = await node.ctx.storage.readLog(id);
    expect(log).toHaveLength((await node.ctx.storage.getTable(id))!.version);
    expect(log.at(-1)).toMatchObject({ seat: 0, type: 'draw' });
    ann.close();
    bob.close();
  }, 60_000);
});
