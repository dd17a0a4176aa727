/** The same server on Postgres (when TEST_DATABASE_URL is set): a whole game over sockets, and a restart. */
import { randomBytes } from 'node:crypto';
import type { CreateTableResponse, JoinResponse, ViewUpdate } from '@nobid/protocol';
import { missing } from '@nobid/tools/skip';
import { afterAll, describe, expect, it } from 'vitest';
import { api, autoPlay, TestClient } from './helpers/client.ts';
import { dropPostgresSchema } from './helpers/postgres.ts';
import { testServer } from './helpers/server.ts';
import { slowToyChoice } from './helpers/toy-player.ts';

const url = process.env.TEST_DATABASE_URL;
const schema = `nb_srv_${randomBytes(6).toString('hex')}`;

afterAll(async () => {
  if (url) await dropPostgresSchema(url, schema);
});

describe.skipIf(missing('postgres'))('the server on Postgres', () => {
  it('plays a game, survives a restart, and finishes it', async () => {
    // Seats left empty by the restart must not be handed to bots before the players come back
    // (the tests' grace is 400 ms, which a slow restart can outlast, and then the bots finish the
    // game): this test is about the table surviving, the grace period has tests of its own.
    const timing = { graceMs: 60_000 };
    // Two slow players and no bot: the game cannot end before the restart. A slow player plays a
    // card every other turn, so the earliest win is at action 7, and the restart comes after
    // action 2 with at most one more in flight from each. (A random bot in a third seat can be
    // dealt two cards worth 15 and win at its second turn, action 6: CI once found this table
    // over after the restart.)
    let server = await testServer({ databaseUrl: url!, pgSchema: schema, timing });
    expect(server.ctx.storage.dialect).toBe('postgres');
    // Readiness writes its probe row on Postgres too.
    expect(await api(server.url, 'GET', '/api/ready')).toEqual({
      status: 200,
      body: { ok: true, database: 'ok' },
    });
    const human = { kind: 'human' };
    const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
      settings: {
        game: 'fifteen',
        seats: [human, human],
        options: { turnCap: 40 },
      },
      name: 'Ann',
    });
    const id = created.body.table.id;
    const joined = await api<JoinResponse>(server.url, 'POST', `/api/tables/${id}/join`, { name: 'Bob' });
    const tokens = [created.body.seatToken!, joined.body.seatToken];
    let clients = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
    await clients[0]!.hello(id, tokens[0]);
    await clients[1]!.hello(id, tokens[1]);
    let stops = clients.map((c) => autoPlay(c, slowToyChoice));
    await clients[0]!.send('start', {});
    const reached = await clients[0]!.waitFor((r) => r.event === 'view' && (r.msg as ViewUpdate).cursor >= 2);
    const cursor = (reached.msg as ViewUpdate).cursor;
    for (const stop of stops) stop();
    for (const c of clients) c.close();
    await server.close();
    const before = server.ctx.storage;

    server = await testServer({ databaseUrl: url!, pgSchema: schema, timing });
    expect(server.ctx.storage).not.toBe(before);
    clients = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
    await clients[0]!.hello(id, tokens[0]);
    await clients[1]!.hello(id, tokens[1]);
    expect((await server.ctx.storage.getTable(id))!.status).toBe('playing');
    expect(clients[0]!.views()[0]!.cursor).toBeGreaterThanOrEqual(cursor);
    stops = clients.map((c) => autoPlay(c, slowToyChoice));
    await Promise.all(clients.map((c) => c.waitFor((r) => r.event === 'tableOver')));
    const log = await server.ctx.storage.readLog(id);
    expect((await server.ctx.storage.getTable(id))!.version).toBe(log.length);
    for (const stop of stops) stop();
    for (const c of clients) c.close();
    await server.close();
  });
});
