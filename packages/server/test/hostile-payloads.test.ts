/**
 * A property test (fast-check): hostile payloads for every socket event (and an unknown one) and
 * every REST route, over real sockets and HTTP. Objects whose `toString`/`valueOf` is null,
 * `__proto__`/`constructor`/`prototype` keys, huge and tiny numbers, deep nesting, wrong types
 * and broken JSON are refused with a documented code and a message, never `internal` (nor a 500),
 * and the game does not move.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ActSchema,
  AutoPassSchema,
  ChatReportSchema,
  ChatSendSchema,
  ChatSyncSchema,
  type CreateTableResponse,
  HelloSchema,
  type JoinResponse,
  RematchSchema,
  StartSchema,
  SyncSchema,
} from '@nobid/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RunningServer } from '../src/server.ts';
import { api, TestClient } from './helpers/client.ts';
import { testServer } from './helpers/server.ts';

/** Every event of `ClientToServerEvents`, with the schema a payload must pass to be accepted. */
const EVENTS: Record<string, z.ZodType> = {
  hello: HelloSchema,
  act: ActSchema,
  sync: SyncSchema,
  start: StartSchema,
  rematch: RematchSchema,
  autoPass: AutoPassSchema,
  chat: ChatSendSchema,
  chatSync: ChatSyncSchema,
  chatReport: ChatReportSchema,
};

/** The codes a hostile message may get (all in the protocol's `ErrorCode`); never `internal`. */
const DOCUMENTED = new Set([
  'bad-message',
  'malformed',
  'unknown-action',
  'unknown-event',
  'protocol-version',
  'no-hello',
  'not-seated',
  'not-your-seat',
  'stale-decision',
  'unknown-table',
  'unknown-game',
  'bad-token',
  'bad-settings',
  'bad-name',
  'weak-password',
  'bad-credentials',
  'bad-recovery-code',
  'not-signed-in',
  'forbidden',
  'not-found',
  'unknown-line',
  'chat-off',
  'chat-muted',
  'not-started',
  'already-started',
  'not-over',
  'rate-limited',
  'too-large',
]);

const SPECIAL_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'toJSON'];
const FIELD_NAMES = [
  'protocol',
  'tableId',
  'seatToken',
  'since',
  'action',
  'seat',
  'type',
  'card',
  'decisionId',
  'requestId',
  'on',
  'kind',
  'text',
  'lineId',
  'settings',
  'seats',
  'name',
  'password',
];

function nested(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

const leaf = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -0, 5e-324, 4294967296),
  fc.string({ maxLength: 20 }),
  fc.constantFrom(...SPECIAL_KEYS, 'x'.repeat(3000)),
);
const { value: hostile } = fc.letrec<{ value: unknown; array: unknown[]; object: unknown; special: unknown }>(
  (tie) => ({
    value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object'), tie('special')),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.dictionary(
      fc.oneof(fc.constantFrom(...SPECIAL_KEYS, ...FIELD_NAMES), fc.string({ maxLength: 8 })),
      tie('value'),
      {
        maxKeys: 5,
      },
    ),
    special: fc.oneof(
      fc.constantFrom(
        { toString: null },
        { valueOf: null },
        { toString: null, valueOf: null },
        { toJSON: null },
      ),
      fc.integer({ min: 50, max: 1200 }).map(nested),
    ),
  }),
);
/** A message: anything at all, or an object of the protocol's field names holding anything. */
const payload = fc.oneof(
  hostile,
  fc.dictionary(fc.constantFrom(...FIELD_NAMES, ...SPECIAL_KEYS), hostile, { maxKeys: 6 }),
);

/** Raw bodies JSON.stringify cannot make: prototype keys, numbers past a double, broken JSON. */
const rawBody = fc.oneof(
  payload.map((p) => JSON.stringify(p) ?? 'null'),
  hostile.map((v) => `{"__proto__": ${JSON.stringify(v) ?? 'null'}}`),
  hostile.map((v) => `{"constructor": {"prototype": ${JSON.stringify(v) ?? 'null'}}}`),
  fc.constantFrom('{"settings": 1e999}', '{"name": "x"', '[', '"', 'nul', '{"a":1}{"b":2}', ''),
  fc.integer({ min: 100, max: 3000 }).map((d) => `${'['.repeat(d)}${']'.repeat(d)}`),
);

let server: RunningServer;
let id: string;
let seated: TestClient;
/** The other seat, connected too: an away seat would be played by a bot after the grace time. */
let other: TestClient;
let spectator: TestClient;
let stranger: TestClient;

