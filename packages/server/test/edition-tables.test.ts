/**
 * One server plays a table of the default edition and a table of an uploaded variant (Leverage
 * counting +2, a hand limit of 9) at once, over real sockets. Both survive a restart: each is
 * rebuilt from its stored options and log to exactly the state it had, with its own numbers
 * still in force, and plays on; and when the default edition later changes, neither changes.
 * On SQLite always, and on Postgres when TEST_DATABASE_URL is set.
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replay, rngFromSeed } from '@nobid/engine';
import type { GamesResponse, TableInfo, ViewUpdate } from '@nobid/protocol';
import { missing } from '@nobid/tools/skip';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { api, autoPlay, TestClient } from './helpers/client.ts';
import { leveragePlus, longGame, nobid, nobidDefaulting, numbersInForce } from './helpers/editions.ts';
import { dropPostgresSchema } from './helpers/postgres.ts';
import { randomLegalChoice } from './helpers/random-player.ts';
import { testServer } from './helpers/server.ts';
import { playingTable } from './helpers/table.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'nobid-editions-'));
const schema = `nb_ed_${randomBytes(6).toString('hex')}`;
// No grace period runs out while the test reconnects: no bot may move a seat between two looks.
const timing = { graceMs: 600_000 };
const backends: { name: string; skip: boolean; where: Parameters<typeof testServer>[0] }[] = [
  { name: 'SQLite', skip: false, where: { dataDir, timing } },
  { name: 'Postgres', skip: missing('postgres'), where: { databaseUrl: pgUrl, pgSchema: schema, timing } },
];

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (pgUrl) await dropPostgresSchema(pgUrl, schema);
});

const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

type Table = Awaited<ReturnType<typeof playingTable>>;

/** Plays random legal moves at every seat until each table has `moves` more log entries (or ends). */
async function playOn(server: RunningServer, tables: readonly Table[], moves: number, seed: string) {
  const rng = rngFromSeed(seed);
  const stops = tables.flatMap((t) => t.clients.map((c) => autoPlay(c, randomLegalChoice(rng))));
  await Promise.all(
    tables.map(async (t) => {
      const from = t.clients[0]!.lastView()?.cursor ?? 0;
      await t.clients[0]!.waitFor(
        (r) =>
          r.event === 'tableOver' || (r.event === 'view' && (r.msg as ViewUpdate).cursor >= from + moves),
      );
    }),
  );
  for (const stop of stops) stop();
  await settled(server, tables);
}

/** Waits until no answer is in flight: every table's stored version stays put for a while. */
async function settled(server: RunningServer, tables: readonly Table[]) {
  const versions = async () =>
    Promise.all(tables.map(async (t) => (await server.ctx.storage.getTable(t.id))!.version));
  let last = await versions();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await versions();
    if (now.every((v, i) => v === last[i])) return;
    last = now;
  }
}

/** What a table is, as this server holds it: its full state, its lobby entry, each seat's view. */
async function snapshot(server: RunningServer, t: Table) {
  const rt = await server.ctx.runtimes.get(t.id);
  const info = (await api<TableInfo>(server.url, 'GET', `/api/tables/${t.id}`)).body;
  // Each seat's current view: a seat is sent nothing for another's hidden pass, so ask for it.
  for (const c of t.clients) expect(await c.send('sync', {})).toMatchObject({ ok: true });
  const views = t.clients.map((c) => {
    const v = c.lastView()!;
    return { cursor: v.cursor, view: v.view, legal: v.legal, decisionId: v.decisionId };
  });
  return { state: json(rt.state), numbers: numbersInForce(rt.state), info, views };
}

/** The state the stored record replays to, the stored options parsed as the server parses them. */
async function replayed(server: RunningServer, id: string) {
  const table = (await server.ctx.storage.getTable(id))!;
  const log = await server.ctx.storage.readLog(id);
  const options = nobid.parseOptions(table.options);
  return json(
    replay(nobid, { game: 'nobid', seats: table.seats, seed: table.seed, options, log: log as never }),
  );
}

/** Says hello again on every seat of a table (after a restart) and returns the new clients. */
async function rejoin(server: RunningServer, t: Table): Promise<Table> {
  const clients: TestClient[] = [];
  for (const [seat, token] of t.tokens.entries()) {
    const c = await TestClient.connect(server.url);
    expect(await c.hello(t.id, token)).toEqual({ ok: true, value: { seat } });
    clients.push(c);
  }
  return { ...t, clients };
}

const close = (tables: readonly Table[]) => {
  for (const t of tables) for (const c of t.clients) c.close();
};

