/**
 * Friends on Postgres (migration 0011's tables and queries there): a friendship, a seat kept for
 * an invited friend, a block, and the account's deletion, over real HTTP. The full rules run on
 * SQLite in friends.test.ts; this checks the other dialect takes the same rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server.ts';
import { storageBackends } from '../helpers/postgres.ts';
import { FAST_TIMING, NO_LIMITS, TEST_GAMES } from '../helpers/server.ts';
import { silentLogger } from '../helpers/service.ts';
import { Friend } from './friends-api.ts';

const { backends, cleanUp } = storageBackends('friends');
const postgres = backends.find((b) => b.name === 'Postgres')!;
afterAll(cleanUp);

describe.skipIf(postgres.skip)('friends on Postgres', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      ...postgres.server,
      games: TEST_GAMES,
      timing: FAST_TIMING,
      logger: silentLogger,
      webDist: null,
      ...NO_LIMITS,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('befriends, keeps an invited seat, blocks, and forgets a deleted account', async () => {
    const [ann, bob, cid] = (await Promise.all(
      ['ann', 'bob', 'cid'].map((n) => Friend.signedUp(server.url, n)),
    )) as [Friend, Friend, Friend];
    await ann.act('request', 'bob');
    expect((await bob.act('accept', 'ann')).body.friends.map((f) => f.name)).toEqual(['ann']);
    await ann.act('request', 'cid');
    await cid.act('accept', 'ann');
    const created = await ann.createTurnBased(3, ['bob', 'cid']);
    expect(created.status).toBe(201);
    const id = created.body.table.id;
    expect((await bob.invites()).body.invites).toMatchObject([{ tableId: id, from: 'ann', seat: 1 }]);
    expect((await bob.join(id)).body.seat).toBe(1);

    await cid.act('block', 'ann');
    expect((await cid.invites()).body.invites).toEqual([]);
    expect((await ann.act('request', 'cid')).body.code).toBe('not-found');

    expect(
      (await bob.call('POST', '/api/account/delete', { password: 'correct horse battery' })).status,
    ).toBe(200);
    expect((await ann.names()).friends).toEqual([]);
    expect((await cid.names()).blocked).toEqual(['ann']);
  });
});
