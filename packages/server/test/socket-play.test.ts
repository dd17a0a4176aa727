/** Several clients over real sockets play whole games; a client reconnects to its own seat. */
import { replay } from '@nobid/engine';
import { toyGame } from '@nobid/engine/testing';
import type {
  CreateTableResponse,
  JoinResponse,
  PresenceMessage,
  TableOverMessage,
  ViewUpdate,
} from '@nobid/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { cursorOf } from '../src/table/views.ts';
import { api, autoPlay, TestClient } from './helpers/client.ts';
import { testServer } from './helpers/server.ts';
import { slowToyChoice, toyChoice } from './helpers/toy-player.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

const toySettings = (seats: object[], turnCap = 24) => ({
  game: 'fifteen',
  seats,
  turnTimerSeconds: 30,
  options: { turnCap },
});

async function seatedTable(humans: number, bots = 0) {
  const seats = [
    ...Array(humans).fill({ kind: 'human' }),
    ...Array(bots).fill({ kind: 'bot', level: 'easy' }),
  ];
  const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
    settings: toySettings(seats),
    name: 'Ann',
  });
  expect(created.status).toBe(201);
  const id = created.body.table.id;
  const tokens = [created.body.seatToken!];
  for (let i = 1; i < humans; i++) {
    const joined = await api<JoinResponse>(server.url, 'POST', `/api/tables/${id}/join`, { name: `P${i}` });
    expect(joined.body.seat).toBe(i);
    tokens.push(joined.body.seatToken);
  }
  return { id, tokens };
}

async function storedRecord(id: string) {
  const table = (await server.ctx.storage.getTable(id))!;
  const log = await server.ctx.storage.readLog(id);
  return { table, log };
}

