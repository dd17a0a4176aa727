/**
 * The notifier: the server reports turns and low clocks; the notifier decides, by the account's
 * choices, what goes out, keeps it in the outbox and delivers it in the background, retrying with
 * exponential backoff. Nothing here throws into the caller or makes it wait on a mail server: an
 * event call only writes outbox rows (and logs if even that fails).
 */

import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  type DeliveryError,
  type MailChannel,
  type PushChannel,
  smtpChannel,
  webPushChannel,
} from './channels.ts';
import { type Clock, realClock } from './clock.ts';
import {
  type FriendRequestEvent,
  factsOf,
  friendRequestFactsOf,
  type InviteEvent,
  inviteFactsOf,
  type NoticeFacts,
  type TurnEvent,
} from './facts.ts';
import { loadSecret, loadVapidKeys } from './keys.ts';
import { digestEmail, noticeEmail, pushPayload, type Reader } from './messages.ts';
import type { NotifyLog, NotifySettings } from './settings.ts';
import type { NotifyStore, OutboxItem, Preferences } from './store.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** What the notifier reports as it works: tests wait on these instead of sleeping. */
export interface NotifierEvents {
  /** An outbox item went out (`channel` email or push). */
  delivered: [{ id: string; channel: 'email' | 'push'; attempts: number }];
  /** An attempt failed; `nextTry` null: given up. */
  failed: [{ id: string; channel: 'email' | 'push'; attempts: number; code: string; nextTry: number | null }];
  /** A pass over the due items has ended. */
  idle: [];
}

const silentLog: NotifyLog = { info() {}, warn() {} };
const DAY = 86_400_000;

/** The delay before attempt `attempts + 1`: base, 2×base, 4×base, …, at most `max`. */
export const backoffMs = (attempts: number, base: number, max: number): number =>
  Math.min(max, base * 2 ** Math.max(0, attempts - 1));

export class Notifier extends EventEmitter<NotifierEvents> {
  readonly store: NotifyStore;
  readonly email: MailChannel | null;
  readonly push: PushChannel | null;
  /** One line for the server's start log: which channels are on and why not the others. */
  readonly status: string;
  readonly publicUrl: string;
  readonly allowInternalPushHosts: boolean;
  private readonly secret: Buffer;
  private readonly clock: Clock;
  private readonly log: NotifyLog;
  private readonly maxAttempts: number;
  private readonly baseBackoff: number;
  private readonly maxBackoff: number;
  private readonly digestHour: number;
  private timer: unknown = null;
  private timerAt = Number.POSITIVE_INFINITY;
  private digestTimer: unknown = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(settings: NotifySettings) {
    super();
    this.store = settings.store;
    this.clock = settings.clock ?? realClock;
    this.log = settings.log ?? silentLog;
    this.maxAttempts = settings.maxAttempts ?? 8;
    this.baseBackoff = settings.baseBackoffMs ?? 60_000;
    this.maxBackoff = settings.maxBackoffMs ?? 3_600_000;
    this.digestHour = settings.digestHourUtc ?? 7;
    this.allowInternalPushHosts = settings.allowInternalPushHosts ?? false;
    this.secret = settings.secret ? Buffer.from(settings.secret, 'hex') : loadSecret(settings.dataDir);
    if (this.secret.length !== 32) throw new Error('NOTIFY_SECRET must be 64 hex digits');
    // Links need the site's public address: without one, neither channel can say where to go.
    const publicUrl = settings.publicUrl ? new URL(settings.publicUrl) : null;
    this.publicUrl = publicUrl?.origin ?? 'http://localhost';
    const host = publicUrl?.hostname ?? 'localhost';
    const from = settings.mailFrom ?? `No Bid <no-reply@${host.includes('.') ? host : `${host}.invalid`}>`;
    this.email =
      publicUrl && settings.smtpUrl
        ? smtpChannel(settings.smtpUrl, from, {
            insecureTls: settings.smtpTlsInsecure ?? false,
            // RFC 8058 §3.1: one click only over https.
            oneClick: publicUrl.protocol === 'https:',
          })
        : null;
    if (publicUrl && (settings.push || settings.vapidKeys)) {
      const keys = settings.vapidKeys ?? loadVapidKeys(settings.dataDir);
      // VAPID's subject: how a push service reaches the sender (RFC 8292 §2.1).
      const subject = publicUrl.protocol === 'https:' ? publicUrl.origin : `mailto:${addressOf(from)}`;
      this.push = webPushChannel(keys, subject, settings.pushAgent);
    } else this.push = null;
    const noUrl = publicUrl ? null : 'no PUBLIC_URL';
    this.status = [
      this.email ? 'email on (SMTP_URL)' : `email off (${noUrl && settings.smtpUrl ? noUrl : 'no SMTP_URL'})`,
      this.push
        ? 'web push on (VAPID keys)'
        : `web push off (${noUrl && (settings.push || settings.vapidKeys) ? noUrl : 'no WEB_PUSH=on or VAPID keys'})`,
    ].join(', ');
  }

