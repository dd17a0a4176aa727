/**
 * A table's edition as its host names it, over the real REST API: uploaded editions are
 * untrusted input, refused as `bad-settings` (too big, malformed, or unplayable) with every
 * problem by path and nothing created; a shipped edition is named by reference however it was
 * given; the lobby's list leaves an upload's content out; a rematch plays the same edition; a
 * game without editions (Startups) gets none; a stored table whose edition no longer matches
 * its stored identity is not replayed.
 */

import { rngFromSeed } from '@nobid/engine';
import {
  type ApiError,
  type CreateTableResponse,
  type GamesResponse,
  type ListTablesResponse,
  MAX_EDITION_BYTES,
  type RematchResponse,
  type TableInfo,
} from '@nobid/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { api, autoPlay } from './helpers/client.ts';
import { FIRST_REF, leveragePlus, SECOND_REF, shippedEdition } from './helpers/editions.ts';
import { randomLegalChoice } from './helpers/random-player.ts';
import { testServer } from './helpers/server.ts';
import { playingTable } from './helpers/table.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

const human = { kind: 'human' };
const create = (options: unknown, extra: object = {}) =>
  api<CreateTableResponse & ApiError>(server.url, 'POST', '/api/tables', {
    settings: { game: 'nobid', seats: [human, human], options, ...extra },
    name: 'Host',
  });
const tableCount = async () => (await server.ctx.storage.listTables({ limit: 10_000 })).length;

/** Creating with `options` is refused as bad-settings, creates nothing, and says each of `lines`. */
async function refused(options: unknown, lines: readonly (string | RegExp)[]) {
  const before = await tableCount();
  const res = await create(options);
  expect(res.body.code).toBe('bad-settings');
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const said = res.body.message.split('\n').map((l) => l.trim());
  for (const line of lines)
    expect(
      said.some((l) => (typeof line === 'string' ? l === line : line.test(l))),
      `"${line}" in:\n${res.body.message}`,
    ).toBe(true);
  expect(await tableCount()).toBe(before);
  return res.body.message;
}

describe('an uploaded edition is refused', () => {
  it('when it is bigger than MAX_EDITION_BYTES of JSON, before it is read as an edition', async () => {
    const big = { ...leveragePlus(), notes: 'x'.repeat(MAX_EDITION_BYTES) };
    const message = await refused({ edition: big }, [
      /^the edition is \d+ bytes of JSON \(.* KiB\); an uploaded edition may have at most 65536 \(64 KiB\)$/,
    ]);
    // Refused for its size alone: its over-long notes were never looked at.
    expect(message).not.toMatch(/notes/);
  });

  it('when the whole request is far too big, before the body is even parsed', async () => {
    const before = await tableCount();
    const huge = { ...leveragePlus(), notes: 'x'.repeat(4 * MAX_EDITION_BYTES) };
    const res = await create({ edition: huge });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'bad-settings' });
    expect(res.body.message).toMatch(/an uploaded edition may have at most 65536 bytes of JSON/);
    expect(await tableCount()).toBe(before);
  });

  it('when it is malformed: every problem of its shape, one a line, by path', async () => {
    const e = leveragePlus();
    e.numbers = { ...e.numbers, target: 'seven' as unknown as number };
    e.cards[0]!.copies = -1;
    const leverage = e.cards.findIndex((c) => c.kind === 'leverage');
    e.cards[leverage]!.book = { op: 'double-count' };
    await refused({ edition: e }, [
      /^numbers\.target: /,
      /^cards\[0\]\.copies: /,
      `cards[${leverage}].book.op: no book-card effect handles op "double-count"`,
    ]);
  });

  it('when it is both malformed and too small to deal: the problems of both kinds at once', async () => {
    const e = leveragePlus();
    // 32 Positions in the main deck: at 6 players, dealing 5 each leaves 2 to draw, where 6 are needed.
    e.cards = e.cards.filter((c) => c.type === 'position');
    e.name = '';
    e.version = 'two words';
    e.numbers = { ...e.numbers, target: 'seven' as unknown as number };
    e.age = 200;
    await refused({ edition: e }, [
      /^name: /,
      /^version: /,
      /^numbers\.target: /,
      /^age: /,
      'cards: with 6 players the main deck has 32 cards: dealing 30 would leave too few to draw',
    ]);
  });

  it('when it cannot be played: every problem, one a line, by path', async () => {
    const e = leveragePlus();
    const leverage = e.cards.findIndex((c) => c.kind === 'leverage');
    const frozen = e.cards.findIndex((c) => c.kind === 'frozen-collateral');
    e.cards.push({ ...e.cards[leverage]!, copies: 2 });
    e.cards.push({ kind: 'hedge', type: 'leverage', copies: 2, book: { op: 'draw-at-start', count: 1 } });
    e.cards[frozen] = { ...e.cards[frozen]!, type: 'leverage' };
    await refused({ edition: e }, [
      `cards[${e.cards.length - 2}].kind: "leverage" is already cards[${leverage}]`,
      `cards[${e.cards.length - 1}].texts: "hedge" is a new card: give its name and text in en, de and ko`,
      `cards[${frozen}].book.type: a Leverage card that forbids Leverage locks itself`,
    ]);
  });

  it('when its deck is too small to deal, or a reference names no shipped edition', async () => {
    const e = leveragePlus();
    e.cards = e.cards.filter((c) => c.type === 'position');
    e.numbers.openingHand = 10;
    await refused({ edition: e }, [/^cards: with 6 players the main deck has \d+ cards: dealing 60/]);
    await refused({ edition: { name: 'No Bid', version: '99' } }, [
      /^\(file\): no shipped edition "No Bid" 99/,
    ]);
    await refused({ edition: 'no-bid-1.json' }, [/^\(file\): an edition is an object/]);
  });

  it('and a body that is not JSON is a bad message', async () => {
    const res = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"settings": {"game": "nobid", "options": {"edition": {',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad-message' });
  });
});