for (const backend of backends) {
  describe.skipIf(backend.skip)(`a default and a variant table at one server, on ${backend.name}`, () => {
    it('play at once, survive a restart exactly, and keep their editions when the default changes', async () => {
      let server = await testServer(backend.where);
      const games = (await api<GamesResponse>(server.url, 'GET', '/api/games')).body.games;
      const theDefault = games.find((g) => g.name === 'nobid')!.defaultEdition!;
      expect(theDefault.source).toBe('shipped');

      let plain = await playingTable(server, { game: 'nobid' }, 2);
      let variant = await playingTable(server, { game: 'nobid', options: { edition: leveragePlus() } }, 2);

      // Each table names its edition; the hash is the one the game itself puts in its views.
      const cardsOf = (t: Table) => (t.clients[0]!.lastView()!.view as { cards: unknown }).cards;
      const plainInfo = (await api<TableInfo>(server.url, 'GET', `/api/tables/${plain.id}`)).body;
      const variantInfo = (await api<TableInfo>(server.url, 'GET', `/api/tables/${variant.id}`)).body;
      expect(plainInfo.edition).toEqual(theDefault);
      expect(plainInfo.edition).toEqual({ ...(cardsOf(plain) as object), source: 'shipped' });
      expect(variantInfo.edition).toEqual({ ...(cardsOf(variant) as object), source: 'uploaded' });
      expect(variantInfo.edition).toMatchObject({ name: 'Leverage Plus', version: '1' });
      expect(variantInfo.edition!.hash).not.toBe(plainInfo.edition!.hash);
      // Pinned: the default by reference, the upload whole, and so stored.
      const ref = { name: theDefault.name, version: theDefault.version };
      expect(plainInfo.settings.options).toMatchObject({ edition: ref });
      expect(variantInfo.settings.options).toMatchObject({
        edition: { name: 'Leverage Plus', numbers: { handLimit: 9 } },
      });
      expect((await server.ctx.storage.getTable(plain.id))!.options).toMatchObject({ edition: ref });
      expect((await server.ctx.storage.getTable(variant.id))!.edition).toEqual({
        name: 'Leverage Plus',
        version: '1',
        hash: variantInfo.edition!.hash,
      });

      await playOn(server, [plain, variant], 12, 'editions-1');
      const before = { plain: await snapshot(server, plain), variant: await snapshot(server, variant) };
      expect(before.variant.numbers).toEqual({ handLimit: 9, target: 7, leverageDelta: 2 });
      expect(before.plain.numbers).toEqual({ handLimit: 7, target: 7, leverageDelta: 1 });
      expect(before.plain.views[0]!.cursor).toBeGreaterThanOrEqual(12);
      expect(before.variant.views[0]!.cursor).toBeGreaterThanOrEqual(12);
      close([plain, variant]);
      await server.close();

      // A restart: both are rebuilt from storage alone, to exactly where they were.
      server = await testServer(backend.where);
      plain = await rejoin(server, plain);
      variant = await rejoin(server, variant);
      for (const [name, t] of [
        ['plain', plain],
        ['variant', variant],
      ] as const) {
        const after = await snapshot(server, t);
        expect(after.state, `${name}: the state after the restart`).toEqual(before[name].state);
        expect(after.numbers).toEqual(before[name].numbers);
        expect(after.info.edition).toEqual(before[name].info.edition);
        expect(after.views, `${name}: every seat's view and decision id`).toEqual(before[name].views);
        expect(await replayed(server, t.id), `${name}: its stored record replays to it`).toEqual(after.state);
      }
      await playOn(server, [plain, variant], 4, 'editions-2');
      const played = { plain: await snapshot(server, plain), variant: await snapshot(server, variant) };
      expect(played.variant.numbers).toEqual({ handLimit: 9, target: 7, leverageDelta: 2 });
      close([plain, variant]);
      await server.close();

      // The default changes (another edition, here an unshipped one): stored tables do not.
      server = await testServer({ ...backend.where, games: [nobidDefaulting(longGame())] });
      const now = (await api<GamesResponse>(server.url, 'GET', '/api/games')).body.games;
      expect(now.find((g) => g.name === 'nobid')!.defaultEdition).toMatchObject({ name: 'Long Game' });
      for (const [name, t] of [
        ['plain', plain],
        ['variant', variant],
      ] as const) {
        const rt = await server.ctx.runtimes.get(t.id);
        expect(json(rt.state), `${name} after the default changed`).toEqual(played[name].state);
        expect(numbersInForce(rt.state)).toEqual(played[name].numbers);
      }
      // A new table takes the new default, pinned whole since no release ships it.
      const fresh = await playingTable(server, { game: 'nobid' }, 2);
      const freshInfo = (await api<TableInfo>(server.url, 'GET', `/api/tables/${fresh.id}`)).body;
      expect(freshInfo.edition).toMatchObject({ name: 'Long Game', source: 'uploaded' });
      expect(numbersInForce((await server.ctx.runtimes.get(fresh.id)).state).target).toBe(9);
      close([fresh]);
      await server.close();
    });
  });
}
