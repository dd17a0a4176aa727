/**
 * Friends and invites on a real server over real HTTP (issue 31, item 4): asking, accepting,
 * removing and blocking by account name; a block that hides the blocker behind the answer an
 * unknown name gets; refusals that change nothing; turn-based tables whose seats are kept for
 * invited friends (others cannot take them, a decline frees them); and friends in the account's
 * data download, gone with the account.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server.ts';
import { Browser } from '../helpers/accounts.ts';
import { FAST_TIMING, NO_LIMITS, TEST_GAMES } from '../helpers/server.ts';
import { silentLogger } from '../helpers/service.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';
import { Friend } from './friends-api.ts';

let server: RunningServer;
let ann: Friend;
let bob: Friend;
let carl: Friend;
let dave: Friend;
let eve: Friend;

/** Three new requests per account per hour on this server: the fourth is refused. */
const REQUESTS_PER_HOUR = 3;
const HOUR = 3_600_000;
/** The server's clock: each test starts an hour after the last, with its requests' window fresh. */
const clock = new VirtualClock();
beforeEach(() => clock.advance(HOUR));

beforeAll(async () => {
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    games: TEST_GAMES,
    timing: FAST_TIMING,
    clock,
    logger: silentLogger,
    webDist: null,
    friendRequestLimit: { max: REQUESTS_PER_HOUR, windowMs: HOUR },
    ...NO_LIMITS,
  });
  [ann, bob, carl, dave, eve] = (await Promise.all(
    ['ann', 'bob', 'carl', 'dave', 'eve'].map((n) => Friend.signedUp(server.url, n)),
  )) as [Friend, Friend, Friend, Friend, Friend];
});
afterAll(async () => {
  await server?.close();
});

/** Makes two accounts friends (one asks, the other accepts). */
async function befriend(a: Friend, aName: string, b: Friend, bName: string) {
  expect((await a.act('request', bName)).status).toBe(200);
  expect((await b.act('accept', aName)).status).toBe(200);
}

describe('a guest', () => {
  it('is told to sign in (401) by every friends route, and changes nothing', async () => {
    const guest = new Browser(server.url);
    for (const [method, path, body] of [
      ['GET', '/api/friends', undefined],
      ['POST', '/api/friends/request', { name: 'ann' }],
      ['POST', '/api/friends/block', { name: 'ann' }],
      ['GET', '/api/invites', undefined],
    ] as const) {
      const res = await guest.call<{ code: string; message: string }>(method, path, body);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('not-signed-in');
      expect(res.body.message).toMatch(/sign in or sign up/);
    }
    expect((await ann.names()).incoming).toEqual([]);
  });
});

describe('asking, accepting, removing', () => {
  it('a request shows on both sides; accepting makes both friends; removing ends it for both', async () => {
    const asked = await ann.act('request', 'Bob');
    expect(asked.status).toBe(200);
    expect(asked.body.outgoing.map((f) => f.name)).toEqual(['bob']);
    expect(await bob.names()).toEqual({ friends: [], incoming: ['ann'], outgoing: [], blocked: [] });

    const accepted = await bob.act('accept', 'ann');
    expect(accepted.status).toBe(200);
    expect(accepted.body.friends.map((f) => f.name)).toEqual(['ann']);
    expect(await ann.names()).toEqual({ friends: ['bob'], incoming: [], outgoing: [], blocked: [] });

    expect((await ann.act('remove', 'bob')).status).toBe(200);
    expect((await ann.names()).friends).toEqual([]);
    expect((await bob.names()).friends).toEqual([]);
  });

  it('declining a request and withdrawing one both take it off both lists', async () => {
    await carl.act('request', 'dave');
    expect((await dave.act('remove', 'carl')).status).toBe(200);
    expect((await carl.names()).outgoing).toEqual([]);
    await carl.act('request', 'dave');
    expect((await carl.act('remove', 'dave')).status).toBe(200);
    expect((await dave.names()).incoming).toEqual([]);
  });

  it('two who ask each other are friends at once', async () => {
    await carl.act('request', 'eve');
    const res = await eve.act('request', 'carl');
    expect(res.status).toBe(200);
    expect(res.body.friends.map((f) => f.name)).toEqual(['carl']);
    expect((await carl.names()).friends).toEqual(['eve']);
    await carl.act('remove', 'eve');
  });
});

