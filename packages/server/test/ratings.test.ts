/**
 * Rated tables on SQLite and (with TEST_DATABASE_URL) Postgres: migration 0003 over an older
 * database, a rated game with a bot seat (the bot left out, the two accounts rated), who may sit
 * at a rated table, a human whose seat a bot played at the end ranked last, the leaderboard and
 * the profile.
 */
import { randomBytes } from 'node:crypto';
import type {
  CreateTableResponse,
  JoinResponse,
  Leaderboard,
  PlayerProfile,
  TableRatingsResponse,
} from '@nobid/protocol';
import { ordinal, rating } from 'openskill';
import { afterAll, describe, expect, it } from 'vitest';
import { rateFinishedTable } from '../src/ratings/update.ts';
import { migrate, openDatabase } from '../src/storage/open.ts';
import { Browser } from './helpers/accounts.ts';
import { autoPlay, TestClient } from './helpers/client.ts';
import { leveragePlus } from './helpers/editions.ts';
import { storageBackends } from './helpers/postgres.ts';
import { testServer } from './helpers/server.ts';
import { toyChoice } from './helpers/toy-player.ts';

const { backends, cleanUp } = storageBackends('rate');
afterAll(cleanUp);

const human = { kind: 'human' };
const bot = { kind: 'bot', level: 'easy' };
const FRESH = ordinal(rating());

