/**
 * The guard of every state-changing request (POST, PUT, PATCH, DELETE), in one hook before any
 * route: the session cookie is SameSite=Lax, and "same site" still takes in a page of this host
 * on another port or of a sibling subdomain, whose form could otherwise sign a user out
 * everywhere. Two defences, each enough against a browser form on its own:
 *
 * - the page: a request whose `Origin` is not the server's own (`origins.ts`: the host the
 *   request was sent to, or one of `ALLOWED_ORIGINS`) is refused 403. Without `Origin`, a
 *   browser's `Sec-Fetch-Site` must say `same-origin` (or `none`, the user's own action). A
 *   request with neither header is no browser's page (the CLI, a bot, curl, a test) and passes.
 * - the body: whatever it is, a body is JSON (`content-type: application/json`), else 415. A
 *   form can only send `text/plain`, `application/x-www-form-urlencoded` or `multipart/form-data`;
 *   sending JSON from another origin needs a CORS preflight this server never grants. A request
 *   with no body and no content type (a bare POST) has nothing to mistype and passes this one.
 */
import type { ApiError } from '@nobid/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originAllowed } from './origins.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `application/json`, with or without parameters (`; charset=utf-8`). */
const JSON_TYPE = /^application\/json\s*(;|$)/i;

export interface CrossSiteOptions {
  readonly allowedOrigins: readonly string[];
  readonly trustProxy: boolean;
  /**
   * Paths whose POST carries its own authority and comes from no page of ours: the one-click
   * unsubscribe of RFC 8058, posted by a mail provider with a form body and a signed token.
   */
  readonly exemptPrefixes?: readonly string[];
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Why a request is not from one of the server's own pages, or null when it may be. */
export function crossSiteRefusal(req: FastifyRequest, options: CrossSiteOptions): string | null {
  const origin = header(req, 'origin');
  if (origin !== undefined) {
    if (originAllowed(req, options.allowedOrigins, options.trustProxy)) return null;
    return `a page of another origin (${origin.slice(0, 200)}) may not send this request; the server takes it from its own pages only (and ALLOWED_ORIGINS)`;
  }
  const site = header(req, 'sec-fetch-site');
  if (site === undefined || site === 'same-origin' || site === 'none') return null;
  return `a page of another origin (Sec-Fetch-Site: ${site.slice(0, 40)}) may not send this request; the server takes it from its own pages only`;
}

/** Whether the request carries a body that is not declared as JSON. */
export function notJsonBody(req: FastifyRequest): boolean {
  const type = header(req, 'content-type');
  if (type !== undefined) return !JSON_TYPE.test(type.trim());
  const length = header(req, 'content-length');
  const hasBody = header(req, 'transfer-encoding') !== undefined || (length !== undefined && length !== '0');
  return hasBody;
}

export const NOT_JSON: ApiError = {
  code: 'bad-message',
  message: 'send the body as JSON (content-type: application/json)',
};

export function registerCrossSiteGuard(app: FastifyInstance, options: CrossSiteOptions): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!STATE_CHANGING.has(req.method)) return;
    if (options.exemptPrefixes?.some((prefix) => req.url.startsWith(prefix))) return;
    const refused = crossSiteRefusal(req, options);
    if (refused !== null) {
      const error: ApiError = { code: 'forbidden', message: refused };
      return reply.code(403).send(error);
    }
    if (notJsonBody(req)) return reply.code(415).send(NOT_JSON);
  });
}
