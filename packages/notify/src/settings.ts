/** What the notifier is told at start: from the environment, or from a test. */
import type { Agent } from 'node:https';
import type { Clock } from './clock.ts';
import type { VapidKeys } from './keys.ts';
import type { NotifyStore } from './store.ts';

/** pino's shape, narrowed: an object of ids and codes, then a message. */
export interface NotifyLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface NotifySettings {
  readonly store: NotifyStore;
  /** Where the VAPID keys and the link-signing secret are kept (the server's data directory). */
  readonly dataDir: string;
  /** The site's public address, for links: `https://nobid.example`; unset: both channels off. */
  readonly publicUrl?: string | undefined;
  /** `smtp://user:pass@host:587`, `smtps://…`; unset: email is off. */
  readonly smtpUrl?: string | undefined;
  /** The From address; default `No Bid <no-reply@HOST of publicUrl>`. */
  readonly mailFrom?: string | undefined;
  /** Web Push on; the keys are made in `dataDir` unless given (a cluster's nodes share one pair). */
  readonly push?: boolean | undefined;
  readonly vapidKeys?: VapidKeys | undefined;
  /** The link-signing key, 32 bytes hex; default: made in `dataDir`. */
  readonly secret?: string | undefined;
  readonly clock?: Clock | undefined;
  readonly log?: NotifyLog | undefined;
  /** The hour (UTC) of the daily digest; default 7. */
  readonly digestHourUtc?: number | undefined;
  /** Attempts before a notice is dropped; default 8 (about 4 hours with the default backoff). */
  readonly maxAttempts?: number | undefined;
  /** The first retry's delay; each next doubles, up to `maxBackoffMs`. Default 1 min, 1 h. */
  readonly baseBackoffMs?: number | undefined;
  readonly maxBackoffMs?: number | undefined;
  /** For tests: an agent that trusts the test endpoint's certificate, and 127.0.0.1 endpoints. */
  readonly pushAgent?: Agent | undefined;
  readonly allowInternalPushHosts?: boolean | undefined;
  /** For tests: the SMTP server's self-signed certificate is trusted. */
  readonly smtpTlsInsecure?: boolean | undefined;
}

/**
 * The settings from the environment: `SMTP_URL`, `MAIL_FROM`, `PUBLIC_URL`, `WEB_PUSH=on` (keys
 * made and kept in the data directory) or `VAPID_PUBLIC_KEY` + `VAPID_PRIVATE_KEY` (given keys),
 * `NOTIFY_SECRET`. Without them, email and push are off.
 */
export function notifyEnv(env: NodeJS.ProcessEnv): Partial<NotifySettings> {
  const vapid =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : undefined;
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    push: env.WEB_PUSH === 'on' || vapid !== undefined,
    vapidKeys: vapid,
    secret: env.NOTIFY_SECRET || undefined,
  };
}
