/**
 * The checks on what a browser sends: preferences and push subscriptions. Each refusal says what
 * is wrong in one line; a refused request changes nothing.
 */
import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { LANGS } from '@nobid/i18n';
import { z } from 'zod';
import type { Preferences, PushSubscriptionRecord } from './store.ts';

export class NotifyInputError extends Error {
  override name = 'NotifyInputError';
}

/**
 * An address nodemailer can send to: one mailbox, no display name, no line breaks (a header
 * injection), at most 254 characters (RFC 5321's path limit), a dotted domain.
 */
export function checkEmail(value: unknown): string {
  if (typeof value !== 'string') throw new NotifyInputError('email must be a string');
  const email = value.trim();
  if (email.length > 254) throw new NotifyInputError('email is longer than 254 characters');
  if (!z.email().safeParse(email).success)
    throw new NotifyInputError(`"${email.slice(0, 80)}" is not an email address`);
  return email;
}

function checkTimeZone(value: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    throw new NotifyInputError(
      `"${value.slice(0, 60)}" is not a time zone (use an IANA name such as Europe/Berlin)`,
    );
  }
}

const PreferencesPatch = z.strictObject({
  email: z.string().nullable().optional(),
  emailMode: z.enum(['off', 'each', 'digest']).optional(),
  push: z.boolean().optional(),
  lang: z.enum(LANGS).optional(),
  timeZone: z.string().max(64).optional(),
});

/** The preferences after a PUT body's changes, or an error naming the first bad field. */
export function applyPreferencesPatch(current: Preferences, body: unknown): Preferences {
  const parsed = PreferencesPatch.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'body';
    throw new NotifyInputError(`${where}: ${issue?.message ?? 'invalid'}`);
  }
  const patch = parsed.data;
  const email =
    patch.email === undefined
      ? current.email
      : patch.email === null || patch.email === ''
        ? null
        : checkEmail(patch.email);
  const next: Preferences = {
    email,
    emailMode: patch.emailMode ?? current.emailMode,
    push: patch.push ?? current.push,
    lang: patch.lang ?? current.lang,
    timeZone: patch.timeZone === undefined ? current.timeZone : checkTimeZone(patch.timeZone),
  };
  if (next.emailMode !== 'off' && patch.emailMode !== undefined && next.email === null)
    throw new NotifyInputError('emailMode needs an email address: send "email" too');
  return next;
}

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

function decodeKey(name: string, value: unknown, bytes: number): Buffer {
  if (typeof value !== 'string' || !base64url.test(value))
    throw new NotifyInputError(`keys.${name} must be base64url text`);
  const raw = Buffer.from(value, 'base64url');
  if (raw.length !== bytes)
    throw new NotifyInputError(`keys.${name} must be ${bytes} bytes, got ${raw.length}`);
  return raw;
}

/** Loopback, private and link-local addresses: a push endpoint there would aim the server inward. */
function isInternalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const family = isIP(host);
  if (family === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b < 32) ||
      (a === 192 && b === 168)
    );
  }
  if (family === 6) return host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
  return false;
}

export interface SubscriptionRules {
  /** Tests run their push endpoint on 127.0.0.1; a server never allows it. */
  readonly allowInternalHosts?: boolean | undefined;
}

/**
 * A `PushSubscription.toJSON()` from a browser: an https endpoint on a public host, `keys.p256dh`
 * an uncompressed P-256 point (65 bytes, RFC 8291 §3.1) that is on the curve, `keys.auth` 16
 * bytes (§3.2).
 */
export function checkSubscription(body: unknown, rules: SubscriptionRules = {}): PushSubscriptionRecord {
  if (typeof body !== 'object' || body === null)
    throw new NotifyInputError('a push subscription must be an object');
  const { endpoint, keys } = body as { endpoint?: unknown; keys?: unknown };
  if (typeof endpoint !== 'string' || endpoint.length > 2048)
    throw new NotifyInputError('endpoint must be a URL of at most 2048 characters');
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new NotifyInputError('endpoint is not a URL');
  }
  if (url.protocol !== 'https:') throw new NotifyInputError('endpoint must be an https URL');
  if (url.username || url.password)
    throw new NotifyInputError('endpoint must not carry a user name or password');
  if (!rules.allowInternalHosts && isInternalHost(url.hostname))
    throw new NotifyInputError('endpoint must be on a public host');
  if (typeof keys !== 'object' || keys === null)
    throw new NotifyInputError('keys must be an object with p256dh and auth');
  const { p256dh, auth } = keys as { p256dh?: unknown; auth?: unknown };
  const point = decodeKey('p256dh', p256dh, 65);
  if (point[0] !== 0x04) throw new NotifyInputError('keys.p256dh must be an uncompressed P-256 point');
  if (!onCurve(point)) throw new NotifyInputError('keys.p256dh is not a point on P-256');
  decodeKey('auth', auth, 16);
  return { endpoint: url.href, p256dh: p256dh as string, auth: auth as string };
}

function onCurve(point: Buffer): boolean {
  try {
    // computeSecret refuses a point that is not on the curve.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}
