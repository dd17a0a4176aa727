/**
 * Accounts over real HTTP on a real server (SQLite in memory): argon2id hashes in the database,
 * the session cookie's flags, one answer for an unknown name and a wrong password, sign-in rate
 * limits, bad names and passwords, recovery codes, guest seats kept at sign-up, sign-out
 * everywhere, password change, the data download and deletion.
 */
import { createHash } from 'node:crypto';
import type { CreateTableResponse, JoinResponse, PlayerProfile } from '@nobid/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { Browser } from './helpers/accounts.ts';
import { api, autoPlay, TestClient } from './helpers/client.ts';
import { testServer } from './helpers/server.ts';
import { toyChoice } from './helpers/toy-player.ts';

let server: RunningServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function start(limits?: Parameters<typeof testServer>[0] & object) {
  server = await testServer(limits);
  return server;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const human = { kind: 'human' };

describe('accounts', () => {
  it('stores an argon2id hash, a hashed session token, and sets an HttpOnly, SameSite=Lax cookie', async () => {
    const s = await start();
    const browser = new Browser(s.url);
    const res = await browser.signUp('Ann', 'correct horse battery');
    expect(res.status).toBe(201);
    expect(res.body.recoveryCodes).toHaveLength(8);
    const cookie = res.setCookie.find((c) => c.startsWith('nobid_session='))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).not.toMatch(/; Secure/i);
    const db = s.ctx.storage.db;
    const row = await db
      .selectFrom('nb_users')
      .selectAll()
      .where('name', '=', 'Ann')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(row.password_hash).not.toContain('correct horse');
    const token = browser.cookie!.split('=')[1]!;
    const sessions = await db.selectFrom('nb_sessions').selectAll().execute();
    expect(sessions.map((x) => x.token_hash)).toEqual([sha256(token)]);
    const codes = await db.selectFrom('nb_recovery_codes').select('code_hash').execute();
    expect(codes.map((c) => c.code_hash)).not.toContain(res.body.recoveryCodes[0]);
    expect((await browser.me()).body.user?.name).toBe('Ann');
    expect((await new Browser(s.url).me()).body.user).toBeNull();
  });

  it('marks the cookie Secure behind a proxy that says https', async () => {
    const s = await start();
    const browser = new Browser(s.url);
    const res = await browser.call(
      'POST',
      '/api/account/signup',
      { name: 'Bea', password: 'longenough1' },
      {
        'x-forwarded-proto': 'https',
      },
    );
    expect(res.setCookie.find((c) => c.startsWith('nobid_session='))).toMatch(/; Secure/i);
    const signIn = await new Browser(s.url).call(
      'POST',
      '/api/account/signin',
      { name: 'Bea', password: 'longenough1' },
      {
        'x-forwarded-proto': 'https',
      },
    );
    expect(signIn.status).toBe(200);
    expect(signIn.setCookie.find((c) => c.startsWith('nobid_session='))).toMatch(/HttpOnly.*|Secure/i);
    expect(signIn.setCookie.find((c) => c.startsWith('nobid_session='))).toMatch(/; Secure/i);
  });

  it('answers an unknown name and a wrong password alike', async () => {
    const s = await start();
    await new Browser(s.url).signUp('Cid', 'the right password');
    const unknown = await new Browser(s.url).signIn('Nobody', 'the right password');
    const wrong = await new Browser(s.url).signIn('Cid', 'the wrong password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('bad-credentials');
    expect(wrong.setCookie).toEqual([]);
    const right = await new Browser(s.url).signIn('cid', 'the right password');
    expect(right.status).toBe(200);
    expect(right.body.user?.name).toBe('Cid');
  });

  it('rate-limits sign-in per user name and per client address', async () => {
    const s = await start({
      signInLimits: {
        perName: { max: 3, windowMs: 60_000 },
        perAddress: { max: 6, windowMs: 60_000 },
        signUps: { max: 10, windowMs: 60_000 },
      },
    });
    await new Browser(s.url).signUp('Dee', 'the right password');
    for (let i = 0; i < 3; i++)
      expect((await new Browser(s.url).signIn('Dee', `wrong ${i}xxxxx`)).status).toBe(401);
    const limited = await new Browser(s.url).signIn('Dee', 'the right password');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate-limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // An unknown name is limited the same way: the limit does not tell names apart either.
    for (let i = 0; i < 2; i++)
      expect((await new Browser(s.url).signIn('Ghost', 'whatever12')).status).toBe(401);
    // Six attempts from this address so far (4 + 2): the next one, for a fresh name, is refused.
    const byAddress = await new Browser(s.url).signIn('Fresh', 'whatever12');
    expect(byAddress.status).toBe(429);
    expect(byAddress.body.code).toBe('rate-limited');
  });

  it('refuses bad names and passwords with clear errors', async () => {
    const s = await start();
    const b = new Browser(s.url);
    await b.signUp('Eve', 'a fine password');
    const cases: [string, string, string][] = [
      ['a\u0007b', 'a fine password', 'bad-name'],
      ['abc\u202Edef', 'a fine password', 'bad-name'],
      ['x'.repeat(33), 'a fine password', 'bad-name'],
      ['', 'a fine password', 'bad-name'],
      [' pad', 'a fine password', 'bad-name'],
      ['eve', 'a fine password', 'name-taken'],
      ['Fay', 'short', 'weak-password'],
      ['Fay', 'p'.repeat(257), 'weak-password'],
    ];
    for (const [name, password, code] of cases) {
      const res = await new Browser(s.url).call<{ code: string; message: string }>(
        'POST',
        '/api/account/signup',
        {
          name,
          password,
        },
      );
      expect(res.status, `${JSON.stringify(name)}`).toBeGreaterThanOrEqual(400);
      expect(res.body.code).toBe(code);
      expect(res.body.message.length).toBeGreaterThan(10);
    }
    // 32 characters (Korean: code points, not bytes) is fine; NFC makes two spellings one name.
    expect((await new Browser(s.url).signUp('가'.repeat(32), 'a fine password')).status).toBe(201);
    expect((await new Browser(s.url).signUp('Zoe\u0301', 'a fine password')).status).toBe(201);
    expect((await new Browser(s.url).signUp('Zoé', 'a fine password')).body).toMatchObject({
      code: 'name-taken',
    });
  });

  it('resets a password with a recovery code, once, and ends the old sessions', async () => {
    const s = await start();
    const first = new Browser(s.url);
    const { recoveryCodes } = (await first.signUp('Gus', 'old password 1')).body;
    const code = recoveryCodes[3]!;
    const other = new Browser(s.url);
    const bad = await other.call<{ code: string }>('POST', '/api/account/recover', {
      name: 'Gus',
      code: 'aaaa-bbbb-cccc-dddd',
      password: 'new password 2',
    });
    expect(bad.body.code).toBe('bad-recovery-code');
    const unknown = await other.call('POST', '/api/account/recover', {
      name: 'Nope',
      code,
      password: 'new password 2',
    });
    expect(unknown.body).toEqual(bad.body);
    const ok = await other.call('POST', '/api/account/recover', {
      name: 'gus',
      code: code.toUpperCase().replaceAll('-', ' '),
      password: 'new password 2',
    });
    expect(ok.status).toBe(200);
    expect((await first.me()).body.user).toBeNull();
    expect((await other.me()).body.user?.name).toBe('Gus');
    expect((await new Browser(s.url).signIn('Gus', 'new password 2')).status).toBe(200);
    const again = await new Browser(s.url).call<{ code: string }>('POST', '/api/account/recover', {
      name: 'Gus',
      code,
      password: 'third password',
    });
    expect(again.body.code).toBe('bad-recovery-code');
  });

  it('changes the password and signs out everywhere', async () => {
    const s = await start();
    const a = new Browser(s.url);
    await a.signUp('Hal', 'first password');
    const b = new Browser(s.url);
    await b.signIn('Hal', 'first password');
    const wrong = await a.call<{ code: string }>('POST', '/api/account/password', {
      current: 'not it at all',
      password: 'second password',
    });
    expect(wrong.body.code).toBe('bad-credentials');
    const weak = await a.call<{ code: string }>('POST', '/api/account/password', {
      current: 'first password',
      password: 'short',
    });
    expect(weak.body.code).toBe('weak-password');
    expect(
      (
        await a.call('POST', '/api/account/password', {
          current: 'first password',
          password: 'second password',
        })
      ).status,
    ).toBe(200);
    expect((await a.me()).body.user?.name).toBe('Hal');
    expect((await b.me()).body.user).toBeNull();
    await b.signIn('Hal', 'second password');
    expect((await a.call('POST', '/api/account/signout-everywhere')).status).toBe(200);
    expect((await a.me()).body.user).toBeNull();
    expect((await b.me()).body.user).toBeNull();
    expect((await a.call<{ code: string }>('POST', '/api/account/signout-everywhere')).body.code).toBe(
      'not-signed-in',
    );
  });

  it("keeps a guest's seats at sign-up, downloads the data, and deletes the account with its games kept", async () => {
    const s = await start();
    const created = await api<CreateTableResponse>(s.url, 'POST', '/api/tables', {
      settings: { game: 'fifteen', seats: [human, human] },
      name: 'Ida as a guest',
    });
    const tableId = created.body.table.id;
    const ida = new Browser(s.url);
    const up = await ida.signUp('Ida', 'a password here', [created.body.seatToken!, 'f'.repeat(32)]);
    expect(up.body.linkedSeats).toBe(1);
    // Joining while signed in: the seat is the account's at once.
    const other = await api<CreateTableResponse>(s.url, 'POST', '/api/tables', {
      settings: { game: 'fifteen', seats: [human, human], visibility: 'private' },
      name: 'Host',
    });
    const joined = await ida.call<JoinResponse>('POST', `/api/tables/${other.body.table.id}/join`, {
      name: 'Ida',
    });
    expect(joined.status).toBe(200);
    const profile = await ida.call<PlayerProfile>('GET', '/api/players/ida');
    expect(profile.body.games.map((g) => g.tableId).sort()).toEqual([tableId, other.body.table.id].sort());
    // The private table is listed to Ida only.
    const seen = await new Browser(s.url).call<PlayerProfile>('GET', '/api/players/Ida');
    expect(seen.body.games.map((g) => g.tableId)).toEqual([tableId]);

    const data = await ida.call<Record<string, unknown>>('GET', '/api/account/data');
    expect(data.status).toBe(200);
    expect(data.headers.get('content-disposition')).toMatch(/attachment/);
    expect(data.body).toMatchObject({ profile: { name: 'Ida' } });
    expect((data.body.games as unknown[]).length).toBe(2);
    expect(JSON.stringify(data.body)).not.toMatch(/argon2|token_hash|code_hash/);

    const refused = await ida.call<{ code: string }>('POST', '/api/account/delete', {
      password: 'not the password',
    });
    expect(refused.body.code).toBe('bad-credentials');
    expect((await ida.call('POST', '/api/account/delete', { password: 'a password here' })).status).toBe(200);
    expect((await ida.me()).body.user).toBeNull();
    const gone = await new Browser(s.url).call<{ code: string }>('GET', '/api/players/Ida');
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('not-found');
    const never = await new Browser(s.url).call('GET', '/api/players/NeverWasHere');
    expect(never.body).toEqual(gone.body);
    const table = await api<{ seats: { name: string | null }[] }>(s.url, 'GET', `/api/tables/${tableId}`);
    expect(table.body.seats[0]!.name).toBe('Deleted player');
    expect(await s.ctx.storage.db.selectFrom('nb_users').selectAll().execute()).toEqual([]);
  });

  it('grants the admin role', async () => {
    const s = await start();
    const b = new Browser(s.url);
    const { user } = (await b.signUp('Jo', 'admin to be')).body;
    expect(await s.ctx.accounts!.isAdmin(user.id)).toBe(false);
    expect(await s.ctx.accounts!.setRole('jo', 'admin')).toBe(true);
    expect(await s.ctx.accounts!.setRole('nobody', 'admin')).toBe(false);
    expect(await s.ctx.accounts!.isAdmin(user.id)).toBe(true);
    expect((await b.me()).body.user?.role).toBe('admin');
  });
});

describe('accounts in the other features', () => {
  it("opens a private table's replay to the account that held a seat, without the seat token", async () => {
    const s = await start();
    const ann = new Browser(s.url);
    await ann.signUp('Kim', 'replay password');
    const created = await ann.call<CreateTableResponse>('POST', '/api/tables', {
      settings: { game: 'fifteen', seats: [human, { kind: 'bot', level: 'easy' }], visibility: 'private' },
      name: 'Kim',
    });
    const id = created.body.table.id;
    const client = await TestClient.connect(s.url);
    await client.hello(id, created.body.seatToken);
    const stop = autoPlay(client, toyChoice);
    await client.send('start', {});
    await client.waitFor((r) => r.event === 'tableOver');
    stop();
    client.close();
    const mine = await ann.call<{ code?: string }>('GET', `/api/replays/${id}`);
    expect(mine.status).toBe(200);
    const stranger = await new Browser(s.url).call<{ code: string }>('GET', `/api/replays/${id}`);
    expect(stranger.status).toBe(404);
  });
});
