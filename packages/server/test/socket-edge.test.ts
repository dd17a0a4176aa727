/**
 * The table socket's edge on real sockets: budgets (one socket's flood costs no other socket
 * anything), unknown events, oversized messages, hostile shapes, origins, and a hello that says
 * which version it holds being sent only what it lacks.
 */
import { type CreateTableResponse, type JoinResponse, PROTOCOL_VERSION } from '@nobid/protocol';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { api, TestClient } from './helpers/client.ts';
import { testServer } from './helpers/server.ts';

let server: RunningServer;
let id: string;
let tokens: string[];

const human = { kind: 'human' };

beforeAll(async () => {
  server = await testServer({
    edge: {
      socketLimits: { perSocket: { burst: 30, perSecond: 2 }, costlyCost: 3 },
      allowedOrigins: ['https://friends.example'],
    },
  });
  const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
    settings: { game: 'fifteen', seats: [human, human], options: { turnCap: 40 } },
    name: 'Ann',
  });
  id = created.body.table.id;
  const joined = await api<JoinResponse>(server.url, 'POST', `/api/tables/${id}/join`, { name: 'Bob' });
  tokens = [created.body.seatToken!, joined.body.seatToken];
  await api(server.url, 'POST', `/api/tables/${id}/start`, { seatToken: tokens[0] });
});
afterAll(() => server.close());

const version = async () => (await server.ctx.storage.getTable(id))!.version;

describe('the socket budget', () => {
  it('refuses a flooding socket with rate-limited, and leaves another socket alone', async () => {
    const flood = await TestClient.connect(server.url);
    const calm = await TestClient.connect(server.url);
    expect(await flood.hello(id, tokens[0])).toMatchObject({ ok: true });
    expect(await calm.hello(id, tokens[1])).toMatchObject({ ok: true });
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => flood.send('autoPass', { on: false })),
    );
    const limited = answers.filter((a) => !a.ok && a.error.code === 'rate-limited');
    // 30 tokens less the hello's 3: about 27 get through, the rest are refused.
    expect(limited.length).toBeGreaterThanOrEqual(45);
    expect(limited[0]).toMatchObject({ error: { message: expect.stringContaining('too many') } });
    const problem = await flood.waitFor((r) => r.event === 'problem');
    expect(problem.msg).toMatchObject({ code: 'rate-limited', in: 'autoPass' });
    // The other socket's budget is its own.
    expect(await calm.send('autoPass', { on: false })).toMatchObject({ ok: true });
    expect(await calm.send('sync', {})).toMatchObject({ ok: true });
    flood.close();
    calm.close();
  });
});

describe('the edge', () => {
  it('answers an unknown event with unknown-event', async () => {
    const c = await TestClient.connect(server.url);
    expect(await c.send('launchMissiles', { now: true })).toEqual({
      ok: false,
      error: { code: 'unknown-event', message: expect.stringContaining('"launchMissiles"') },
    });
    const problem = await c.waitFor((r) => r.event === 'problem');
    expect(problem.msg).toMatchObject({ code: 'unknown-event', in: 'server' });
    c.close();
  });

  it('answers an oversized message with too-large before it closes the socket', async () => {
    const c = await TestClient.connect(server.url);
    const closed = new Promise<string>((resolve) => c.socket.once('disconnect', resolve));
    (c.socket as unknown as { emit(e: string, m: unknown): void }).emit('hello', {
      protocol: PROTOCOL_VERSION,
      tableId: id,
      junk: 'x'.repeat(100 * 1024),
    });
    const problem = await c.waitFor((r) => r.event === 'problem');
    expect(problem.msg).toMatchObject({ code: 'too-large', message: expect.stringContaining('65536') });
    expect(await closed).toBe('io server disconnect');
    expect(c.received.filter((r) => r.event === 'view')).toEqual([]);
  });

  it('refuses hostile shapes with a documented code, never internal, and changes nothing', async () => {
    const c = await TestClient.connect(server.url);
    expect(await c.hello(id, tokens[0])).toMatchObject({ ok: true });
    const decisionId = c.decisionId() ?? 'A'.repeat(22);
    const v0 = await version();
    const hostile: unknown[] = [
      { action: { seat: { toString: null } }, decisionId },
      { action: { type: { toString: null }, seat: 0 }, decisionId },
      { action: JSON.parse('{"__proto__":{"type":"draw"},"constructor":{"prototype":{}}}'), decisionId },
      { action: { type: 'draw', seat: 1e308 }, decisionId },
      { action: { type: 'draw', seat: -0 }, decisionId: { toString: null } },
      { action: { type: 'x'.repeat(20_000) }, decisionId },
    ];
    for (const msg of hostile) {
      const res = await c.send('act', msg);
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.error.code).not.toBe('internal');
    }
    // Nesting too deep for a client library to encode, written as a raw socket.io packet.
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const earlier = new Set(c.received);
    c.socket.io.engine.send(`2["act",{"action":${deep},"decisionId":"${decisionId}"}]`);
    const problem = await c.waitFor((r) => r.event === 'problem' && !earlier.has(r));
    expect(problem.msg).toMatchObject({ code: 'bad-message', message: expect.stringContaining('action') });
    expect(await c.send('hello', { protocol: { toString: null }, tableId: id })).toMatchObject({
      ok: false,
      error: { code: 'protocol-version' },
    });
    expect(await c.send('autoPass', { on: { valueOf: null } })).toMatchObject({
      ok: false,
      error: { code: 'bad-message' },
    });
    expect(await version()).toBe(v0);
    c.close();
  });
});

