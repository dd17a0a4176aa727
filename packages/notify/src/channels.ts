/**
 * The two ways out: an SMTP server through nodemailer, and Web Push through web-push. Each
 * `send` resolves when the far side has accepted the message and rejects with a
 * `DeliveryError` that says whether to try again.
 */
import type { Agent } from 'node:https';
import nodemailer from 'nodemailer';
import webpush, { WebPushError } from 'web-push';
import type { VapidKeys } from './keys.ts';
import type { Email, PushPayload } from './messages.ts';
import type { PushSubscriptionRecord } from './store.ts';

export class DeliveryError extends Error {
  override name = 'DeliveryError';
  constructor(
    /** A code for the log: never an address, an endpoint or a message's text. */
    readonly code: string,
    /** false: trying again cannot help (the address or the subscription is gone). */
    readonly retry: boolean,
    /** The push subscription is gone (404/410): forget it. */
    readonly gone = false,
  ) {
    super(code);
  }
}

export interface MailChannel {
  send(to: string, email: Email, unsubscribeUrl: string, unsubscribeMailto?: string): Promise<void>;
  close(): void;
}

export interface SmtpOptions {
  /** Trust the SMTP server's self-signed certificate (tests). */
  readonly insecureTls: boolean;
  /** Add `List-Unsubscribe-Post` (the unsubscribe link is https). */
  readonly oneClick: boolean;
}

export function smtpChannel(smtpUrl: string, from: string, options: SmtpOptions): MailChannel {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A stuck server must not hold a notice for long: it is retried later instead.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    ...(options.insecureTls ? { tls: { rejectUnauthorized: false } } : {}),
  });
  return {
    async send(to, email, unsubscribeUrl, unsubscribeMailto) {
      try {
        await transport.sendMail({
          from,
          to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          // RFC 2369 + RFC 8058: the https link takes a one-click POST.
          list: {
            unsubscribe: unsubscribeMailto ? [unsubscribeUrl, unsubscribeMailto] : unsubscribeUrl,
          },
          headers: {
            ...(options.oneClick ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
            // RFC 3834: a machine sent this; vacation responders stay quiet.
            'Auto-Submitted': 'auto-generated',
          },
        });
      } catch (err) {
        const e = err as { responseCode?: number; code?: string };
        // 5xx: refused for good (no such mailbox, policy); 4xx and network failures: try again.
        const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
        throw new DeliveryError(
          e.responseCode ? `smtp-${e.responseCode}` : (e.code ?? 'smtp-failed'),
          !permanent,
        );
      }
    },
    close: () => transport.close(),
  };
}

export interface PushChannel {
  readonly publicKey: string;
  send(sub: PushSubscriptionRecord, payload: PushPayload): Promise<void>;
}

export function webPushChannel(keys: VapidKeys, subject: string, agent?: Agent): PushChannel {
  return {
    publicKey: keys.publicKey,
    async send(sub, payload) {
      try {
        await webpush.sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            // A day: a turn notice older than that is stale; the digest or the page says more.
            TTL: 86_400,
            urgency: 'normal',
            contentEncoding: 'aes128gcm',
            timeout: 15_000,
            ...(agent ? { agent } : {}),
          },
        );
      } catch (err) {
        if (err instanceof WebPushError) {
          const gone = err.statusCode === 404 || err.statusCode === 410;
          // 429 and 5xx pass; other 4xx mean this request can never succeed.
          const retry = err.statusCode === 429 || err.statusCode >= 500;
          throw new DeliveryError(`push-${err.statusCode}`, retry, gone);
        }
        throw new DeliveryError((err as { code?: string }).code ?? 'push-failed', true);
      }
    },
  };
}
