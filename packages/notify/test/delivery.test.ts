/**
 * Delivery over time, on a virtual clock: a refusing SMTP server is retried with exponential
 * backoff until it takes the mail; a permanent refusal is given up at once; the daily digest
 * gathers a day's notices into one mail; a server without settings runs with the channels off.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NotifierEvents } from '../src/notifier.ts';
import { backoffMs, Notifier } from '../src/notifier.ts';
import { DEFAULT_PREFERENCES, type NotifyStore } from '../src/store.ts';
import { startSmtp, type TestSmtp } from '../src/testing/smtp.ts';
import { memoryStore } from './helpers/store.ts';
import { VirtualClock } from './helpers/virtual-clock.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'nobid-notify-delivery-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const MINUTE = 60_000;
const turn = (account: string, tableId: string, name: string, deadline: number | null = null) => ({
  account: { id: account },
  table: { id: tableId, name },
  game: 'No Bid',
  deadline,
});

describe('delivery', () => {
  let smtp: TestSmtp;
  let clock: VirtualClock;
  let store: NotifyStore;
  let closeStore: () => Promise<void>;
  let notifier: Notifier;
  const warnings: object[] = [];

  beforeEach(async () => {
    smtp = await startSmtp();
    clock = new VirtualClock();
    ({ store, close: closeStore } = await memoryStore(() => clock.now()));
    warnings.length = 0;
    notifier = new Notifier({
      store,
      dataDir,
      publicUrl: 'https://nobid.example',
      smtpUrl: smtp.url,
      clock,
      log: { info() {}, warn: (obj) => warnings.push(obj) },
    });
    await store.savePreferences('ann', { ...DEFAULT_PREFERENCES, email: 'ann@example.org' });
  });
  afterEach(async () => {
    await notifier.close();
    await closeStore();
    await smtp.close();
  });

  const next = <K extends keyof NotifierEvents>(event: K) =>
    new Promise<NotifierEvents[K][0]>((resolve) =>
      notifier.once(event, ((e: NotifierEvents[K][0]) => resolve(e)) as never),
    );

  it('retries a refusing server after 1, 2 and 4 minutes, then delivers', async () => {
    smtp.refuse(3);
    const start = clock.now();
    const failures: { attempts: number; at: number; nextTry: number | null }[] = [];
    notifier.on('failed', (f) =>
      failures.push({ attempts: f.attempts, at: clock.now(), nextTry: f.nextTry }),
    );

    let failed = next('failed');
    await notifier.yourTurn(turn('ann', 'T1', 'Retry table'));
    await failed;
    // (settled: the pass has also set the timer of the next try)
    await notifier.settled();
    for (let i = 0; i < 2; i++) {
      failed = next('failed');
      await clock.step();
      await failed;
      await notifier.settled();
    }
    const delivered = next('delivered');
    const mail = smtp.nextMail();
    await clock.step();
    expect(await delivered).toMatchObject({ channel: 'email', attempts: 4 });
    expect((await mail).subject).toBe('Your turn at Retry table');

    expect(failures).toEqual([
      { attempts: 1, at: start, nextTry: start + MINUTE },
      { attempts: 2, at: start + MINUTE, nextTry: start + 3 * MINUTE },
      { attempts: 3, at: start + 3 * MINUTE, nextTry: start + 7 * MINUTE },
    ]);
    expect(await store.nextDue()).toBeNull();
    // The log says which attempt failed and why, and nothing about whom.
    expect(warnings).toHaveLength(3);
    expect(JSON.stringify(warnings)).not.toMatch(/\bann\b|example\.org|Retry table/);
    expect(warnings[0]).toMatchObject({ channel: 'email', attempts: 1, code: 'smtp-451' });
  });

  it('gives up on a permanent refusal at once, and on a passing one after the last attempt', async () => {
    smtp.refuse(1, 550);
    const failed = next('failed');
    await notifier.yourTurn(turn('ann', 'T1', 'Gone'));
    expect(await failed).toMatchObject({ attempts: 1, code: 'smtp-550', nextTry: null });
    await notifier.settled();
    expect(await store.nextDue()).toBeNull();

    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffMs(n, MINUTE, 60 * MINUTE) / MINUTE)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });

  it('sends one digest a day instead of single mails, one line a table, most urgent first', async () => {
    await store.savePreferences('ann', {
      ...DEFAULT_PREFERENCES,
      email: 'ann@example.org',
      emailMode: 'digest',
    });
    notifier.start();
    const day = Date.UTC(2026, 11, 8);
    await notifier.yourTurn(turn('ann', 'T1', 'Slow game', day + 72 * 3_600_000));
    await notifier.yourTurn(turn('ann', 'T2', 'Fast game', day + 24 * 3_600_000));
    await notifier.clockLow(turn('ann', 'T1', 'Slow game', day + 48 * 3_600_000));
    await notifier.settled();
    expect(smtp.received).toHaveLength(0);
    expect(await store.nextDue()).toBeNull();

    // The next 07:00 UTC.
    expect(clock.nextAt()).toBe(day + 7 * 3_600_000);
    const mail = smtp.nextMail();
    await clock.step();
    const digest = await mail;
    expect(digest.subject).toBe('2 tables are waiting for you');
    const text = digest.text ?? '';
    expect(text.indexOf('Fast game')).toBeLessThan(text.indexOf('Slow game'));
    expect(text.match(/Slow game/g)).toHaveLength(1);
    expect(text).toContain('https://nobid.example/t/T1');
    expect(text).toContain('https://nobid.example/t/T2');
    // The next one is a day later, and an empty day sends nothing.
    expect(clock.nextAt()).toBe(day + 31 * 3_600_000);
    await clock.step();
    await notifier.settled();
    expect(smtp.received).toHaveLength(1);
  });
});

describe('two nodes on one database', () => {
  it('deliver each notice once', async () => {
    const smtp = await startSmtp();
    const clock = new VirtualClock();
    const { store, close } = await memoryStore(() => clock.now());
    const settings = { store, dataDir, publicUrl: 'https://nobid.example', smtpUrl: smtp.url, clock };
    const [a, b] = [new Notifier(settings), new Notifier(settings)];
    let delivered = 0;
    for (const n of [a, b]) n.on('delivered', () => delivered++);
    try {
      await store.savePreferences('ann', { ...DEFAULT_PREFERENCES, email: 'ann@example.org' });
      for (let i = 0; i < 5; i++) await a.yourTurn(turn('ann', `T${i}`, `Table ${i}`));
      // Both pass over the outbox at once.
      b.start();
      a.start();
      await Promise.all([a.settled(), b.settled()]);
      expect(delivered).toBe(5);
      expect(smtp.received.map((m) => m.subject).sort()).toEqual(
        [0, 1, 2, 3, 4].map((i) => `Your turn at Table ${i}`),
      );
    } finally {
      await a.close();
      await b.close();
      await close();
      await smtp.close();
    }
  });
});

describe('a server without settings', () => {
  it('runs with email and push off, says so in one line, and queues nothing', async () => {
    const clock = new VirtualClock();
    const { store, close } = await memoryStore(() => clock.now());
    const notifier = new Notifier({ store, dataDir, publicUrl: 'https://nobid.example', clock });
    try {
      expect(notifier.status).toBe('email off (no SMTP_URL), web push off (no WEB_PUSH=on or VAPID keys)');
      expect(notifier.email).toBeNull();
      expect(notifier.push).toBeNull();
      await store.savePreferences('ann', { ...DEFAULT_PREFERENCES, email: 'ann@example.org' });
      await notifier.yourTurn(turn('ann', 'T1', 'Quiet'));
      expect(await store.exportAccount('ann')).toMatchObject({ pending: 0 });
    } finally {
      await notifier.close();
      await close();
    }
  });

  it('runs with both off without a public address, since a link could lead nowhere', async () => {
    const clock = new VirtualClock();
    const { store, close } = await memoryStore(() => clock.now());
    const notifier = new Notifier({ store, dataDir, smtpUrl: 'smtp://127.0.0.1:25', push: true, clock });
    expect(notifier.status).toBe('email off (no PUBLIC_URL), web push off (no PUBLIC_URL)');
    await notifier.close();
    await close();
  });

  it('never throws into the caller, even when its database is gone', async () => {
    const smtp = await startSmtp();
    const clock = new VirtualClock();
    const { store, close } = await memoryStore(() => clock.now());
    const warnings: object[] = [];
    const notifier = new Notifier({
      store,
      dataDir,
      publicUrl: 'https://nobid.example',
      smtpUrl: smtp.url,
      clock,
      log: { info() {}, warn: (obj) => warnings.push(obj) },
    });
    await close();
    await expect(notifier.yourTurn(turn('ann', 'T1', 'Broken'))).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
    await notifier.close();
    await smtp.close();
  });
});
