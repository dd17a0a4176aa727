/**
 * The notifier's HTTP routes, registered on the server's Fastify app:
 *
 *   GET  /api/notify/vapid-key                    -> { publicKey } (404 when push is off)
 *   GET  /api/notify/preferences                  -> Preferences & { channels } (signed in)
 *   PUT  /api/notify/preferences   PreferencesPatch -> Preferences (signed in)
 *   POST /api/notify/push-subscriptions  PushSubscription JSON -> { ok } (signed in)
 *   POST /api/notify/push-subscriptions/remove { endpoint } -> { ok } (signed in)
 *   GET  /notify/unsubscribe/:token               -> a page that asks (it changes nothing)
 *   POST /notify/unsubscribe/:token               -> email off (RFC 8058 one-click, and the page's button)
 *
 * Failures answer `{ code, message }` with a 4xx status, as the server's other routes; a refused
 * request changes nothing. The unsubscribe POST comes from a mail provider's machine with a form
 * body (`List-Unsubscribe=One-Click`) and no cookie: the server's cross-site guard must let
 * `UNSUBSCRIBE_PREFIX` through (the signed token is its authority).
 */
import { isLang, type Lang } from '@nobid/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unsubscribePage } from './messages.ts';
import type { Notifier } from './notifier.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';
import { applyPreferencesPatch, checkSubscription, NotifyInputError } from './validate.ts';

export const UNSUBSCRIBE_PREFIX = '/notify/unsubscribe/';

export interface NotifyRouteDeps {
  readonly notifier: Notifier;
  /** The signed-in account of a request, or null for a guest. */
  readonly accountOf: (req: FastifyRequest) => Promise<string | null>;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ code, message });
}

export async function registerNotifyRoutes(app: FastifyInstance, deps: NotifyRouteDeps): Promise<void> {
  const { notifier } = deps;
  await app.register(async (scope) => {
    // The one-click POST's body is a form; its content does not matter (the token does).
    for (const type of FORM_TYPES)
      if (!scope.hasContentTypeParser(type))
        scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
          done(null, body),
        );

    const signedIn = async (req: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
      const account = await deps.accountOf(req);
      if (!account) refuse(reply, 401, 'not-signed-in', 'sign in first');
      return account;
    };

    scope.get('/api/notify/vapid-key', async (_req, reply) => {
      if (!notifier.push) return refuse(reply, 404, 'not-found', 'web push is off on this server');
      return { publicKey: notifier.push.publicKey };
    });

    scope.get('/api/notify/preferences', async (req, reply) => {
      const account = await signedIn(req, reply);
      if (!account) return reply;
      const prefs = await notifier.store.preferences(account);
      return { ...prefs, channels: { email: notifier.email !== null, push: notifier.push !== null } };
    });

    scope.put('/api/notify/preferences', async (req, reply) => {
      const account = await signedIn(req, reply);
      if (!account) return reply;
      const current = await notifier.store.preferences(account);
      let next: ReturnType<typeof applyPreferencesPatch>;
      try {
        next = applyPreferencesPatch(current, req.body);
      } catch (err) {
        if (err instanceof NotifyInputError) return refuse(reply, 400, 'bad-message', err.message);
        throw err;
      }
      await notifier.store.savePreferences(account, next);
      return next;
    });

    scope.post('/api/notify/push-subscriptions', async (req, reply) => {
      const account = await signedIn(req, reply);
      if (!account) return reply;
      if (!notifier.push) return refuse(reply, 404, 'not-found', 'web push is off on this server');
      let sub: ReturnType<typeof checkSubscription>;
      try {
        sub = checkSubscription(req.body, { allowInternalHosts: notifier.allowInternalPushHosts });
      } catch (err) {
        if (err instanceof NotifyInputError)
          return refuse(reply, 400, 'bad-message', `push subscription refused: ${err.message}`);
        throw err;
      }
      await notifier.store.saveSubscription(account, sub);
      return { ok: true };
    });

    scope.post('/api/notify/push-subscriptions/remove', async (req, reply) => {
      const account = await signedIn(req, reply);
      if (!account) return reply;
      const endpoint = (req.body as { endpoint?: unknown } | null)?.endpoint;
      if (typeof endpoint !== 'string') return refuse(reply, 400, 'bad-message', 'endpoint must be a string');
      const mine = await notifier.store.subscriptions(account);
      // Only one of the account's own: a guessed endpoint of another account stays.
      if (mine.some((s) => s.endpoint === endpoint)) await notifier.store.removeSubscription(endpoint);
      return { ok: true };
    });

    const langOf = async (accountId: string | null, req: FastifyRequest): Promise<Lang> => {
      if (accountId) return (await notifier.store.preferences(accountId)).lang;
      const wanted = req.headers['accept-language']?.slice(0, 2);
      return isLang(wanted) ? wanted : 'en';
    };

    const page = (reply: FastifyReply, status: number, html: string) =>
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(html);

    scope.get<{ Params: { token: string } }>(`${UNSUBSCRIBE_PREFIX}:token`, async (req, reply) => {
      const account = verifyUnsubscribeToken(notifier.linkSecret, req.params.token);
      const lang = await langOf(account, req);
      return page(reply, account ? 200 : 400, unsubscribePage(lang, account ? 'ask' : 'bad'));
    });

    scope.post<{ Params: { token: string } }>(`${UNSUBSCRIBE_PREFIX}:token`, async (req, reply) => {
      const account = verifyUnsubscribeToken(notifier.linkSecret, req.params.token);
      const lang = await langOf(account, req);
      if (!account) return page(reply, 400, unsubscribePage(lang, 'bad'));
      const prefs = await notifier.store.preferences(account);
      if (prefs.emailMode !== 'off')
        await notifier.store.savePreferences(account, { ...prefs, emailMode: 'off' });
      return page(reply, 200, unsubscribePage(lang, 'done'));
    });
  });
}