describe('bad input changes nothing', () => {
  it('refuses an unknown name, oneself, a repeat, a friend again, and nothing to accept or remove', async () => {
    const before = await Promise.all([ann.names(), bob.names()]);
    const cases: [Promise<{ status: number; body: { code?: string; message?: string } }>, number, string][] =
      [
        [ann.act('request', 'nobody-here'), 404, 'not-found'],
        [ann.act('request', 'ANN'), 400, 'self-friend'],
        [ann.act('block', 'ann'), 400, 'self-friend'],
        [ann.act('accept', 'bob'), 404, 'not-found'],
        [ann.act('remove', 'bob'), 404, 'not-found'],
        [ann.act('unblock', 'bob'), 404, 'not-found'],
        [ann.call('POST', '/api/friends/request', { name: '' }), 400, 'bad-message'],
        [ann.call('POST', '/api/friends/request', { who: 'bob' }), 400, 'bad-message'],
      ];
    for (const [call, status, code] of cases) {
      const res = await call;
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.code).toBe(code);
      expect(res.body.message).toBeTruthy();
    }
    expect(await Promise.all([ann.names(), bob.names()])).toEqual(before);
  });

  it('refuses asking twice, and befriending a friend, with 409', async () => {
    await ann.act('request', 'bob');
    const again = await ann.act('request', 'bob');
    expect([again.status, again.body.code]).toEqual([409, 'already-asked']);
    expect((await bob.names()).incoming).toEqual(['ann']);
    await bob.act('accept', 'ann');
    const friends = await ann.act('request', 'bob');
    expect([friends.status, friends.body.code]).toEqual([409, 'already-friends']);
    const acceptAgain = await bob.act('accept', 'ann');
    expect([acceptAgain.status, acceptAgain.body.code]).toEqual([409, 'already-friends']);
    await ann.act('remove', 'bob');
  });

  it('refuses new requests past the hourly limit (429), sending none', async () => {
    const dan = await Friend.signedUp(server.url, 'dan');
    for (const name of ['ann', 'bob', 'carl']) expect((await dan.act('request', name)).status).toBe(200);
    const over = await dan.act('request', 'eve');
    expect([over.status, over.body.code]).toEqual([429, 'rate-limited']);
    expect((await eve.names()).incoming).toEqual([]);
    expect((await dan.names()).outgoing).toEqual(['ann', 'bob', 'carl']);
    for (const name of ['ann', 'bob', 'carl']) await dan.act('remove', name);
  });
});

describe('blocking', () => {
  it('ends the friendship, hides the blocker behind the unknown-name answer, and unblocks', async () => {
    await befriend(ann, 'ann', carl, 'carl');
    const blocked = await carl.act('block', 'ann');
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ friends: [], blocked: [{ name: 'ann' }] });
    // Ann sees what a removal would show: no friend, no trace of a block.
    expect(await ann.names()).toEqual({ friends: [], incoming: [], outgoing: [], blocked: [] });

    const toBlocker = await ann.act('request', 'carl');
    const toNobody = await ann.act('request', 'zzzz');
    expect(toBlocker.status).toBe(toNobody.status);
    expect(toBlocker.body.code).toBe(toNobody.body.code);
    expect(toBlocker.body.message!.replace('carl', 'X')).toBe(toNobody.body.message!.replace('zzzz', 'X'));
    expect((await carl.names()).incoming).toEqual([]);

    // The blocker cannot ask either, until they unblock; blocking twice is blocking once.
    expect((await carl.act('request', 'ann')).body.code).toBe('conflict');
    expect((await carl.act('block', 'ann')).status).toBe(200);
    expect((await carl.names()).blocked).toEqual(['ann']);
    expect((await carl.act('unblock', 'ann')).status).toBe(200);
    expect((await ann.act('request', 'carl')).status).toBe(200);
    expect((await carl.names()).incoming).toEqual(['ann']);
    await carl.act('remove', 'ann');
  });

  it("drops a pending request of the blocked, which stays out of the blocker's list", async () => {
    await eve.act('request', 'dave');
    await dave.act('block', 'eve');
    expect((await dave.names()).incoming).toEqual([]);
    expect((await eve.names()).outgoing).toEqual([]);
    await dave.act('unblock', 'eve');
  });
});

