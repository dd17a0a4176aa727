/**
 * Migration 0002 on rows as the older schema stored them: a No Bid table from before editions
 * (options without an edition) is marked with the first edition, by reference, and its log
 * replays with it even on a server whose default edition has since changed; a table stored
 * with its edition whole keeps it (No Bid 1's content becomes its reference); a Startups table
 * is left alone. On SQLite always, and on Postgres when TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { nextInt, replay, rngFromSeed, type SeatAction } from '@nobid/engine';
import type { TableInfo, ViewUpdate } from '@nobid/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { editionHash } from '../src/editions.ts';
import { hashToken } from '../src/ids.ts';
import { FIRST_NOBID_EDITION } from '../src/storage/mark-editions.ts';
import { migrate, openDatabase } from '../src/storage/open.ts';
import { cursorOf } from '../src/table/views.ts';
import { api, TestClient } from './helpers/client.ts';
import { FIRST_REF, leveragePlus, longGame, nobid, nobidDefaulting } from './helpers/editions.ts';
import { storageBackends } from './helpers/postgres.ts';
import { testServer } from './helpers/server.ts';

const { backends, cleanUp } = storageBackends('mig');
afterAll(cleanUp);

const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

/** A match of the first edition, as one was recorded before editions: random legal moves. */
function recordMatch(seed: string, moves: number) {
  const options = nobid.parseOptions({ edition: FIRST_REF });
  let state = nobid.setup(2, options, seed);
  const rng = rngFromSeed(seed);
  const log: SeatAction[] = [];
  while (log.length < moves && nobid.decisions(state).length > 0) {
    const decisions = nobid.decisions(state);
    const { seat } = decisions[nextInt(rng, decisions.length)]!;
    const legal = nobid.legalActions(state, seat);
    const action = legal[nextInt(rng, legal.length)]!;
    const next = nobid.apply(state, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
    log.push(action);
  }
  return { log, state };
}

const human = { kind: 'human' };
const settingsOf = (game: string, options?: unknown) => ({
  game,
  seats: [human, human],
  language: 'en',
  reactionWindowSeconds: 120,
  turnTimerSeconds: 600,
  visibility: 'public',
  ...(options === undefined ? {} : { options }),
});

for (const backend of backends) {
  describe.skipIf(backend.skip)(`migration 0002 on ${backend.name}`, () => {
    it('marks an old No Bid table with the first edition, and its log replays after the default changed', async () => {
      const seed = `old-${backend.name}`;
      const match = recordMatch(seed, 30);
      const tokens = [randomBytes(16).toString('hex'), randomBytes(16).toString('hex')];
      const ids = {
        old: `old${randomBytes(6).toString('hex')}`,
        wholeFirst: `whf${randomBytes(6).toString('hex')}`,
        wholeVariant: `whv${randomBytes(6).toString('hex')}`,
        startups: `stu${randomBytes(6).toString('hex')}`,
      };
      const variant = nobid.parseOptions({ edition: leveragePlus() }) as { edition: unknown };

      // The database as the server before this change left it (schema 0001), with its rows.
      const old = await openDatabase(backend.storage);
      await migrate(old.db, old.dialect, '0001_initial');
      const row = (id: string, game: string, settings: object, options: unknown, status = 'waiting') => ({
        id,
        game,
        settings: JSON.stringify(settings),
        options: JSON.stringify(options),
        status,
        visibility: 'public',
        seed,
        seats: 2,
        created_at: Date.now(),
        version: status === 'playing' ? match.log.length : 0,
        outcome: null,
        rematch_id: null,
      });
      await old.db
        .insertInto('nb_tables')
        .values([
          // Before editions: the options had a turn cap and nothing else.
          row(ids.old, 'nobid', settingsOf('nobid'), { turnCap: 200 }, 'playing'),
          // After editions, before pinning: the parsed options, the edition whole.
          row(ids.wholeFirst, 'nobid', settingsOf('nobid'), nobid.parseOptions({ edition: FIRST_REF })),
          row(ids.wholeVariant, 'nobid', settingsOf('nobid', { edition: leveragePlus() }), variant),
          row(ids.startups, 'startups', settingsOf('startups'), { showCoins: false, turnCap: 80 }),
        ])
        .execute();
      await old.db
        .insertInto('nb_seats')
        .values(
          Object.values(ids).flatMap((id) =>
            [0, 1].map((seat) => ({
              table_id: id,
              seat,
              kind: 'human',
              level: null,
              name: `P${seat}`,
              token_hash: id === ids.old ? hashToken(tokens[seat]!) : null,
              away_since: null,
              autoplay: 0,
              auto_pass: 0,
            })),
          ),
        )
        .execute();
      await old.db
        .insertInto('nb_match_log')
        .values(
          match.log.map((action, idx) => ({
            table_id: ids.old,
            idx,
            action: JSON.stringify(action),
            created_at: Date.now(),
          })),
        )
        .execute();
      await old.close();

      // Today's server, whose default edition has changed since (and no grace period runs out).
      const server = await testServer({
        ...backend.server,
        games: [nobidDefaulting(longGame())],
        timing: { graceMs: 600_000 },
      });
      try {
        const storage = server.ctx.storage;
        const marked = (await storage.getTable(ids.old))!;
        expect(marked.options).toEqual({ turnCap: 200, edition: FIRST_REF });
        expect(marked.settings.options).toEqual({ edition: FIRST_REF });
        expect(marked.edition).toEqual(FIRST_NOBID_EDITION);
        expect((await storage.getTable(ids.wholeFirst))!.options).toMatchObject({ edition: FIRST_REF });
        const whole = (await storage.getTable(ids.wholeVariant))!;
        expect(whole.options).toEqual(variant);
        expect(whole.settings.options).toEqual({ edition: variant.edition });
        expect(whole.edition).toEqual({
          name: 'Leverage Plus',
          version: '1',
          hash: editionHash(variant.edition),
        });
        const startups = (await storage.getTable(ids.startups))!;
        expect(startups.options).toEqual({ showCoins: false, turnCap: 80 });
        expect(startups.edition).toBeNull();

        // The old log replays with the first edition: exactly the state it was recorded to...
        const rt = await server.ctx.runtimes.get(ids.old);
        expect(json(rt.state)).toEqual(json(match.state));
        // ...which the changed default would not give (so the mark is what makes it replay).
        const unmarked = { game: 'nobid', seats: 2, seed, log: match.log };
        const withNewDefault = replay(nobid, {
          ...unmarked,
          options: nobidDefaulting(longGame()).parseOptions({ turnCap: 200 }),
        });
        expect(json(withNewDefault)).not.toEqual(json(match.state));

        // The frozen hash is the game's own: the one its views carry.
        const client = await TestClient.connect(server.url);
        expect(await client.hello(ids.old, tokens[0])).toEqual({ ok: true, value: { seat: 0 } });
        const view = (await client.waitFor((r) => r.event === 'view')).msg as ViewUpdate;
        expect(view.cursor).toBe(cursorOf(await server.ctx.runtimes.get(ids.old), 0));
        expect((view.view as { cards: unknown }).cards).toEqual({
          ...FIRST_REF,
          hash: FIRST_NOBID_EDITION.hash,
        });
        const info = (await api<TableInfo>(server.url, 'GET', `/api/tables/${ids.old}`)).body;
        expect(info.edition).toEqual({ ...FIRST_NOBID_EDITION, source: 'shipped' });
        const wholeInfo = (await api<TableInfo>(server.url, 'GET', `/api/tables/${ids.wholeFirst}`)).body;
        expect(wholeInfo.edition).toEqual({ ...FIRST_NOBID_EDITION, source: 'shipped' });
        client.close();
      } finally {
        await server.close();
      }
    });
  });
}
