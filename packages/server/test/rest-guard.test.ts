/**
 * The REST API's guards over real HTTP: per-client and overall table budgets (a bot-only table
 * costs more), token-use limits, clients told apart behind a trusted proxy, body-parsing errors
 * as `{code, message}`, security headers, readiness and metrics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { testServer } from './helpers/server.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await testServer({
    edge: {
      trustProxy: true,
      httpLimits: {
        apiPerMinute: 200,
        tokenPerMinute: 5,
        tablesPerClient: { burst: 6, perSecond: 0.01 },
        tablesOverall: { burst: 15, perSecond: 0.01 },
        botOnlyCost: 3,
      },
    },
  });
});
afterAll(() => server.close());

const human = { kind: 'human' };
const bot = { kind: 'bot', level: 'easy' };

async function post(path: string, body: unknown, client: string, raw?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: raw ?? JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code?: string; message?: string } };
}

const create = (client: string, seats: unknown[]) =>
  post('/api/tables', { settings: { game: 'fifteen', seats } }, client);

describe('table budgets', () => {
  it('refuses a client past its budget with 429 rate-limited; a bot-only table costs three', async () => {
    expect((await create('10.0.0.1', [bot, bot])).status).toBe(201);
    expect((await create('10.0.0.1', [bot, bot])).status).toBe(201);
    // 6 - 3 - 3 = 0 left: even a human table is refused now.
    const refused = await create('10.0.0.1', [human, human]);
    expect(refused).toEqual({
      status: 429,
      body: { code: 'rate-limited', message: expect.stringContaining('try again in') },
    });
    // Another client (as the proxy names it) has a budget of its own.
    for (let i = 0; i < 6; i++) expect((await create('10.0.0.2', [human, human])).status).toBe(201);
    expect((await create('10.0.0.2', [human, human])).status).toBe(429);
  });

  it('refuses everybody once the overall budget is spent', async () => {
    // 8 tables so far of 15.
    for (let i = 3; i < 10; i++) expect((await create(`10.0.1.${i}`, [human, human])).status).toBe(201);
    const refused = await create('10.0.1.200', [human, human]);
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 'rate-limited', message: expect.stringContaining('server') },
    });
  });

  it('limits token use (join, start, rematch) per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await post('/api/tables/nosuchtable1/start', { seatToken: 'a'.repeat(32) }, '10.0.2.1')).status,
      );
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    const refused = await post('/api/tables/nosuchtable1/start', { seatToken: 'a'.repeat(32) }, '10.0.2.1');
    expect(refused.body).toEqual({
      code: 'rate-limited',
      message: expect.stringContaining('too many requests'),
    });
    expect(
      (await post('/api/tables/nosuchtable1/start', { seatToken: 'a'.repeat(32) }, '10.0.2.2')).status,
    ).toBe(404);
  });
});

describe('bodies that do not parse', () => {
  it('answer with the documented {code, message}', async () => {
    const broken = await post('/api/tables', null, '10.0.3.1', '{"settings": ');
    expect(broken).toEqual({
      status: 400,
      body: { code: 'bad-message', message: expect.stringContaining('JSON') },
    });
    const proto = await post('/api/tables', null, '10.0.3.1', '{"__proto__": {"x": 1}, "settings": {}}');
    expect(proto).toEqual({ status: 400, body: { code: 'bad-message', message: expect.any(String) } });
    const wrongType = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml', 'x-forwarded-for': '10.0.3.1' },
      body: 'hello',
    });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({ code: 'bad-message', message: expect.stringContaining('JSON') });
    const big = await post(`/api/tables/abcdefgh/join`, { name: 'x'.repeat(70 * 1024) }, '10.0.3.1');
    expect(big).toEqual({ status: 413, body: { code: 'too-large', message: expect.any(String) } });
  });
});

describe('headers and operators', () => {
  it('sends a CSP without inline scripts, Referrer-Policy and nosniff', async () => {
    for (const path of ['/', '/api/games', '/api/nothing']) {
      const res = await fetch(`${server.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers health and readiness; metrics only to this machine, not through a proxy', async () => {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ ok: true });
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, database: 'ok' });
    const metrics = await fetch(`${server.url}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    for (const name of [
      'nobid_tables{state="playing"}',
      'nobid_sockets',
      'nobid_action_seconds_bucket',
      'nobid_bots{measure="botDecisions"}',
      'nobid_actions_total',
      'nobid_rate_limited_total{where="table"}',
    ])
      expect(text).toContain(name);
    const proxied = await fetch(`${server.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(403);
    expect(await proxied.json()).toMatchObject({ code: 'bad-token' });
  });
});