  /** Starts the daily digest and delivers what an earlier run left in the outbox. */
  start(): void {
    this.scheduleDigest();
    this.kick();
  }

  /** It became `event.account`'s turn. Resolves once recorded; never rejects. */
  yourTurn(event: TurnEvent): Promise<void> {
    return this.notice(event.account.id, (now) => factsOf('your-turn', event, now));
  }

  /** `event.account`'s clock is running low. Resolves once recorded; never rejects. */
  clockLow(event: TurnEvent): Promise<void> {
    return this.notice(event.account.id, (now) => factsOf('clock-low', event, now));
  }

  /** A friend kept a seat for `event.account` at a new turn-based table. Never rejects. */
  invited(event: InviteEvent): Promise<void> {
    return this.notice(event.account.id, (now) => inviteFactsOf(event, now));
  }

  /** Someone asked `event.account` to be friends. Never rejects. */
  friendRequest(event: FriendRequestEvent): Promise<void> {
    return this.notice(event.account.id, (now) => friendRequestFactsOf(event, now));
  }

  /** Queues one notice for `accountId` by the account's choices; never rejects. */
  private async notice(accountId: string, factsAt: (now: number) => NoticeFacts): Promise<void> {
    const now = this.clock.now();
    const facts = factsAt(now);
    try {
      const prefs = await this.store.preferences(accountId);
      const items: OutboxItem[] = [];
      const base = { accountId, attempts: 0, nextTry: now };
      if (this.email && prefs.email && prefs.emailMode !== 'off')
        items.push({
          ...base,
          id: randomUUID(),
          channel: prefs.emailMode === 'digest' ? 'digest' : 'email',
          body: { type: 'notice', facts },
        });
      // One push item for all the account's browsers: each attempt sends to every subscription.
      if (this.push && prefs.push && (await this.store.subscriptions(accountId)).length > 0)
        items.push({ ...base, id: randomUUID(), channel: 'push', body: { type: 'notice', facts } });
      await this.store.enqueue(items);
      if (items.some((i) => i.channel !== 'digest')) this.kick();
    } catch (err) {
      this.log.warn({ kind: facts.kind, code: codeOf(err) }, 'notify: could not queue a notice');
    }
  }

  /**
   * Turns every held digest notice into one email per account (run daily by `start`, or by the
   * server's own schedule).
   */
  async runDigest(): Promise<void> {
    try {
      const held = await this.store.takeDigestItems();
      const byAccount = new Map<string, OutboxItem[]>();
      for (const item of held)
        byAccount.set(item.accountId, [...(byAccount.get(item.accountId) ?? []), item]);
      const now = this.clock.now();
      const digests: OutboxItem[] = [...byAccount].map(([accountId, items]) => ({
        id: randomUUID(),
        accountId,
        channel: 'email',
        attempts: 0,
        nextTry: now,
        body: {
          type: 'digest',
          items: items.flatMap((i) => (i.body.type === 'notice' ? [i.body.facts] : i.body.items)),
        },
      }));
      await this.store.enqueue(digests);
      if (digests.length > 0) this.kick();
    } catch (err) {
      this.log.warn({ code: codeOf(err) }, 'notify: digest failed');
    }
  }

  /** The unsubscribe link of an account (RFC 8058: https, opaque). */
  unsubscribeUrl(accountId: string): string {
    return new URL(`/notify/unsubscribe/${unsubscribeToken(this.secret, accountId)}`, this.publicUrl).href;
  }

  /** @internal for the routes */
  get linkSecret(): Buffer {
    return this.secret;
  }