describe('invites to a turn-based table', () => {
  it('keeps seats for invited friends: others cannot take them, the friend gets theirs, a decline frees one', async () => {
    await befriend(ann, 'ann', bob, 'bob');
    await befriend(ann, 'ann', carl, 'carl');
    const created = await ann.createTurnBased(4, ['bob', 'Carl']);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.table.id;
    expect(created.body.table.seats.map((s) => s.reservedFor ?? null)).toEqual([null, 'bob', 'carl', null]);

    // Dave (signed in, with the link) gets the one free seat, never a kept one.
    const kept = await dave.join(id, 1);
    expect([kept.status, kept.body.code]).toEqual([409, 'seat-reserved']);
    expect((await dave.join(id)).body.seat).toBe(3);
    const full = await eve.join(id);
    expect([full.status, full.body.code]).toEqual([409, 'table-full']);
    expect(full.body.message).toMatch(/kept for an invited player/);

    // The invites wait in each friend's list; Bob's join takes his own seat.
    expect((await bob.invites()).body.invites).toMatchObject([
      { tableId: id, seat: 1, from: 'ann', game: 'fifteen' },
    ]);
    const joined = await bob.join(id);
    expect(joined.body.seat).toBe(1);
    expect((await bob.invites()).body.invites).toEqual([]);

    // Carl declines: the seat is free for anyone signed in with the link.
    expect((await carl.invites()).body.invites).toHaveLength(1);
    const declined = await carl.decline(id);
    expect(declined.status).toBe(200);
    expect(declined.body.invites).toEqual([]);
    expect((await carl.decline(id)).status).toBe(404);
    expect((await ann.table(id)).body.seats.map((s) => s.reservedFor ?? null)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect((await eve.join(id)).body.seat).toBe(2);
    await ann.act('remove', 'bob');
    await ann.act('remove', 'carl');
  });

  it('refuses invites to non-friends, to oneself, twice, past the seats, and on a live table, making no table', async () => {
    await befriend(ann, 'ann', bob, 'bob');
    const tables = async () =>
      Number(
        (
          await server.ctx.storage.db
            .selectFrom('nb_tables')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await tables();
    const cases: [string[], number, 'turn-based' | 'live', number, string][] = [
      [['carl'], 3, 'turn-based', 404, 'not-a-friend'],
      [['nobody-here'], 3, 'turn-based', 404, 'not-a-friend'],
      [['ann'], 3, 'turn-based', 400, 'self-friend'],
      [['bob', 'BOB'], 3, 'turn-based', 400, 'bad-settings'],
      [['bob'], 1 + 0 + 1, 'live', 400, 'bad-settings'],
    ];
    for (const [invite, seats, kind, status, code] of cases) {
      const res = await ann.createTurnBased(seats, invite, kind);
      expect([res.status, res.body.code], JSON.stringify(res.body)).toEqual([status, code]);
    }
    const past = await ann.createTurnBased(2, ['bob', 'carl']);
    expect([past.status, past.body.code]).toEqual([400, 'bad-settings']);
    expect(await tables()).toBe(before);
    expect((await bob.invites()).body.invites).toEqual([]);
  });

  it('a block takes back the invites between the two, and the blocked cannot be invited', async () => {
    const created = await ann.createTurnBased(2, ['bob']);
    expect(created.status).toBe(201);
    await bob.act('block', 'ann');
    expect((await bob.invites()).body.invites).toEqual([]);
    expect((await ann.table(created.body.table.id)).body.seats[1]!.reservedFor).toBeUndefined();
    const again = await ann.createTurnBased(2, ['bob']);
    expect([again.status, again.body.code]).toEqual([404, 'not-a-friend']);
    await bob.act('unblock', 'ann');
  });

  it('a guest with the link cannot join a turn-based table (401)', async () => {
    const created = await ann.createTurnBased(2);
    const guest = new Friend(server.url);
    const res = await guest.join(created.body.table.id);
    expect([res.status, res.body.code]).toEqual([401, 'account-required']);
  });
});

describe("the account's data", () => {
  it('holds its friends, requests, blocks and invites, and they go with the account', async () => {
    const fay = await Friend.signedUp(server.url, 'fay');
    await befriend(fay, 'fay', dave, 'dave');
    await fay.act('request', 'eve');
    await fay.act('block', 'carl');
    const table = await fay.createTurnBased(2, ['dave']);
    const data = await fay.call<{ friends: Record<string, unknown[]> }>('GET', '/api/account/data');
    expect(data.status).toBe(200);
    expect(data.body.friends).toMatchObject({
      friends: [{ name: 'dave' }],
      outgoing: [{ name: 'eve' }],
      blocked: [{ name: 'carl' }],
      invitesSent: [{ tableId: table.body.table.id, to: 'dave' }],
    });
    const daves = await dave.call<{ friends: Record<string, unknown[]> }>('GET', '/api/account/data');
    expect(daves.body.friends.invitesReceived).toMatchObject([{ tableId: table.body.table.id, from: 'fay' }]);
    // Carl's download does not say that Fay blocked him.
    expect(JSON.stringify((await carl.call('GET', '/api/account/data')).body)).not.toContain('fay');

    const fayId = (await fay.me()).body.user!.id;
    expect(
      (await fay.call('POST', '/api/account/delete', { password: 'correct horse battery' })).status,
    ).toBe(200);
    expect(await dave.names()).toEqual({ friends: [], incoming: [], outgoing: [], blocked: [] });
    expect((await eve.names()).incoming).toEqual([]);
    expect((await dave.invites()).body.invites).toEqual([]);
    const db = server.ctx.storage.db as unknown as {
      selectFrom(t: string): { selectAll(): { execute(): Promise<Record<string, unknown>[]> } };
    };
    for (const t of ['nb_friends', 'nb_friend_requests', 'nb_friend_blocks', 'nb_table_invites'])
      expect(JSON.stringify(await db.selectFrom(t).selectAll().execute())).not.toContain(fayId);
  });
});
