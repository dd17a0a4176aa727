/**
 * "Your turn" by email, through a real SMTP server started here (smtp-server), parsed as a mail
 * client would (mailparser): the language, the link, the RFC 8058 one-click headers, and that no
 * card of a hand ever appears.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TurnEvent } from '../src/facts.ts';
import { Notifier } from '../src/notifier.ts';
import { registerNotifyRoutes } from '../src/routes.ts';
import { DEFAULT_PREFERENCES, type NotifyStore } from '../src/store.ts';
import { rawHeader, startSmtp, type TestSmtp } from '../src/testing/smtp.ts';
import { memoryStore } from './helpers/store.ts';
import { VirtualClock } from './helpers/virtual-clock.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'nobid-notify-email-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Cards a caller might carelessly pass along with the event (a whole seat view): none may show.
const HAND = ['Hostile Takeover', 'Golden Parachute', 'Poison Pill'];
const turn = (account: string, tableId: string, name: string, deadline: number | null): TurnEvent =>
  ({
    account: { id: account },
    table: { id: tableId, name, hand: HAND },
    game: 'Startups',
    deadline,
    hand: HAND,
    view: { hand: HAND.map((card) => ({ card })) },
  }) as unknown as TurnEvent;

describe('turn emails', () => {
  let smtp: TestSmtp;
  let clock: VirtualClock;
  let store: NotifyStore;
  let closeStore: () => Promise<void>;
  let notifier: Notifier;
  let app: FastifyInstance;

  beforeEach(async () => {
    smtp = await startSmtp();
    clock = new VirtualClock();
    ({ store, close: closeStore } = await memoryStore(() => clock.now()));
    notifier = new Notifier({ store, dataDir, publicUrl: 'https://nobid.example', smtpUrl: smtp.url, clock });
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
    await smtp.close();
  });

  /** The next mail; a failed delivery fails the test at once instead of timing out. */
  const mailOrFailure = () =>
    Promise.race([
      smtp.nextMail(),
      new Promise<never>((_, reject) =>
        notifier.once('failed', (f) => reject(new Error(`delivery failed: ${f.code}`))),
      ),
    ]);

  const prefs = (account: string, lang: 'en' | 'de' | 'ko', emailMode: 'each' | 'digest' = 'each') =>
    store.savePreferences(account, {
      ...DEFAULT_PREFERENCES,
      email: `${account}@example.org`,
      emailMode,
      lang,
      timeZone: 'Europe/Berlin',
    });

  it('says "your turn" in German with a link that opens the table, and names no card', async () => {
    await prefs('ann', 'de');
    const arriving = mailOrFailure();
    await notifier.yourTurn(turn('ann', 'T1a', 'Freitagsrunde', Date.UTC(2026, 11, 9, 9, 0)));
    const mail = await arriving;

    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('ann@example.org');
    expect(mail.subject).toBe('Du bist am Zug: Freitagsrunde');
    expect(mail.text).toContain('Am Tisch Freitagsrunde (Startups) bist du am Zug.');
    // The deadline in the reader's zone (Berlin is UTC+1 in December).
    expect(mail.text).toContain('10:00');
    expect(mail.text).toContain('https://nobid.example/t/T1a');
    expect(mail.html).toContain('href="https://nobid.example/t/T1a"');
    const everything = `${mail.subject}\n${mail.text}\n${mail.html}\n${mail.headerLines.map((h) => h.line).join('\n')}`;
    for (const card of HAND) expect(everything).not.toContain(card);
  });

  it('carries RFC 8058 one-click unsubscribe headers with an https link', async () => {
    await prefs('ben', 'en');
    const arriving = mailOrFailure();
    await notifier.yourTurn(turn('ben', 'T2', 'Lunch table', null));
    const mail = await arriving;

    const unsubscribe = rawHeader(mail, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(
      /^<https:\/\/nobid\.example\/notify\/unsubscribe\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+>$/,
    );
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.subject).toBe('Your turn at Lunch table');
    expect(mail.text).toContain('There is no time limit.');
    // The body's own link is the same one.
    expect(mail.text).toContain(unsubscribe!.slice(1, -1));
  });

  it('speaks Korean, and the clock-low notice says the clock is low', async () => {
    await prefs('cho', 'ko');
    const arriving = mailOrFailure();
    await notifier.clockLow(turn('cho', 'T3', '금요일 모임', Date.UTC(2026, 11, 7, 12, 0)));
    const mail = await arriving;
    expect(mail.subject).toBe('금요일 모임에서 남은 시간이 얼마 없습니다');
    expect(mail.text).toContain('https://nobid.example/t/T3');
  });

  it('one click (RFC 8058 POST) stops the emails; the link page alone changes nothing', async () => {
    await prefs('dan', 'en');
    const arriving = mailOrFailure();
    await notifier.yourTurn(turn('dan', 'T4', 'Evening', null));
    const url = new URL(rawHeader(await arriving, 'List-Unsubscribe')!.slice(1, -1));

    // A mail scanner fetching the link only sees a question.
    const page = await app.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    expect((await store.preferences('dan')).emailMode).toBe('each');

    // A forged token is refused and changes nothing.
    const forged = await app.inject({
      method: 'POST',
      url: url.pathname.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAA'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect((await store.preferences('dan')).emailMode).toBe('each');

    // The mail provider's POST: a form body, no cookie.
    const click = await app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    expect((await store.preferences('dan')).emailMode).toBe('off');

    await notifier.yourTurn(turn('dan', 'T4', 'Evening', null));
    await notifier.settled();
    expect(await store.nextDue()).toBeNull();
    expect(smtp.received).toHaveLength(1);
  });

  it('a move never waits on the mail server: the event returns before the mail is sent', async () => {
    await prefs('eve', 'en');
    smtp.refuse(1);
    const refused = smtp.nextRefusal();
    const failed = new Promise((resolve) => notifier.once('failed', resolve));
    // Resolves once the notice is queued; the SMTP conversation happens after.
    await notifier.yourTurn(turn('eve', 'T5', 'Slow', null));
    expect(smtp.received).toHaveLength(0);
    await refused;
    await failed;
  });
});

