/**
 * Which web pages may open a table socket or post to the API (`cross-site-guard.ts`): by
 * default only the server's own (the `Origin` a browser sends names the same host as the
 * request), plus every origin in `ALLOWED_ORIGINS`. A request without `Origin` is not a browser
 * page (a bot, the CLI, a test): nothing for a foreign page to ride on, so it passes. Behind a
 * trusted proxy the host the client asked for is the proxy's `X-Forwarded-Host` when it sends
 * one (the shipped nginx passes the browser's own `Host`, port included).
 */
import type { IncomingMessage } from 'node:http';

/** `https://a.example, http://localhost:5173` -> exact origins, no trailing slash. */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => o.length > 0);
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export function originAllowed(
  req: Pick<IncomingMessage, 'headers'>,
  allowed: readonly string[],
  trustProxy: boolean,
): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  const forwarded = req.headers['x-forwarded-host'];
  const host =
    trustProxy && typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : req.headers.host;
  return !!host && hostOf(origin) === host;
}