const human = { kind: 'human' };
const loose = { burst: 1e9, perSecond: 1e9 };

beforeAll(async () => {
  server = await testServer({
    edge: {
      socketLimits: { perSocket: loose, perAddress: loose },
      httpLimits: {
        apiPerMinute: 1e9,
        tokenPerMinute: 1e9,
        tablesPerClient: loose,
        tablesOverall: loose,
      },
    },
  });
  const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
    settings: { game: 'fifteen', seats: [human, human], turnTimerSeconds: 3600 },
    name: 'Ann',
  });
  id = created.body.table.id;
  const joined = await api<JoinResponse>(server.url, 'POST', `/api/tables/${id}/join`, { name: 'Bob' });
  await api(server.url, 'POST', `/api/tables/${id}/start`, { seatToken: created.body.seatToken });
  seated = await TestClient.connect(server.url);
  other = await TestClient.connect(server.url);
  expect(await other.hello(id, created.body.seatToken)).toMatchObject({ ok: true });
  spectator = await TestClient.connect(server.url);
  stranger = await TestClient.connect(server.url);
  expect(await seated.hello(id, joined.body.seatToken)).toMatchObject({ ok: true });
  expect(await spectator.hello(id)).toMatchObject({ ok: true });
});
afterAll(async () => {
  for (const c of [seated, other, spectator, stranger]) c?.close();
  await server?.close();
});

const logLength = async () => (await server.ctx.storage.readLog(id)).length;

describe('hostile socket payloads', () => {
  it('get a documented refusal, never internal, and move nothing', async () => {
    const before = await logLength();
    const clients = () => [seated, spectator, stranger];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(EVENTS), 'nope', 'constructor', '__proto__', 'toString'),
        fc.integer({ min: 0, max: 2 }),
        payload,
        async (event, who, msg) => {
          const res = await clients()[who]!.send(event, msg);
          const schema = EVENTS[Object.hasOwn(EVENTS, event) ? event : ''];
          if (res.ok) {
            // Only a message its schema takes may be accepted (say `sync` with stray keys; the
            // events without fields take no message at all as an empty one).
            expect(schema?.safeParse(msg ?? {}).success).toBe(true);
            return;
          }
          expect(res.error.code).not.toBe('internal');
          expect(DOCUMENTED).toContain(res.error.code);
          expect(res.error.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
    expect(await logLength()).toBe(before);
    expect(seated.socket.connected && spectator.socket.connected && stranger.socket.connected).toBe(true);
  }, 120_000);
});

/** Every route the server registers (`app.get('/api/…'`…), read from its source: new ones are covered too. */
function routes(): { method: string; path: string }[] {
  const src = fileURLToPath(new URL('../src', import.meta.url));
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  const found = new Map<string, { method: string; path: string }>();
  for (const file of files) {
    const text = readFileSync(join(src, file), 'utf8');
    for (const m of text.matchAll(/app\.(get|post|put|delete|patch)\(\s*'(\/[^']*)'/g))
      found.set(`${m[1]} ${m[2]}`, { method: m[1]!.toUpperCase(), path: m[2]! });
  }
  return [...found.values()];
}

describe('hostile REST requests', () => {
  const all = routes();

  it('finds the routes', () => {
    expect(all.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['POST /api/tables', 'POST /api/tables/:id/join', 'GET /api/tables/:id']),
    );
  });

  it('answer every route with a documented {code, message}, never a 500, and move nothing', async () => {
    const before = await logLength();
    const tables = (await server.ctx.storage.listTables({})).length;
    const param = fc.oneof(
      fc.string({ maxLength: 50 }),
      fc.constantFrom('__proto__', 'constructor', '..%2f..', '%00', 'x'.repeat(500), id),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...all), param, rawBody, async (route, p, body) => {
        const path = route.path.replace(/:[A-Za-z]+/g, encodeURIComponent(p));
        const withBody = route.method !== 'GET';
        const res = await fetch(`${server.url}${path}`, {
          method: route.method,
          headers: withBody ? { 'content-type': 'application/json' } : {},
          ...(withBody ? { body } : {}),
        });
        expect(res.status).toBeLessThan(500);
        if (res.status < 400) return;
        const answer = (await res.json()) as { code?: unknown; message?: unknown };
        expect(DOCUMENTED).toContain(answer.code);
        expect(typeof answer.message).toBe('string');
      }),
      { numRuns: 300 },
    );
    expect(await logLength()).toBe(before);
    expect((await server.ctx.storage.listTables({})).length).toBe(tables);
  }, 120_000);
});