describe('a table over real sockets', () => {
  it('three players play a whole game; every seat sees the same end, and the log replays to it', async () => {
    const { id, tokens } = await seatedTable(3);
    const clients = await Promise.all(tokens.map(() => TestClient.connect(server.url)));
    for (const [i, c] of clients.entries())
      expect(await c.hello(id, tokens[i])).toEqual({ ok: true, value: { seat: i } });
    const stops = clients.map((c) => autoPlay(c, toyChoice));
    const started = await clients[1]!.send('start', {});
    expect(started.ok).toBe(true);
    const overs = await Promise.all(clients.map((c) => c.waitFor((r) => r.event === 'tableOver')));
    const outcome = (overs[0]!.msg as TableOverMessage).outcome;
    for (const o of overs) expect((o.msg as TableOverMessage).outcome).toEqual(outcome);

    const { table, log } = await storedRecord(id);
    expect(table.status).toBe('over');
    expect(table.outcome).toEqual(outcome);
    const final = replay(toyGame, {
      game: 'fifteen',
      seats: 3,
      seed: table.seed,
      options: table.options,
      log: log as never,
    });
    expect(toyGame.result(final)).toEqual(outcome);
    for (const [seat, c] of clients.entries()) {
      const last = c.lastView()!;
      expect(last.cursor).toBe(cursorOf(await server.ctx.runtimes.get(id), seat));
      expect(last.status).toBe('over');
      expect(last.view).toEqual(toyGame.view(final, seat));
    }
    for (const stop of stops) stop();
    for (const c of clients) c.close();
  });

  it('a client that reconnects gets its own seat back, with its history, and plays on', async () => {
    const { id, tokens } = await seatedTable(2, 1);
    const [a, b] = await Promise.all(tokens.map(() => TestClient.connect(server.url)));
    await a!.hello(id, tokens[0]);
    await b!.hello(id, tokens[1]);
    const stopA = autoPlay(a!, toyChoice);
    const stopB = autoPlay(b!, toyChoice);
    await a!.send('start', {});
    await b!.waitFor((r) => r.event === 'view' && (r.msg as ViewUpdate).cursor >= 4);
    stopB();
    b!.close();
    const seenBefore = b!.lastView()!;

    const b2 = await TestClient.connect(server.url);
    expect(await b2.hello(id, tokens[1])).toEqual({ ok: true, value: { seat: 1 } });
    const first = b2.views()[0]!;
    expect(first.seat).toBe(1);
    expect(first.fromCursor).toBe(0);
    expect(first.cursor).toBeGreaterThanOrEqual(seenBefore.cursor);
    // The history holds every event the seat saw before, in order.
    const before = b!.views().flatMap((v) => v.events);
    expect(first.events.slice(0, before.length)).toEqual(before);
    const stopB2 = autoPlay(b2, toyChoice);
    await Promise.all([a!, b2].map((c) => c.waitFor((r) => r.event === 'tableOver')));
    expect(b2.lastView()!.cursor).toBe(cursorOf(await server.ctx.runtimes.get(id), 1));
    stopA();
    stopB2();
    a!.close();
    b2.close();
  });

  it('a spectator sees the public view only, and a bots-only table plays itself to the end', async () => {
    const bot = { kind: 'bot', level: 'easy' };
    const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
      settings: toySettings([bot, bot, bot]),
    });
    expect(created.body.table.status).toBe('playing');
    const watcher = await TestClient.connect(server.url);
    expect(await watcher.hello(created.body.table.id)).toEqual({ ok: true, value: { seat: null } });
    await watcher.waitFor((r) => r.event === 'tableOver');
    for (const v of watcher.views()) {
      expect(v.seat).toBeNull();
      expect((v.view as { hand: unknown } | null)?.hand ?? null).toBeNull();
    }
    watcher.close();
  });

  it('the lobby lists open public tables, not private or started ones', async () => {
    const human = { kind: 'human' };
    const pub = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
      settings: toySettings([human, human]),
    });
    const priv = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
      settings: { ...toySettings([human, human]), visibility: 'private' },
    });
    const list = await api<{ tables: { id: string }[] }>(server.url, 'GET', '/api/tables');
    const ids = list.body.tables.map((t) => t.id);
    expect(ids).toContain(pub.body.table.id);
    expect(ids).not.toContain(priv.body.table.id);
    const info = await api<{ id: string; invitePath: string }>(
      server.url,
      'GET',
      `/api/tables/${priv.body.table.id}`,
    );
    expect(info.body.invitePath).toBe(`/t/${priv.body.table.id}`);
  });

  it('after the end, a rematch seats everyone again at a new table with the same tokens', async () => {
    const { id, tokens } = await seatedTable(2, 1);
    const [a, b] = await Promise.all(tokens.map(() => TestClient.connect(server.url)));
    await a!.hello(id, tokens[0]);
    await b!.hello(id, tokens[1]);
    const stops = [autoPlay(a!, toyChoice), autoPlay(b!, toyChoice)];
    expect(await b!.send('rematch', {})).toMatchObject({ ok: false, error: { code: 'not-over' } });
    await a!.send('start', {});
    await Promise.all([a!, b!].map((c) => c.waitFor((r) => r.event === 'tableOver')));
    for (const stop of stops) stop();
    const asked = await b!.send<{ tableId: string }>('rematch', {});
    expect(asked.ok).toBe(true);
    const next = asked.ok ? asked.value.tableId : '';
    expect(next).not.toBe(id);
    // Everyone at the old table hears of it; asking again gives the same table.
    const heard = await a!.waitFor((r) => r.event === 'rematch');
    expect(heard.msg).toEqual({ fromTableId: id, tableId: next });
    expect(await a!.send('rematch', {})).toEqual({ ok: true, value: { tableId: next } });
    expect(await a!.hello(next, tokens[0])).toEqual({ ok: true, value: { seat: 0 } });
    expect(await b!.hello(next, tokens[1])).toEqual({ ok: true, value: { seat: 1 } });
    const info = await api<{ status: string; seats: { name: string | null }[] }>(
      server.url,
      'GET',
      `/api/tables/${next}`,
    );
    expect(info.body.status).toBe('playing');
    expect(info.body.seats.map((s) => s.name)).toEqual(['Ann', 'P1', null]);
    const stops2 = [autoPlay(a!, toyChoice), autoPlay(b!, toyChoice)];
    await Promise.all(
      [a!, b!].map((c) =>
        c.waitFor((r) => r.event === 'tableOver' && (r.msg as { tableId: string }).tableId === next),
      ),
    );
    for (const stop of stops2) stop();
    a!.close();
    b!.close();
  });

  it('tells everyone at the table who is connected, and plays an away seat by bot until its player returns', async () => {
    const { id, tokens } = await seatedTable(2);
    const [a, b] = await Promise.all(tokens.map(() => TestClient.connect(server.url)));
    await a!.hello(id, tokens[0]);
    await b!.hello(id, tokens[1]);
    const stopA = autoPlay(a!, slowToyChoice);
    await a!.send('start', {});
    b!.close();
    // Seat 1 is away: after the grace period (0.4 s here) a bot plays it, and everyone is told.
    const away = await a!.waitFor(
      (r) => r.event === 'presence' && (r.msg as PresenceMessage).seats[1]!.autoplay === true,
    );
    expect((away.msg as PresenceMessage).seats[1]).toMatchObject({ connected: false, autoplay: true });
    await a!.waitFor(
      (r) =>
        r.event === 'view' && (r.msg as ViewUpdate).events.some((e) => (e as { seat?: number }).seat === 1),
    );
    const b2 = await TestClient.connect(server.url);
    await b2.hello(id, tokens[1]);
    const back = await a!.waitFor(
      (r) => r.event === 'presence' && (r.msg as PresenceMessage).seats[1]!.connected === true,
    );
    expect((back.msg as PresenceMessage).seats[1]).toMatchObject({ autoplay: false });
    const timers = await server.ctx.storage.getTimers(id);
    expect(timers.filter((t) => t.seat === 1 && t.kind === 'bot')).toEqual([]);
    stopA();
    a!.close();
    b2.close();
  });
});