describe('a table is pinned to its edition', () => {
  it('a shipped edition by reference, however it was named; an upload whole, its identity reported', async () => {
    const games = (await api<GamesResponse>(server.url, 'GET', '/api/games')).body.games;
    const theDefault = games.find((g) => g.name === 'nobid')!.defaultEdition!;
    const defaultRef = { name: theDefault.name, version: theDefault.version };

    const byDefault = (await create(undefined)).body.table;
    expect(byDefault.edition).toEqual(theDefault);
    expect(byDefault.settings.options).toEqual({ turnCap: 200, edition: defaultRef });

    const second = (await create({ edition: SECOND_REF })).body.table;
    expect(second.edition).toMatchObject({ ...SECOND_REF, source: 'shipped' });
    expect(second.settings.options).toMatchObject({ edition: SECOND_REF });

    // The first edition's very content, uploaded: the shipped edition, named by reference.
    const copy = (await create({ edition: shippedEdition(FIRST_REF), turnCap: 50 })).body.table;
    expect(copy.edition).toMatchObject({ ...FIRST_REF, source: 'shipped' });
    expect(copy.settings.options).toEqual({ turnCap: 50, edition: FIRST_REF });
    expect((await server.ctx.storage.getTable(copy.id))!.options).toEqual({
      turnCap: 50,
      edition: FIRST_REF,
    });

    // A variant that calls itself "No Bid 1" is told apart by its hash: an upload, kept whole.
    const impostor = { ...leveragePlus(), ...FIRST_REF };
    const posing = (await create({ edition: impostor })).body.table;
    expect(posing.edition).toMatchObject({ ...FIRST_REF, source: 'uploaded' });
    expect(posing.edition!.hash).not.toBe(copy.edition!.hash);
    expect(posing.settings.options).toMatchObject({ edition: { ...FIRST_REF, numbers: { handLimit: 9 } } });
  });

  it("the lobby's list names an uploaded edition and leaves its content to the table's own page", async () => {
    const variant = (await create({ edition: leveragePlus() })).body.table;
    const plain = (await create(undefined)).body.table;
    const listed = (await api<ListTablesResponse>(server.url, 'GET', '/api/tables')).body.tables;
    const entry = listed.find((t) => t.id === variant.id)!;
    expect(entry.edition).toEqual(variant.edition);
    expect(entry.settings.options).toEqual({ turnCap: 200 });
    expect(JSON.stringify(entry)).not.toMatch(/"cards"/);
    expect(listed.find((t) => t.id === plain.id)!.settings.options).toEqual(plain.settings.options);
    const own = (await api<TableInfo>(server.url, 'GET', `/api/tables/${variant.id}`)).body;
    expect(own.settings.options).toMatchObject({
      edition: { name: 'Leverage Plus', cards: expect.any(Array) },
    });
  });

  it('a rematch plays the same edition', async () => {
    const table = await playingTable(
      server,
      { game: 'nobid', options: { edition: leveragePlus(), turnCap: 3 } },
      2,
    );
    const rng = rngFromSeed('rematch');
    const stops = table.clients.map((c) => autoPlay(c, randomLegalChoice(rng)));
    await table.clients[0]!.waitFor((r) => r.event === 'tableOver');
    for (const stop of stops) stop();
    const res = await api<RematchResponse>(server.url, 'POST', `/api/tables/${table.id}/rematch`, {
      seatToken: table.tokens[0],
    });
    const first = (await api<TableInfo>(server.url, 'GET', `/api/tables/${table.id}`)).body;
    const next = (await api<TableInfo>(server.url, 'GET', `/api/tables/${res.body.tableId}`)).body;
    expect(next.edition).toEqual(first.edition);
    expect(next.edition).toMatchObject({ name: 'Leverage Plus', source: 'uploaded' });
    expect(next.settings.options).toEqual(first.settings.options);
    for (const c of table.clients) c.close();
  });

  it('a Startups table has no edition, and its options are its own', async () => {
    const games = (await api<GamesResponse>(server.url, 'GET', '/api/games')).body.games;
    expect(games.find((g) => g.name === 'startups')!.defaultEdition).toBeNull();
    const res = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
      settings: { game: 'startups', seats: [human, human, human], options: { showCoins: true } },
      name: 'Host',
    });
    expect(res.status).toBe(201);
    expect(res.body.table.edition).toBeNull();
    expect(res.body.table.settings.options).toEqual({ showCoins: true });
    const stored = (await server.ctx.storage.getTable(res.body.table.id))!;
    expect(stored.edition).toBeNull();
    expect(stored.options).not.toHaveProperty('edition');
  });

  it('a stored table whose options no longer give its stored edition is not replayed', async () => {
    const made = (await create({ edition: FIRST_REF })).body.table;
    const stored = (await server.ctx.storage.getTable(made.id))!;
    const id = `${made.id.slice(0, 20)}x`;
    const forged = { ...stored, id, edition: { ...stored.edition!, hash: '0'.repeat(64) } };
    await server.ctx.storage.createTable(
      forged,
      await server.ctx.storage.getSeats(made.id).then((s) => s.map((x) => ({ ...x, tableId: id }))),
    );
    await expect(server.ctx.runtimes.get(id)).rejects.toThrow(/was stored with No Bid 1 \(000000000000\)/);
    const res = await api<ApiError>(server.url, 'GET', `/api/tables/${id}`);
    expect(res.status).toBe(500);
  });
});
