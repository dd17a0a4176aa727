/** Who a request (or a socket's handshake) comes from, and the answers of the account routes. */
import fastifyCookie from '@fastify/cookie';
import type { AccountInfo } from '@nobid/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { httpStatus, ServerError, toApiError } from '../errors.ts';
import { zodMessage } from '../validate.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

export function sessionToken(req: FastifyRequest): string | undefined {
  return req.cookies?.[SESSION_COOKIE];
}

/** The signed-in user of a request, or null for a guest (or a server without accounts). */
export function requestUser(ctx: ServerContext, req: FastifyRequest): Promise<AccountInfo | null> {
  return ctx.accounts?.session(sessionToken(req)) ?? Promise.resolve(null);
}

/** The same from a raw Cookie header: a socket's `socket.handshake.headers.cookie`. */
export function cookieHeaderUser(
  ctx: ServerContext,
  header: string | undefined,
): Promise<AccountInfo | null> {
  if (!ctx.accounts || !header) return Promise.resolve(null);
  return ctx.accounts.session(fastifyCookie.parse(header)[SESSION_COOKIE]);
}

export async function requireUser(ctx: ServerContext, req: FastifyRequest): Promise<AccountInfo> {
  const user = await requestUser(ctx, req);
  if (!user) throw new ServerError('not-signed-in', 'sign in first');
  return user;
}

/** For admin-only routes (the chat report queue): the admin, or `forbidden`. */
export async function requireAdmin(ctx: ServerContext, req: FastifyRequest): Promise<AccountInfo> {
  const user = await requireUser(ctx, req);
  if (!(await ctx.accounts!.isAdmin(user.id)))
    throw new ServerError('forbidden', 'only an admin may do that');
  return user;
}

/** Whether a user id is an admin's (false for no accounts or no such user). */
export function isAdmin(ctx: ServerContext, userId: string): Promise<boolean> {
  return ctx.accounts?.isAdmin(userId) ?? Promise.resolve(false);
}

export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new ServerError('bad-message', zodMessage(parsed.error));
  return parsed.data;
}

export async function answer(reply: FastifyReply, work: () => Promise<unknown>): Promise<unknown> {
  try {
    return await work();
  } catch (err) {
    const error = toApiError(err);
    if (error.code === 'internal')
      reply.log.error({ errName: err instanceof Error ? err.name : typeof err }, 'account api failed');
    return reply.code(httpStatus(error.code)).send(error);
  }
}

/** A seat taken by a signed-in browser (create, join) is the account's from the start. */
export async function linkRequestSeat(
  ctx: ServerContext,
  req: FastifyRequest,
  seatToken: string | undefined,
): Promise<void> {
  if (!seatToken) return;
  const user = await requestUser(ctx, req);
  if (user) await ctx.accounts!.linkSeats(user.id, [seatToken]);
}
