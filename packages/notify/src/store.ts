/**
 * Where the notifier keeps what it must not lose across a restart: each account's choices, its
 * browsers' push subscriptions, and the outbox of notices not yet delivered (with their attempts
 * and next try). `kyselyNotifyStore` keeps them in the server's database.
 */
import type { Lang } from '@nobid/i18n';
import type { NoticeFacts } from './facts.ts';

/** `each`: one email a notice; `digest`: one a day listing what waits; `off`: none. */
export type EmailMode = 'off' | 'each' | 'digest';

export interface Preferences {
  /** Where emails go; null: none given (no email is sent). */
  readonly email: string | null;
  readonly emailMode: EmailMode;
  readonly push: boolean;
  readonly lang: Lang;
  /** An IANA time zone for the deadlines in messages. */
  readonly timeZone: string;
}

export const DEFAULT_PREFERENCES: Preferences = {
  email: null,
  emailMode: 'each',
  push: true,
  lang: 'en',
  timeZone: 'UTC',
};

/** A browser's push subscription (the Push API's `PushSubscription.toJSON()`), checked. */
export interface PushSubscriptionRecord {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

export type Channel = 'email' | 'push' | 'digest';

/** An email (one notice, or a digest of several) or a push, waiting to go. */
export type OutboxBody =
  | { readonly type: 'notice'; readonly facts: NoticeFacts }
  | { readonly type: 'digest'; readonly items: readonly NoticeFacts[] };

export interface OutboxItem {
  readonly id: string;
  readonly accountId: string;
  /** `digest`: held until the daily digest gathers it into one email. */
  readonly channel: Channel;
  readonly body: OutboxBody;
  readonly attempts: number;
  readonly nextTry: number;
}

export interface NotifyStore {
  preferences(accountId: string): Promise<Preferences>;
  savePreferences(accountId: string, prefs: Preferences): Promise<void>;
  subscriptions(accountId: string): Promise<PushSubscriptionRecord[]>;
  /** One endpoint belongs to one account: a browser that signs in as another moves over. */
  saveSubscription(accountId: string, sub: PushSubscriptionRecord): Promise<void>;
  removeSubscription(endpoint: string): Promise<void>;
  enqueue(items: readonly OutboxItem[]): Promise<void>;
  /** Email and push items due by `now`, earliest first. */
  due(now: number, limit: number): Promise<OutboxItem[]>;
  /**
   * Takes an item for one attempt: moves its next try to `leaseUntil` if it still is `item`'s.
   * False when another node (or an earlier pass) took it first.
   */
  claim(item: OutboxItem, leaseUntil: number): Promise<boolean>;
  /** After a failed attempt. */
  reschedule(id: string, attempts: number, nextTry: number): Promise<void>;
  remove(id: string): Promise<void>;
  /** The earliest next try of an email or push item, or null when none waits. */
  nextDue(): Promise<number | null>;
  /**
   * Removes every held digest item and returns them: the digest turns each account's into one
   * email. (One transaction: a notice lands in one digest, never two.)
   */
  takeDigestItems(): Promise<OutboxItem[]>;
  /** Everything kept about an account, for its data download. */
  exportAccount(accountId: string): Promise<{
    preferences: Preferences | null;
    subscriptions: PushSubscriptionRecord[];
    pending: number;
  }>;
  /** Removes everything kept about an account (account deletion). */
  forgetAccount(accountId: string): Promise<void>;
}
