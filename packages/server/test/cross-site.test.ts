/**
 * Cross-site requests (issue 28, defect 5) over real HTTP: a page of this host on another port
 * (same site, so the SameSite=Lax cookie rides along) posts a form to the state-changing routes.
 * The server refuses it by its `Origin` (or `Sec-Fetch-Site`) and by its non-JSON body, and the
 * session and the lobby are as they were; the server's own pages, `ALLOWED_ORIGINS` and
 * non-browser clients (no `Origin`, a JSON body or none) go on working.
 */
import type { CreateTableResponse, ListTablesResponse } from '@nobid/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { Browser } from './helpers/accounts.ts';
import { api } from './helpers/client.ts';
import { testServer } from './helpers/server.ts';

const ALLOWED = 'http://localhost:5173';
let server: RunningServer;
let own: string;
let otherPort: string;

beforeAll(async () => {
  server = await testServer({ edge: { allowedOrigins: [ALLOWED] } });
  own = `http://localhost:${server.port}`;
  otherPort = `http://127.0.0.1:${server.port === 65535 ? 1 : server.port + 1}`;
});
afterAll(() => server.close());

const human = { kind: 'human' };

/** A browser form: `text/plain` (an `enctype` any page may use), the victim's cookie, the page's Origin. */
function formPost(browser: Browser, path: string, headers: Record<string, string>, body = 'x=1') {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      ...(browser.cookie ? { cookie: browser.cookie } : {}),
      ...headers,
    },
    body,
  });
}

async function openTables(): Promise<number> {
  return (await api<ListTablesResponse>(server.url, 'GET', '/api/tables')).body.tables.length;
}

describe('a form of another port of this host', () => {
  it('cannot sign a user out everywhere, nor change anything else', async () => {
    expect((await new Browser(server.url).signUp('Mallory', 'mallory password')).status).toBe(201);
    const victim = new Browser(server.url);
    expect((await victim.signUp('Victim', 'first password')).status).toBe(201);
    const elsewhere = new Browser(server.url);
    expect((await elsewhere.signIn('Victim', 'first password')).status).toBe(200);
    const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
      settings: { game: 'fifteen', seats: [human, human] },
      name: 'Host',
    });
    const id = created.body.table.id;
    const before = await openTables();

    const routes: [string, string][] = [
      ['/api/account/signout-everywhere', '{}'],
      ['/api/account/signout', '{}'],
      ['/api/account/password', JSON.stringify({ current: 'first password', password: 'taken over!' })],
      ['/api/account/delete', JSON.stringify({ password: 'first password' })],
      ['/api/account/seats', JSON.stringify({ seatTokens: [created.body.seatToken] })],
      ['/api/tables', JSON.stringify({ settings: { game: 'fifteen', seats: [human, human] } })],
      [`/api/tables/${id}/join`, JSON.stringify({ name: 'Mallory' })],
      [`/api/tables/${id}/start`, JSON.stringify({ seatToken: created.body.seatToken })],
      [`/api/tables/${id}/rematch`, JSON.stringify({ seatToken: created.body.seatToken })],
      [`/api/replays/${id}/share`, JSON.stringify({ seatToken: created.body.seatToken })],
      // Signing the victim into the attacker's account (login CSRF) is refused the same way.
      ['/api/account/signin', JSON.stringify({ name: 'Mallory', password: 'mallory password' })],
      ['/api/account/signup', JSON.stringify({ name: 'Mallory2', password: 'mallory password' })],
      ['/api/account/recover', JSON.stringify({ name: 'Mallory', code: 'x', password: 'mallory password' })],
      ['/api/admin/chat/reports/1', JSON.stringify({ action: 'dismiss' })],
    ];
    for (const [path, body] of routes) {
      const res = await formPost(victim, path, { origin: otherPort }, body);
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
      expect(await res.json()).toEqual({ code: 'forbidden', message: expect.stringContaining(otherPort) });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    // A sandboxed page (or a redirect) sends `Origin: null`: not ours either.
    expect((await formPost(victim, '/api/account/signout-everywhere', { origin: 'null' })).status).toBe(403);
    // The same from a page that sends no Origin but says where it is (a sibling subdomain).
    const sibling = await formPost(victim, '/api/account/signout-everywhere', {
      'sec-fetch-site': 'same-site',
    });
    expect(sibling.status).toBe(403);
    // A bare POST with no body at all (fetch in no-cors mode) carries its Origin all the same.
    const bare = await fetch(`${server.url}/api/account/signout-everywhere`, {
      method: 'POST',
      headers: { cookie: victim.cookie!, origin: otherPort },
    });
    expect(bare.status).toBe(403);

    // Nothing changed: both sessions work, the password is the first one, no table was made or joined.
    expect((await victim.me()).body.user?.name).toBe('Victim');
    expect((await elsewhere.me()).body.user?.name).toBe('Victim');
    expect((await new Browser(server.url).signIn('Victim', 'first password')).status).toBe(200);
    expect((await new Browser(server.url).signIn('Mallory2', 'mallory password')).status).toBe(401);
    expect(await openTables()).toBe(before);
    const info = await api<{ seats: { name: string | null }[] }>(server.url, 'GET', `/api/tables/${id}`);
    expect(info.body.seats.map((s) => s.name)).toEqual(['Host', null]);
  });

  it('refuses a text/plain body from a client that sends no Origin (curl, an old browser)', async () => {
    const victim = new Browser(server.url);
    await victim.signUp('Plain');
    const res = await formPost(victim, '/api/account/signout-everywhere', {});
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      code: 'bad-message',
      message: 'send the body as JSON (content-type: application/json)',
    });
    const form = await formPost(victim, '/api/account/signout', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect((await victim.me()).body.user?.name).toBe('Plain');
  });
});

describe('the server’s own pages and other clients', () => {
  it('take the same-origin JSON call as the web client makes it', async () => {
    const user = new Browser(server.url);
    await user.signUp('Own');
    const other = new Browser(server.url);
    await other.signIn('Own', 'correct horse battery');
    // packages/web's account-api: fetch with credentials, `{}` as JSON, the page's own Origin.
    const res = await user.call(
      'POST',
      '/api/account/signout-everywhere',
      {},
      {
        origin: own,
        'sec-fetch-site': 'same-origin',
      },
    );
    expect(res.status).toBe(200);
    expect((await user.me()).body.user).toBeNull();
    expect((await other.me()).body.user).toBeNull();
  });

  it('take an origin of ALLOWED_ORIGINS, and a JSON or bare POST without Origin', async () => {
    const created = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', origin: ALLOWED },
      body: JSON.stringify({ settings: { game: 'fifteen', seats: [human, human] } }),
    });
    expect(created.status).toBe(201);
    const user = new Browser(server.url);
    await user.signUp('Script');
    // The CLI's and the tests' way: no Origin, no body.
    expect((await user.call('POST', '/api/account/signout')).status).toBe(200);
  });
});
