/** Malformed, illegal and unauthorised messages get a clear typed error and change nothing. */

import {
  type CreateTableResponse,
  type JoinResponse,
  PROTOCOL_VERSION,
  type ProblemMessage,
  type ViewUpdate,
} from '@nobid/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { api, TestClient } from './helpers/client.ts';
import { testServer } from './helpers/server.ts';

let server: RunningServer;
let id: string;
let tokens: string[];
let a: TestClient;
let b: TestClient;

beforeAll(async () => {
  server = await testServer();
  const human = { kind: 'human' };
  const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
    settings: { game: 'fifteen', seats: [human, human], options: { turnCap: 40 } },
    name: 'Ann',
  });
  id = created.body.table.id;
  const joined = await api<JoinResponse>(server.url, 'POST', `/api/tables/${id}/join`, { name: 'Bob' });
  tokens = [created.body.seatToken!, joined.body.seatToken];
  a = await TestClient.connect(server.url);
  b = await TestClient.connect(server.url);
});
afterAll(async () => {
  a.close();
  b.close();
  await server.close();
});

const version = async () => (await server.ctx.storage.getTable(id))!.version;

describe('bad input on the socket', () => {
  it('is refused before hello, with a problem message as well as the ack', async () => {
    expect(await a.act({ type: 'draw' })).toEqual({
      ok: false,
      error: { code: 'no-hello', message: expect.any(String) },
    });
    const problem = await a.waitFor((r) => r.event === 'problem');
    expect(problem.msg).toMatchObject({ code: 'no-hello', in: 'act' } satisfies Partial<ProblemMessage>);
  });

  it('refuses a client built for another protocol, telling it to reload', async () => {
    const reload = {
      ok: false,
      error: { code: 'protocol-version', message: expect.stringContaining('reload') },
    };
    // A page from before versioning says no protocol at all; a later one names its own.
    expect(await a.send('hello', { tableId: id, seatToken: tokens[0] })).toMatchObject(reload);
    expect(await a.send('hello', { protocol: PROTOCOL_VERSION - 1, tableId: id })).toMatchObject(reload);
    expect(await a.send('hello', { protocol: PROTOCOL_VERSION + 1, tableId: id })).toMatchObject(reload);
    // Nothing was opened: the socket is still nowhere.
    expect(a.received.filter((r) => r.event === 'view')).toEqual([]);
    expect(await a.send('sync', {})).toMatchObject({ ok: false, error: { code: 'no-hello' } });
  });

  it('refuses malformed hellos, unknown tables and wrong tokens', async () => {
    expect(await a.send('hello', 'hi')).toMatchObject({ ok: false, error: { code: 'bad-message' } });
    expect(
      await a.send('hello', { protocol: PROTOCOL_VERSION, tableId: id, seatToken: 'short' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'bad-message', message: expect.stringContaining('seatToken') },
    });
    expect(await a.hello('nosuchtable1')).toMatchObject({ ok: false, error: { code: 'unknown-table' } });
    expect(await a.hello(id, 'f'.repeat(32))).toMatchObject({ ok: false, error: { code: 'bad-token' } });
  });

  it('refuses start until seated, then illegal, foreign and malformed actions, leaving the log alone', async () => {
    expect(await a.hello(id, tokens[0])).toMatchObject({ ok: true });
    expect(await b.hello(id, tokens[1])).toMatchObject({ ok: true });
    const made = 'A'.repeat(22);
    expect(await a.act({ type: 'draw' }, made)).toMatchObject({ ok: false, error: { code: 'not-started' } });
    expect(await a.send('start', {})).toMatchObject({ ok: true });
    expect(await a.send('start', {})).toMatchObject({ ok: false, error: { code: 'already-started' } });
    const v0 = await version();

    const hand = ((a.lastView() as ViewUpdate).view as { hand: number[] }).hand;
    const notInHand = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((c) => !hand.includes(c))!;
    expect(await a.act({ type: 'play', card: notInHand })).toMatchObject({
      ok: false,
      error: { code: 'card-not-in-hand' },
    });
    // Seat 1 has nothing to decide: neither seat 0's id nor any other will do.
    expect(b.decisionId()).toBeNull();
    const foreign = a.decisionId()!;
    expect(await b.act({ type: 'draw' }, foreign)).toMatchObject({
      ok: false,
      error: { code: 'stale-decision' },
    });
    expect(await b.act({ type: 'draw' }, made)).toMatchObject({
      ok: false,
      error: { code: 'stale-decision' },
    });
    expect(await a.act({ type: 'draw', seat: 1 })).toMatchObject({
      ok: false,
      error: { code: 'not-your-seat' },
    });
    expect(await a.act({ type: 'fly' })).toMatchObject({ ok: false, error: { code: 'unknown-action' } });
    expect(await a.send('act', { action: 'draw' })).toMatchObject({
      ok: false,
      error: { code: 'bad-message' },
    });
    for (const decisionId of [undefined, 7, 'short', 'x'.repeat(65)])
      expect(await a.send('act', { action: { type: 'draw' }, decisionId })).toMatchObject({
        ok: false,
        error: { code: 'bad-message', message: expect.stringContaining('decisionId') },
      });
    expect(await a.act({ type: 'draw' }, made)).toMatchObject({
      ok: false,
      error: { code: 'stale-decision', message: expect.stringContaining('latest view') },
    });
    expect(await version()).toBe(v0);

    // The ack names the seat's own cursor, one on from its latest view (its own action moved it).
    const cursor = a.lastView()!.cursor;
    expect(await a.act({ type: 'draw' }, foreign)).toEqual({ ok: true, value: { cursor: cursor + 1 } });
    expect(await version()).toBe(v0 + 1);
    // The same message again (a retry): its decision is gone, so it changes nothing.
    expect(await a.act({ type: 'draw' }, foreign)).toMatchObject({
      ok: false,
      error: { code: 'stale-decision' },
    });
    expect(await version()).toBe(v0 + 1);
  });

  it('does not let a spectator act', async () => {
    const watcher = await TestClient.connect(server.url);
    expect(await watcher.hello(id)).toMatchObject({ ok: true, value: { seat: null } });
    expect(await watcher.act({ type: 'draw' }, 'A'.repeat(22))).toMatchObject({
      ok: false,
      error: { code: 'not-seated' },
    });
    watcher.close();
  });
});