  /** Resolves when the current pass over the outbox (if any) has ended. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    if (this.digestTimer !== null) this.clock.clearTimeout(this.digestTimer);
    await this.settled();
    this.email?.close();
  }

  /** Starts a pass over the due items now, or another right after the one running. */
  private kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((err) => this.log.warn({ code: codeOf(err) }, 'notify: outbox pass failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        } else this.emit('idle');
      });
  }

  private async pass(): Promise<void> {
    for (;;) {
      const now = this.clock.now();
      const due = await this.store.due(now, 50);
      for (const item of due) await this.attempt(item);
      if (due.length < 50) break;
    }
    await this.scheduleNext();
  }

  private async scheduleNext(): Promise<void> {
    const next = await this.store.nextDue();
    if (next === null || this.closed) return;
    if (this.timer !== null && this.timerAt <= next) return;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timerAt = next;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.timerAt = Number.POSITIVE_INFINITY;
      this.kick();
    }, next - this.clock.now());
  }

  private async attempt(item: OutboxItem): Promise<void> {
    const channel = item.channel === 'push' ? 'push' : 'email';
    const now = this.clock.now();
    // Another node may share the outbox: the lease keeps one attempt at a time.
    if (!(await this.store.claim(item, now + 10 * 60_000))) return;
    const attempts = item.attempts + 1;
    try {
      const prefs = await this.store.preferences(item.accountId);
      await (channel === 'email' ? this.sendEmail(item, prefs) : this.sendPush(item, prefs));
      await this.store.remove(item.id);
      this.emit('delivered', { id: item.id, channel, attempts });
    } catch (err) {
      const failure = err as Partial<DeliveryError>;
      const retry = failure.retry !== false && attempts < this.maxAttempts;
      const nextTry = retry
        ? this.clock.now() + backoffMs(attempts, this.baseBackoff, this.maxBackoff)
        : null;
      if (nextTry === null) await this.store.remove(item.id);
      else await this.store.reschedule(item.id, attempts, nextTry);
      const code = codeOf(err);
      // Ids, counts and codes only: no address, no endpoint, no text.
      this.log.warn(
        { outbox: item.id, channel, attempts, code, retryAt: nextTry },
        'notify: delivery failed',
      );
      this.emit('failed', { id: item.id, channel, attempts, code, nextTry });
    }
  }

  private async sendEmail(item: OutboxItem, prefs: Preferences): Promise<void> {
    // The choice at send time wins: an unsubscribe after the notice was queued stops it.
    if (!this.email || !prefs.email || prefs.emailMode === 'off') return;
    const reader: Reader = { lang: prefs.lang, timeZone: prefs.timeZone };
    const unsubscribe = this.unsubscribeUrl(item.accountId);
    const email =
      item.body.type === 'digest'
        ? digestEmail(item.body.items, reader, this.publicUrl, unsubscribe)
        : noticeEmail(item.body.facts, reader, this.publicUrl, unsubscribe);
    await this.email.send(prefs.email, email, unsubscribe);
  }

  private async sendPush(item: OutboxItem, prefs: Preferences): Promise<void> {
    if (!this.push || !prefs.push || item.body.type !== 'notice') return;
    const payload = pushPayload(
      item.body.facts,
      { lang: prefs.lang, timeZone: prefs.timeZone },
      this.publicUrl,
    );
    let failure: DeliveryError | null = null;
    for (const sub of await this.store.subscriptions(item.accountId)) {
      try {
        await this.push.send(sub, payload);
      } catch (err) {
        const e = err as DeliveryError;
        if (e.gone) await this.store.removeSubscription(sub.endpoint);
        else if (e.retry) failure = e;
      }
    }
    // A browser that failed for now is tried again (the others may see the notice twice: a
    // notification with the same tag replaces the first, so the player sees one).
    if (failure) throw failure;
  }

  private scheduleDigest(): void {
    if (this.closed) return;
    const now = this.clock.now();
    const today = Math.floor(now / DAY) * DAY + this.digestHour * 3_600_000;
    const next = today > now ? today : today + DAY;
    this.digestTimer = this.clock.setTimeout(async () => {
      await this.runDigest();
      this.scheduleDigest();
    }, next - now);
  }
}

const addressOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1] ?? from;

const codeOf = (err: unknown): string => {
  const e = err as { code?: unknown; name?: unknown } | null;
  if (typeof e?.code === 'string') return e.code;
  return typeof e?.name === 'string' ? e.name : 'unknown';
};
