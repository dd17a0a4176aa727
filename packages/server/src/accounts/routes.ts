/** The account routes (`@nobid/protocol`'s accounts.ts lists them). */
import fastifyCookie from '@fastify/cookie';
import {
  type AccountResponse,
  ChangePasswordRequestSchema,
  DeleteAccountRequestSchema,
  LinkSeatsRequestSchema,
  type LinkSeatsResponse,
  type OkResponse,
  RecoverRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  type SignUpResponse,
} from '@nobid/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { ServerError } from '../errors.ts';
import { gamesOf } from '../ratings/profile.ts';
import { nameKey } from './credentials.ts';
import { accountData } from './data-export.ts';
import { AttemptLimiter, type Limit } from './limiter.ts';
import { answer, parseBody, requireUser, sessionToken } from './requests.ts';
import type { SignedIn } from './service.ts';
import { SESSION_COOKIE, SESSION_MS, sessionCookieOptions } from './session-cookie.ts';

export interface SignInLimits {
  /** Sign-in and recovery attempts per client address. */
  readonly perAddress: Limit;
  /** Sign-in and recovery attempts per user name (whether or not it exists). */
  readonly perName: Limit;
  /** New accounts per client address. */
  readonly signUps: Limit;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAddress: { max: 30, windowMs: 15 * 60_000 },
  perName: { max: 10, windowMs: 15 * 60_000 },
  signUps: { max: 20, windowMs: 60 * 60_000 },
};

function setSession(req: FastifyRequest, reply: FastifyReply, signedIn: SignedIn): void {
  reply.setCookie(SESSION_COOKIE, signedIn.sessionToken, sessionCookieOptions(req, SESSION_MS / 1000));
}

function clearSession(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(req, 0));
}

const OK: OkResponse = { ok: true };

export async function registerAccountRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
): Promise<void> {
  await app.register(fastifyCookie);
  const accounts = ctx.accounts;
  if (!accounts) return;
  const now = () => Date.now();
  const byAddress = new AttemptLimiter(limits.perAddress, now);
  const byName = new AttemptLimiter(limits.perName, now);
  const signUps = new AttemptLimiter(limits.signUps, now);

  /** Both counters move on every attempt; either one used up refuses it, before any password work. */
  const limit = (req: FastifyRequest, reply: FastifyReply, kind: string, name: string) => {
    const address = `${kind}:${req.ip}`;
    const named = `${kind}:${nameKey(name)}`;
    const okAddress = byAddress.take(address);
    const okName = byName.take(named);
    if (okAddress && okName) return;
    const wait = Math.max(
      okAddress ? 0 : byAddress.retryAfter(address),
      okName ? 0 : byName.retryAfter(named),
    );
    reply.header('retry-after', String(wait));
    throw new ServerError('rate-limited', `too many attempts; try again in ${wait} seconds`);
  };

  app.get('/api/account', (req, reply) =>
    answer(
      reply,
      async (): Promise<AccountResponse> => ({ user: await accounts.session(sessionToken(req)) }),
    ),
  );

  app.post('/api/account/signup', (req, reply) =>
    answer(reply, async (): Promise<SignUpResponse> => {
      const body = parseBody(SignUpRequestSchema, req.body);
      if (!signUps.take(req.ip)) {
        reply.header('retry-after', String(signUps.retryAfter(req.ip)));
        throw new ServerError('rate-limited', 'too many new accounts from this address; try again later');
      }
      const made = await accounts.signUp(body.name, body.password, body.seatTokens);
      setSession(req, reply, made);
      reply.code(201);
      return { user: made.user, recoveryCodes: made.recoveryCodes, linkedSeats: made.linkedSeats };
    }),
  );

  /** A way in with a name and a proof: counted against both limits first, then a session. */
  const signInRoute = <B extends { name: string }>(
    kind: 'signin' | 'recover',
    schema: z.ZodType<B>,
    signIn: (body: B) => Promise<SignedIn>,
  ) =>
    app.post(`/api/account/${kind}`, (req, reply) =>
      answer(reply, async (): Promise<AccountResponse> => {
        const body = parseBody(schema, req.body);
        limit(req, reply, kind, body.name);
        const signedIn = await signIn(body);
        setSession(req, reply, signedIn);
        return { user: signedIn.user };
      }),
    );

  signInRoute('signin', SignInRequestSchema, (b) => accounts.signIn(b.name, b.password, b.seatTokens));
  signInRoute('recover', RecoverRequestSchema, (b) => accounts.recover(b.name, b.code, b.password));

  app.post('/api/account/signout', (req, reply) =>
    answer(reply, async (): Promise<OkResponse> => {
      await accounts.signOut(sessionToken(req));
      clearSession(req, reply);
      return OK;
    }),
  );

  app.post('/api/account/signout-everywhere', (req, reply) =>
    answer(reply, async (): Promise<OkResponse> => {
      const user = await requireUser(ctx, req);
      await accounts.signOutEverywhere(user.id);
      clearSession(req, reply);
      return OK;
    }),
  );

  app.post('/api/account/password', (req, reply) =>
    answer(reply, async (): Promise<OkResponse> => {
      const user = await requireUser(ctx, req);
      const body = parseBody(ChangePasswordRequestSchema, req.body);
      limit(req, reply, 'password', user.name);
      await accounts.changePassword(user.id, body.current, body.password, sessionToken(req)!);
      return OK;
    }),
  );

  app.post('/api/account/seats', (req, reply) =>
    answer(reply, async (): Promise<LinkSeatsResponse> => {
      const user = await requireUser(ctx, req);
      const body = parseBody(LinkSeatsRequestSchema, req.body);
      return { linked: await accounts.linkSeats(user.id, body.seatTokens) };
    }),
  );

  app.post('/api/account/delete', (req, reply) =>
    answer(reply, async (): Promise<OkResponse> => {
      const user = await requireUser(ctx, req);
      const body = parseBody(DeleteAccountRequestSchema, req.body);
      limit(req, reply, 'delete', user.name);
      const tables = (await gamesOf(ctx.storage.db, user.id)).map((g) => g.tableId);
      await accounts.deleteAccount(user.id, body.password);
      // Loaded copies of those tables still hold the old seat names: they reload from storage.
      for (const id of tables) await ctx.lock.run(id, async () => ctx.runtimes.evict(id));
      clearSession(req, reply);
      return OK;
    }),
  );

  app.get('/api/account/data', (req, reply) =>
    answer(reply, async () => {
      const user = await requireUser(ctx, req);
      const data = await accountData(ctx, user);
      reply.header('content-disposition', 'attachment; filename="nobid-account.json"');
      return data;
    }),
  );
}
