/**
 * Web Push with no outside service: a push endpoint in this process (https, as web-push requires)
 * receives what web-push sends, and the test decrypts it as a browser would (RFC 8291), checks the
 * VAPID signature (RFC 8292), and reads the payload. Also: the VAPID keys are made once and kept
 * in the data directory, and a subscription that is not valid is refused with nothing stored.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VAPID_FILE } from '../src/keys.ts';
import { Notifier } from '../src/notifier.ts';
import { registerNotifyRoutes } from '../src/routes.ts';
import { DEFAULT_PREFERENCES, type NotifyStore } from '../src/store.ts';
import { startPushEndpoint } from '../src/testing/push-endpoint.ts';
import { browserKeys, checkVapid, decryptPush } from '../src/testing/web-push-decrypt.ts';
import { memoryStore } from './helpers/store.ts';
import { VirtualClock } from './helpers/virtual-clock.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'nobid-notify-push-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const HAND = ['Hostile Takeover', 'Golden Parachute'];

describe('web push', () => {
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  let clock: VirtualClock;
  let store: NotifyStore;
  let closeStore: () => Promise<void>;
  let notifier: Notifier;
  let app: FastifyInstance;

  beforeEach(async () => {
    endpoint = await startPushEndpoint();
    clock = new VirtualClock();
    ({ store, close: closeStore } = await memoryStore(() => clock.now()));
    notifier = new Notifier({
      store,
      dataDir,
      publicUrl: 'https://nobid.example',
      push: true,
      clock,
      pushAgent: endpoint.agent,
      allowInternalPushHosts: true,
    });
    app = Fastify();
    await registerNotifyRoutes(app, {
      notifier,
      accountOf: async (req) => (req.headers['x-test-account'] as string | undefined) ?? null,
    });
  });
  afterEach(async () => {
    await app.close();
    await notifier.close();
    await closeStore();
    await endpoint.close();
  });

  const subscribe = (account: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/notify/push-subscriptions',
      headers: { 'x-test-account': account },
      payload: body as object,
    });

  it('delivers an encrypted payload that the browser decrypts to title, body and link', async () => {
    const browser = browserKeys();
    await store.savePreferences('kim', { ...DEFAULT_PREFERENCES, lang: 'ko' });
    const sub = { endpoint: `${endpoint.origin}/push/abc123`, keys: browser.json };
    expect((await subscribe('kim', sub)).statusCode).toBe(200);

    const arriving = endpoint.nextPush();
    const delivered = new Promise((resolve) => notifier.once('delivered', resolve));
    await notifier.yourTurn({
      account: { id: 'kim' },
      table: { id: 'T9', name: '수요일 게임' },
      game: 'No Bid',
      deadline: null,
      hand: HAND,
    } as never);
    const push = await arriving;
    await delivered;

    expect(push.path).toBe('/push/abc123');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBe(86_400);
    const vapid = checkVapid(String(push.headers.authorization), sub.endpoint);
    const { publicKey } = (await app.inject({ method: 'GET', url: '/api/notify/vapid-key' })).json();
    expect(vapid.k).toBe(publicKey);
    expect(vapid.sub).toBe('https://nobid.example');

    const plaintext = decryptPush(push.body, browser);
    expect(JSON.parse(plaintext)).toEqual({
      title: '수요일 게임에서 당신의 차례입니다',
      body: '수요일 게임(No Bid)에서 당신의 차례입니다. 시간 제한이 없습니다.',
      url: 'https://nobid.example/t/T9',
      tag: 'table-T9',
    });
    for (const card of HAND) expect(plaintext).not.toContain(card);
  });

  it('makes the VAPID keys once and keeps them in the data directory', async () => {
    const file = join(dataDir, VAPID_FILE);
    const kept = JSON.parse(readFileSync(file, 'utf8'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const { publicKey } = (await app.inject({ method: 'GET', url: '/api/notify/vapid-key' })).json();
    expect(publicKey).toBe(kept.publicKey);
    // A restart (a second notifier on the same directory) keeps them: subscriptions stay valid.
    const again = new Notifier({ store, dataDir, publicUrl: 'https://nobid.example', push: true, clock });
    expect(again.push?.publicKey).toBe(kept.publicKey);
    await again.close();
  });

  it('refuses a subscription that is not valid, with a clear error, storing nothing', async () => {
    const good = browserKeys().json;
    const cases: [unknown, string][] = [
      [{ endpoint: 'http://push.example/x', keys: good }, 'endpoint must be an https URL'],
      [{ endpoint: 'not a url', keys: good }, 'endpoint is not a URL'],
      [{ endpoint: 'https://push.example/x' }, 'keys must be an object with p256dh and auth'],
      [
        { endpoint: 'https://push.example/x', keys: { ...good, auth: 'c2hvcnQ' } },
        'keys.auth must be 16 bytes, got 5',
      ],
      [
        { endpoint: 'https://push.example/x', keys: { ...good, p256dh: 'AAAA' } },
        'keys.p256dh must be 65 bytes, got 3',
      ],
      [
        {
          endpoint: 'https://push.example/x',
          keys: { ...good, p256dh: Buffer.alloc(65, 4).toString('base64url') },
        },
        'keys.p256dh is not a point on P-256',
      ],
      [
        { endpoint: 'https://push.example/x', keys: { ...good, auth: 'not base64!' } },
        'keys.auth must be base64url text',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await subscribe('lee', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(`push subscription refused: ${message}`);
    }
    expect(await store.subscriptions('lee')).toEqual([]);
    // Guests have no subscriptions.
    const guest = await app.inject({ method: 'POST', url: '/api/notify/push-subscriptions', payload: {} });
    expect(guest.statusCode).toBe(401);
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const browser = browserKeys();
    await store.savePreferences('max', { ...DEFAULT_PREFERENCES });
    expect(
      (await subscribe('max', { endpoint: `${endpoint.origin}/push/old`, keys: browser.json })).statusCode,
    ).toBe(200);
    endpoint.answer(410);
    const arriving = endpoint.nextPush();
    await notifier.yourTurn({
      account: { id: 'max' },
      table: { id: 'T1', name: 'Old' },
      game: 'No Bid',
      deadline: null,
    });
    await arriving;
    await notifier.settled();
    expect(await store.subscriptions('max')).toEqual([]);
  });
});

describe('push endpoints a server refuses', () => {
  it('refuses loopback and private hosts unless a test allows them', async () => {
    const { checkSubscription } = await import('../src/validate.ts');
    const keys = browserKeys().json;
    for (const host of ['127.0.0.1', 'localhost', '10.1.2.3', '192.168.0.5', '[::1]'])
      expect(() => checkSubscription({ endpoint: `https://${host}/push`, keys })).toThrow(
        'endpoint must be on a public host',
      );
    expect(checkSubscription({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys }).endpoint).toBe(
      'https://fcm.googleapis.com/fcm/send/abc',
    );
  });
});