async function until<T>(probe: () => Promise<T | null | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const got = await probe();
    if (got) return got;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function seatedTable(browsers: Browser[], seats: object[]) {
  const created = await browsers[0]!.call<CreateTableResponse>('POST', '/api/tables', {
    settings: { game: 'fifteen', seats, rated: true },
    name: 'host',
  });
  expect(created.status).toBe(201);
  const id = created.body.table.id;
  const tokens = [created.body.seatToken!];
  for (const b of browsers.slice(1)) {
    const joined = await b.call<JoinResponse>('POST', `/api/tables/${id}/join`, { name: 'player' });
    expect(joined.status).toBe(200);
    tokens.push(joined.body.seatToken);
  }
  return { id, tokens };
}

for (const backend of backends) {
  describe.skipIf(backend.skip)(`ratings on ${backend.name}`, () => {
    it('migration 0003 runs over a database of schema 0002', async () => {
      const old = await openDatabase(backend.storage);
      await migrate(old.db, old.dialect, '0002_table_editions');
      await old.db
        .insertInto('nb_tables')
        .values({
          id: `mig${randomBytes(6).toString('hex')}`,
          game: 'fifteen',
          settings: '{}',
          options: '{}',
          status: 'over',
          visibility: 'public',
          seed: 'x',
          seats: 2,
          created_at: Date.now(),
          version: 0,
          outcome: null,
          rematch_id: null,
          edition_name: null,
          edition_version: null,
          edition_hash: null,
        })
        .execute();
      await migrate(old.db, old.dialect);
      for (const t of [
        'nb_users',
        'nb_sessions',
        'nb_recovery_codes',
        'nb_seat_owners',
        'nb_ratings',
        'nb_rating_history',
        'nb_rated_tables',
      ] as const)
        expect(await old.db.selectFrom(t).selectAll().execute()).toEqual([]);
      expect((await old.db.selectFrom('nb_tables').selectAll().execute()).length).toBeGreaterThan(0);
      await old.close();
    });

    it('rates a 3-seat game with a bot: the two accounts move, the bot is left out', async () => {
      const s = await testServer(backend.server);
      try {
        const tag = randomBytes(3).toString('hex');
        const [ann, bob] = [new Browser(s.url), new Browser(s.url)];
        await ann.signUp(`Ann${tag}`);
        await bob.signUp(`Bob${tag}`);
        const { id, tokens } = await seatedTable([ann, bob], [human, human, bot]);
        const clients = [await TestClient.connect(s.url), await TestClient.connect(s.url)];
        for (const [i, c] of clients.entries()) await c.hello(id, tokens[i]);
        const stops = clients.map((c) => autoPlay(c, toyChoice));
        expect((await clients[0]!.send('start', {})).ok).toBe(true);
        await Promise.all(clients.map((c) => c.waitFor((r) => r.event === 'tableOver')));
        for (const stop of stops) stop();
        for (const c of clients) c.close();

        const db = s.ctx.storage.db;
        const history = await until(async () => {
          const rows = await db
            .selectFrom('nb_rating_history')
            .selectAll()
            .where('table_id', '=', id)
            .execute();
          return rows.length > 0 ? rows : null;
        }, 'the rating history');
        expect(history).toHaveLength(2);
        expect(history.every((h) => Number(h.players) === 2)).toBe(true);
        const table = (await s.ctx.storage.getTable(id))!;
        const winner = table.outcome?.kind === 'win' ? table.outcome.winner : null;
        const ranks = history.map((h) => Number(h.rank)).sort();
        // A bot's win ranks the two humans equal; a human's puts them first and second.
        expect(ranks).toEqual(winner === 2 || winner === null ? [1, 1] : [1, 2]);

        const board = await new Browser(s.url).call<Leaderboard>('GET', '/api/leaderboard/fifteen');
        const mine = board.body.entries.filter((e) => e.name.endsWith(tag));
        expect(mine.map((e) => e.name).sort()).toEqual([`Ann${tag}`, `Bob${tag}`]);
        for (const e of mine) {
          expect(e.games).toBe(1);
          expect(e.ordinal).not.toBeCloseTo(FRESH, 6);
        }
        const profile = await new Browser(s.url).call<PlayerProfile>('GET', `/api/players/Ann${tag}`);
        expect(profile.body.ratings).toHaveLength(1);
        expect(profile.body.history.fifteen).toHaveLength(1);
        expect(profile.body.gamesPlayed).toBe(1);
        expect(profile.body.winsByPlayers.fifteen?.['3']).toEqual({ played: 1, won: winner === 0 ? 1 : 0 });
        expect(profile.body.games[0]).toMatchObject({ tableId: id, rated: true, seat: 0, status: 'over' });
        expect((await new Browser(s.url).call('GET', '/api/leaderboard/nosuchgame')).status).toBe(404);
        // Each seat's change, for the results panel: the two humans', none for the bot.
        const perSeat = await new Browser(s.url).call<TableRatingsResponse>(
          'GET',
          `/api/tables/${id}/ratings`,
        );
        expect(perSeat.body.rated).toBe(true);
        expect(perSeat.body.changes[2]).toBeNull();
        for (const seat of [0, 1]) {
          const change = perSeat.body.changes[seat]!;
          expect(change.before).toBeCloseTo(FRESH, 6);
          expect(change.after).toBeCloseTo(
            mine.find((e) => e.name.startsWith(seat === 0 ? 'Ann' : 'Bob'))!.ordinal,
            6,
          );
          expect(change.delta).toBeCloseTo(change.after - change.before, 9);
        }
      } finally {
        await s.close();
      }
    });

    it('ranks a human whose seat a bot played at the end last, and rates a table once', async () => {
      const s = await testServer(backend.server);
      try {
        const tag = randomBytes(3).toString('hex');
        const browsers = [new Browser(s.url), new Browser(s.url), new Browser(s.url)];
        const ids: string[] = [];
        for (const [i, b] of browsers.entries()) ids.push((await b.signUp(`P${i}${tag}`)).body.user.id);
        const { id } = await seatedTable(browsers, [human, human, human]);
        const record = (await s.ctx.storage.getTable(id))!;
        const seats = (await s.ctx.storage.getSeats(id)).map((x) =>
          x.seat === 0 ? { ...x, autoplay: true } : x,
        );
        const over = {
          ...record,
          status: 'over' as const,
          outcome: { kind: 'win' as const, winner: 1, reason: 'test' },
        };
        const changes = await rateFinishedTable(s.ctx, over, seats);
        expect(changes.map((c) => [c.seat, c.rank])).toEqual([
          [0, 3],
          [1, 1],
          [2, 2],
        ]);
        const after = new Map(changes.map((c) => [c.seat, c.after]));
        expect(after.get(0)!).toBeLessThan(after.get(2)!);
        expect(after.get(2)!).toBeLessThan(after.get(1)!);
        expect(await rateFinishedTable(s.ctx, over, seats)).toEqual([]);

        // The away player "won": a bot won it for them, so they still come last.
        const second = await seatedTable(browsers, [human, human, human]);
        const record2 = (await s.ctx.storage.getTable(second.id))!;
        const seats2 = (await s.ctx.storage.getSeats(second.id)).map((x) =>
          x.seat === 0 ? { ...x, autoplay: true } : x,
        );
        const changes2 = await rateFinishedTable(
          s.ctx,
          { ...record2, status: 'over', outcome: { kind: 'win', winner: 0, reason: 'test' } },
          seats2,
        );
        expect(changes2.map((c) => [c.seat, c.rank])).toEqual([
          [0, 2],
          [1, 1],
          [2, 1],
        ]);
        const rows = await s.ctx.storage.db
          .selectFrom('nb_ratings')
          .selectAll()
          .where('user_id', '=', ids[0]!)
          .execute();
        expect(rows.map((r) => Number(r.games))).toEqual([2]);
      } finally {
        await s.close();
      }
    });

    it('seats only accounts at a rated table, plays only the default edition, and needs two humans', async () => {
      const s = await testServer(backend.server);
      try {
        const tag = randomBytes(3).toString('hex');
        const host = new Browser(s.url);
        await host.signUp(`Host${tag}`);
        const created = await host.call<CreateTableResponse>('POST', '/api/tables', {
          settings: { game: 'fifteen', seats: [human, human], rated: true },
          name: 'host',
        });
        const guest = new Browser(s.url);
        const joined = await guest.call<JoinResponse>('POST', `/api/tables/${created.body.table.id}/join`, {
          name: 'guest',
        });
        const start = await host.call<{ code: string; message: string }>(
          'POST',
          `/api/tables/${created.body.table.id}/start`,
          { seatToken: created.body.seatToken },
        );
        expect(start.status).toBe(409);
        expect(start.body.code).toBe('not-rated');
        expect(start.body.message).toMatch(/seat 2 is played by a guest/);
        // The guest signs up on that browser: the seat comes along, and the table starts.
        expect(
          (await guest.signUp(`Guest${tag}`, 'guest password', [joined.body.seatToken])).body.linkedSeats,
        ).toBe(1);
        const started = await host.call('POST', `/api/tables/${created.body.table.id}/start`, {
          seatToken: created.body.seatToken,
        });
        expect(started.status).toBe(200);

        const variant = await host.call<{ code: string; message: string }>('POST', '/api/tables', {
          settings: {
            game: 'nobid',
            seats: [human, human],
            rated: true,
            options: { edition: leveragePlus() },
          },
          name: 'host',
        });
        expect(variant.body.code).toBe('bad-settings');
        expect(variant.body.message).toMatch(/default edition/);
        const lonely = await host.call<{ code: string }>('POST', '/api/tables', {
          settings: { game: 'nobid', seats: [human, bot, bot], rated: true },
          name: 'host',
        });
        expect(lonely.body.code).toBe('bad-settings');
        const standard = await host.call('POST', '/api/tables', {
          settings: { game: 'nobid', seats: [human, human, bot], rated: true },
          name: 'host',
        });
        expect(standard.status).toBe(201);
      } finally {
        await s.close();
      }
    });
  });
}