describe('bad input on the REST API', () => {
  it('answers each with a status and a typed error', async () => {
    const bad = await api(server.url, 'POST', '/api/tables', {
      settings: { game: 'fifteen', seats: [{ kind: 'human' }] },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { code: 'bad-settings', message: expect.stringContaining('at least 2') },
    });
    const tooMany = await api(server.url, 'POST', '/api/tables', {
      settings: { game: 'fifteen', seats: Array(5).fill({ kind: 'human' }) },
    });
    expect(tooMany).toMatchObject({ status: 400, body: { code: 'bad-settings' } });
    const unknown = await api(server.url, 'POST', '/api/tables', {
      settings: { game: 'chess', seats: [{ kind: 'human' }, { kind: 'human' }] },
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'unknown-game' } });
    expect(await api(server.url, 'GET', '/api/tables/nosuchtable1')).toMatchObject({
      status: 404,
      body: { code: 'unknown-table' },
    });
    expect(await api(server.url, 'POST', `/api/tables/${id}/join`, { name: '' })).toMatchObject({
      status: 400,
      body: { code: 'bad-message' },
    });
    expect(await api(server.url, 'POST', `/api/tables/${id}/join`, { name: 'Late' })).toMatchObject({
      status: 409,
      body: { code: 'already-started' },
    });
    expect(
      await api(server.url, 'POST', `/api/tables/${id}/start`, { seatToken: 'a'.repeat(32) }),
    ).toMatchObject({
      status: 403,
      body: { code: 'bad-token' },
    });
    expect(await api(server.url, 'GET', '/api/nothing')).toMatchObject({ status: 404 });
  });

  it('fills a table and then refuses more players', async () => {
    const human = { kind: 'human' };
    const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
      settings: { game: 'fifteen', seats: [human, human] },
      name: 'Ann',
    });
    const tid = created.body.table.id;
    expect(
      await api(server.url, 'POST', `/api/tables/${tid}/start`, { seatToken: created.body.seatToken }),
    ).toMatchObject({
      status: 400,
      body: { code: 'seats-not-filled' },
    });
    expect(await api(server.url, 'POST', `/api/tables/${tid}/join`, { name: 'Bob', seat: 0 })).toMatchObject({
      status: 409,
      body: { code: 'seat-taken' },
    });
    expect((await api(server.url, 'POST', `/api/tables/${tid}/join`, { name: 'Bob' })).status).toBe(200);
    expect(await api(server.url, 'POST', `/api/tables/${tid}/join`, { name: 'Cy' })).toMatchObject({
      status: 409,
      body: { code: 'table-full' },
    });
  });
});

describe("a table's seat count is the game's to narrow", () => {
  it('seats Startups at 7 and its coin option, but refuses No Bid at 7 with the range', async () => {
    const bots = (n: number) => Array(n).fill({ kind: 'bot', level: 'easy' });
    const startups = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
      settings: { game: 'startups', seats: [{ kind: 'human' }, ...bots(6)], options: { showCoins: true } },
      name: 'Ann',
    });
    expect(startups.status).toBe(201);
    expect(startups.body.table.settings.seats).toHaveLength(7);
    const nobid = await api(server.url, 'POST', '/api/tables', {
      settings: { game: 'nobid', seats: [{ kind: 'human' }, ...bots(6)] },
      name: 'Ann',
    });
    expect(nobid).toMatchObject({ status: 400, body: { message: expect.stringContaining('2 to 6 seats') } });
  });
});
