/**
 * Security headers on every answer (`@fastify/helmet`): a Content Security Policy the built
 * client passes (its scripts are files of its own, no inline script; styles may be inline, as
 * React's `style` attributes are; the lab's simulations run in web workers from our own files;
 * the socket connects to the same origin), `Referrer-Policy: no-referrer` (an invite link in
 * the address bar carries a table id), `X-Content-Type-Options: nosniff` and the rest of
 * helmet's defaults. No `upgrade-insecure-requests`: a server on a LAN (HOST=0.0.0.0) is plain
 * http, and upgraded requests would fail there.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: true, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
