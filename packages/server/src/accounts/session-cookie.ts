/**
 * The session cookie: a random token (its SHA-256 is what the database keeps), HttpOnly (no
 * script reads it), SameSite=Lax (no other site's form or fetch sends it along with a POST), and
 * Secure when the request came over https, directly or through a proxy that says so in
 * X-Forwarded-Proto (nginx in deploy/). A browser that claims https when it is not only loses
 * its own cookie, so the header needs no trust.
 */
import { randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'nobid_session';
export const SESSION_DAYS = 30;
export const SESSION_MS = SESSION_DAYS * 24 * 3600 * 1000;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isHttps(req: FastifyRequest): boolean {
  if (req.protocol === 'https') return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first === 'https';
}

export function sessionCookieOptions(req: FastifyRequest, maxAgeSeconds: number): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(req),
    maxAge: maxAgeSeconds,
  };
}