describe('a site without https', () => {
  it('still names the unsubscribe link but offers no one-click POST (RFC 8058 needs https)', async () => {
    const smtp = await startSmtp();
    const clock = new VirtualClock();
    const { store, close } = await memoryStore(() => clock.now());
    const notifier = new Notifier({
      store,
      dataDir,
      publicUrl: 'http://nobid.test:8080',
      smtpUrl: smtp.url,
      clock,
    });
    try {
      await store.savePreferences('gus', { ...DEFAULT_PREFERENCES, email: 'gus@example.org' });
      const arriving = smtp.nextMail();
      await notifier.yourTurn(turn('gus', 'T7', 'Local', null));
      const mail = await arriving;
      expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(
        /^<http:\/\/nobid\.test:8080\/notify\/unsubscribe\//,
      );
      expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBeUndefined();
      expect(mail.text).toContain('http://nobid.test:8080/t/T7');
    } finally {
      await notifier.close();
      await close();
      await smtp.close();
    }
  });
});

describe('preferences', () => {
  it('refuses an address that is not one, and an unknown mode, and changes nothing', async () => {
    const clock = new VirtualClock();
    const { store, close } = await memoryStore(() => clock.now());
    const notifier = new Notifier({ store, dataDir, publicUrl: 'https://nobid.example', clock });
    const app = Fastify();
    await registerNotifyRoutes(app, {
      notifier,
      accountOf: async (req) => (req.headers['x-test-account'] as string | undefined) ?? null,
    });
    const put = (payload: object, account: string | null = 'fay') =>
      app.inject({
        method: 'PUT',
        url: '/api/notify/preferences',
        headers: account ? { 'x-test-account': account } : {},
        payload,
      });
    try {
      expect((await put({ email: 'fay@example.org', emailMode: 'digest', lang: 'de' })).statusCode).toBe(200);
      const before = await store.preferences('fay');

      for (const [body, message] of [
        [{ email: 'not an address' }, '"not an address" is not an email address'],
        [{ email: 'fay@example.org\r\nBcc: x@y.z' }, 'is not an email address'],
        [{ emailMode: 'hourly' }, 'emailMode'],
        [{ lang: 'fr' }, 'lang'],
        [{ timeZone: 'Mars/Olympus' }, 'is not a time zone'],
        [{ favouriteCard: 'No Bid' }, 'favouriteCard'],
      ] as const) {
        const res = await put(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toContain(message);
      }
      expect(await store.preferences('fay')).toEqual(before);
      expect((await put({ push: false }, null)).statusCode).toBe(401);

      const got = await app.inject({
        method: 'GET',
        url: '/api/notify/preferences',
        headers: { 'x-test-account': 'fay' },
      });
      expect(got.json()).toMatchObject({
        email: 'fay@example.org',
        emailMode: 'digest',
        lang: 'de',
        channels: { email: false, push: false },
      });
    } finally {
      await app.close();
      await notifier.close();
      await close();
    }
  });
});
