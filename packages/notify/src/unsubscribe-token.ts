/**
 * The token in an unsubscribe link: the account id and an HMAC-SHA256 of it, so that the link
 * works without signing in (RFC 8058 §3.1: the POST carries no cookie) and nobody can make one
 * for another account. It stops email only, which is all the link claims to do.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'nobid-notify-unsubscribe-v1';

const mac = (secret: Buffer, accountId: string): Buffer =>
  createHmac('sha256', secret).update(`${PURPOSE}\0${accountId}`).digest().subarray(0, 16);

export function unsubscribeToken(secret: Buffer, accountId: string): string {
  return `${Buffer.from(accountId, 'utf8').toString('base64url')}.${mac(secret, accountId).toString('base64url')}`;
}

/** The account a token was made for, or null when it is not one of ours. */
export function verifyUnsubscribeToken(secret: Buffer, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 400) return null;
  const [id, sig, extra] = token.split('.');
  if (!id || !sig || extra !== undefined) return null;
  const accountId = Buffer.from(id, 'base64url').toString('utf8');
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(secret, accountId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? accountId : null;
}
