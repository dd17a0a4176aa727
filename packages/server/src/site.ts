/**
 * `GET /api/site`: the operator's details for the web app's imprint and privacy pages and its
 * contact links, from the environment. Read at start (not built into the client), so an
 * operator sets them without rebuilding anything.
 */
import type { SiteInfo } from '@nobid/protocol';
import type { FastifyInstance } from 'fastify';

const setting = (env: NodeJS.ProcessEnv, name: string): string | null => env[name]?.trim() || null;

/** Only a link a browser can follow safely: http(s) or mailto; anything else is left unset. */
function contactUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(raw).protocol) ? raw : null;
  } catch {
    return null;
  }
}

export function siteInfoFromEnv(env: NodeJS.ProcessEnv = process.env): SiteInfo {
  return {
    contactUrl: contactUrl(setting(env, 'CONTACT_URL')),
    operator: {
      name: setting(env, 'OPERATOR_NAME'),
      // A one-line environment variable may separate the address's lines with " / " or "\n".
      address: setting(env, 'OPERATOR_ADDRESS')?.replace(/\\n|\s+\/\s+/g, '\n') ?? null,
      email: setting(env, 'OPERATOR_EMAIL'),
    },
  };
}

export function registerSiteInfo(app: FastifyInstance, info: SiteInfo): void {
  app.get('/api/site', async (_req, reply): Promise<SiteInfo> => {
    // Settings change only with a restart; a browser may keep them a few minutes.
    reply.header('cache-control', 'public, max-age=300');
    return info;
  });
}