describe('origins', () => {
  const connect = (origin: string | undefined) => {
    const socket = io(server.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      ...(origin ? { extraHeaders: { origin } } : {}),
    });
    return new Promise<'connected' | 'refused'>((resolve) => {
      socket.once('connect', () => {
        socket.close();
        resolve('connected');
      });
      socket.once('connect_error', () => {
        socket.close();
        resolve('refused');
      });
    });
  };

  it('takes sockets from the same origin, ALLOWED_ORIGINS and non-browsers; refuses others', async () => {
    const own = new URL(server.url);
    expect(await connect(`http://${own.host}`)).toBe('connected');
    expect(await connect('https://friends.example')).toBe('connected');
    expect(await connect(undefined)).toBe('connected');
    expect(await connect('https://evil.example')).toBe('refused');
    expect(await connect(`http://${own.hostname}:${Number(own.port) + 1}`)).toBe('refused');
  });
});

describe('hello with the version the client holds', () => {
  it('sends only the events after it, and none when it is current', async () => {
    const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
      settings: { game: 'fifteen', seats: [human, human], options: { turnCap: 40 } },
      name: 'Cy',
    });
    const id = created.body.table.id;
    const joined = await api<JoinResponse>(server.url, 'POST', `/api/tables/${id}/join`, { name: 'Di' });
    const tokens = [created.body.seatToken!, joined.body.seatToken];
    await api(server.url, 'POST', `/api/tables/${id}/start`, { seatToken: tokens[0] });
    const hello = (c: TestClient, since?: number) =>
      c.send('hello', {
        protocol: PROTOCOL_VERSION,
        tableId: id,
        seatToken: tokens[0],
        ...(since === undefined ? {} : { since }),
      });
    const seats = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
    await hello(seats[0]!);
    await seats[1]!.hello(id, tokens[1]);
    const mover = () => seats.find((c) => c.decisionId() !== null)!;
    expect(await mover().act({ type: 'draw' })).toMatchObject({ ok: true });
    await new Promise((r) => setTimeout(r, 50));
    const held = seats[0]!.lastView()!.cursor;
    expect(held).toBeGreaterThan(0);

    const current = await TestClient.connect(server.url);
    expect(await hello(current, held)).toMatchObject({ ok: true });
    expect(current.views()[0]).toMatchObject({ cursor: held, fromCursor: held, events: [] });

    expect(await mover().act({ type: 'draw' })).toMatchObject({ ok: true });
    await new Promise((r) => setTimeout(r, 50));
    const late = await TestClient.connect(server.url);
    await hello(late, held);
    const tail = late.views()[0]!;
    expect(tail.fromCursor).toBe(held);
    expect(tail.cursor).toBeGreaterThan(held);
    const full = await TestClient.connect(server.url);
    await hello(full);
    const whole = full.views()[0]!;
    expect(whole.fromCursor).toBe(0);
    const before = await TestClient.connect(server.url);
    await hello(before);
    // What the whole history has after `held` is exactly the tail.
    expect(whole.events.slice(whole.events.length - tail.events.length)).toEqual(tail.events);
    expect(tail.events.length).toBeGreaterThan(0);
    expect(tail.events.length).toBeLessThan(whole.events.length);
    for (const c of [...seats, current, late, full, before]) c.close();
  });
});
