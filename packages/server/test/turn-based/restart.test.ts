/**
 * Turn-based tables at a real server over REST and sockets, on a virtual clock: guests refused,
 * accounts seated, "my games" most urgent first, every seat's clock in the view, and a restart on
 * the same data directory that keeps every clock and deadline; the restarted server's poller
 * finds the next due timer in storage and runs the clock out there, and another player skips the
 * seat over REST.
 */
import type {
  CreateTableResponse,
  JoinResponse,
  MyGamesResponse,
  TableInfo,
  ViewUpdate,
} from '@nobid/protocol';
import { SPEED_PROFILES } from '@nobid/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server.ts';
import { Browser } from '../helpers/accounts.ts';
import { TestClient } from '../helpers/client.ts';
import { storageBackends } from '../helpers/postgres.ts';
import { FAST_TIMING, NO_LIMITS, TEST_GAMES } from '../helpers/server.ts';
import { silentLogger } from '../helpers/service.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';
import { HOUR } from './service.ts';

const P = SPEED_PROFILES['24h'];
const { backends, cleanUp } = storageBackends('turnbased');
afterAll(cleanUp);

const clock = new VirtualClock();
const start = (where: { dataDir?: string; databaseUrl?: string; pgSchema?: string }) =>
  startServer({
    port: 0,
    host: '127.0.0.1',
    ...where,
    games: TEST_GAMES,
    clock,
    timing: FAST_TIMING,
    logger: silentLogger,
    webDist: null,
    duePoll: { pollMs: 24 * HOUR, batch: 100, claimMs: 60_000 },
    ...NO_LIMITS,
  });

async function helloView(
  server: RunningServer,
  id: string,
  token: string,
): Promise<{ client: TestClient; view: ViewUpdate }> {
  const client = await TestClient.connect(server.url);
  expect((await client.hello(id, token)).ok).toBe(true);
  const got = await client.waitFor((r) => r.event === 'view');
  return { client, view: got.msg as ViewUpdate };
}

for (const backend of backends)
  describe.skipIf(backend.skip)(`a turn-based table at a real server on ${backend.name}`, () => {
    it('takes accounts only, lists my games, and keeps clocks and deadlines across a restart', async () => {
      let server = await start(backend.server);
      const anna = new Browser(server.url);
      const bert = new Browser(server.url);
      const guest = new Browser(server.url);
      await anna.signUp('anna');
      await bert.signUp('bert');
      const settings = {
        game: 'fifteen',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        kind: 'turn-based',
        speed: '24h',
      };

      const refused = await guest.call<{ code: string }>('POST', '/api/tables', { settings, name: 'Gus' });
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('account-required');

      const created = await anna.call<CreateTableResponse>('POST', '/api/tables', { settings, name: 'Anna' });
      expect(created.status).toBe(201);
      expect(created.body.table).toMatchObject({ kind: 'turn-based', speed: P });
      const id = created.body.table.id;
      const guestJoin = await guest.call<{ code: string }>('POST', `/api/tables/${id}/join`, { name: 'Gus' });
      expect(guestJoin.status).toBe(401);
      expect(guestJoin.body.code).toBe('account-required');
      const joined = await bert.call<JoinResponse>('POST', `/api/tables/${id}/join`, { name: 'Bert' });
      expect(joined.status).toBe(200);
      const tokens = [created.body.seatToken!, joined.body.seatToken];
      expect((await anna.call('POST', `/api/tables/${id}/start`, { seatToken: tokens[0] })).status).toBe(200);
      const t0 = clock.now();

      expect((await anna.call<MyGamesResponse>('GET', '/api/my-games')).body.games).toEqual([
        { tableId: id, game: 'fifteen', seat: 0, speed: '24h', deadline: t0 + P.startMs! },
      ]);
      expect((await bert.call<MyGamesResponse>('GET', '/api/my-games')).body.games).toEqual([]);
      expect((await guest.call('GET', '/api/my-games')).status).toBe(401);

      // Anna moves two hours in; the clocks show beside every seat.
      clock.advance(2 * HOUR);
      const a = await helloView(server, id, tokens[0]!);
      expect(a.view.clocks?.[0]).toMatchObject({ seat: 0, bankMs: P.startMs, runningSince: t0 });
      expect((await a.client.act({ type: 'draw' })).ok).toBe(true);
      const t1 = clock.now();
      expect((await bert.call<MyGamesResponse>('GET', '/api/my-games')).body.games).toEqual([
        { tableId: id, game: 'fifteen', seat: 1, speed: '24h', deadline: t1 + P.startMs! },
      ]);
      a.client.close();
      const timers = await server.ctx.storage.getTimers(id);
      const clocks = await server.ctx.storage.getClocks(id);
      expect(clocks[0]!.bankMs).toBe(P.startMs! - 2 * HOUR + P.incrementMs!);
      await server.close();

      // A new server on the same data directory: the same clocks and deadlines, nothing loaded.
      server = await start(backend.server);
      expect(server.ctx.runtimes.size()).toBe(0);
      expect(await server.ctx.storage.getTimers(id)).toEqual(timers);
      expect(await server.ctx.storage.getClocks(id)).toEqual(clocks);
      const info = (await new Browser(server.url).call<TableInfo>('GET', `/api/tables/${id}`)).body;
      expect(info).toMatchObject({ kind: 'turn-based', speed: P, status: 'playing' });
      const b = await helloView(server, id, tokens[1]!);
      expect(b.view.clocks?.[1]).toMatchObject({ bankMs: P.startMs, runningSince: t1, expiredAt: null });
      expect(b.view.decisions[0]?.deadline).toBe(t1 + P.startMs!);
      b.client.close();

      // The restarted server's poller finds the deadline in storage; the clock runs out on time.
      const expired = async () => (await server.ctx.storage.getClocks(id))[1]!.expiredAt;
      for (let i = 0; i < 10 && (await expired()) === null; i++) await clock.step();
      expect(await expired()).toBe(t1 + P.startMs!);
      expect((await server.ctx.storage.getTable(id))!.version).toBe(1);

      // Anna (her session kept) skips Bert over REST once the grace has passed (not before).
      const annaAgain = new Browser(server.url);
      annaAgain.cookie = anna.cookie;
      const early = await annaAgain.call<{ code: string }>('POST', `/api/tables/${id}/skip`, {
        seatToken: tokens[0],
        seat: 1,
      });
      expect(early.status).toBe(409);
      expect(early.body.code).toBe('not-skippable');
      clock.advance(P.skipAfterMs!);
      const skipped = await annaAgain.call('POST', `/api/tables/${id}/skip`, {
        seatToken: tokens[0],
        seat: 1,
      });
      expect(skipped.status).toBe(200);
      expect((await server.ctx.storage.getTable(id))!.version).toBe(2);
      await server.close();
    });
  });
