/**
 * Friends and invites over REST (`@nobid/protocol`'s friends.ts lists the routes). Accounts
 * only: a guest gets 401 `not-signed-in` with a message that says why. Each change answers the
 * account's lists as they now stand.
 */
import {
  type AccountInfo,
  FriendNameRequestSchema,
  type FriendsResponse,
  type InvitesResponse,
  TableIdSchema,
} from '@nobid/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AttemptLimiter, type Limit } from '../accounts/limiter.ts';
import { answer, parseBody, requestUser } from '../accounts/requests.ts';
import type { ServerContext } from '../context.ts';
import { ServerError } from '../errors.ts';
import { tableInfo } from '../table-info.ts';
import { friendsOf } from './invites.ts';

/** New friend requests an account may send per window (a spammer's ceiling, not a friend's). */
export const DEFAULT_FRIEND_REQUEST_LIMIT: Limit = { max: 30, windowMs: 60 * 60_000 };

async function signedIn(ctx: ServerContext, req: FastifyRequest) {
  const user = await requestUser(ctx, req);
  if (!user)
    throw new ServerError(
      'not-signed-in',
      'friends and invites are for accounts: sign in or sign up first (guests may still play live tables)',
    );
  return user;
}

export function registerFriendRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  limit: Limit = DEFAULT_FRIEND_REQUEST_LIMIT,
): void {
  const friends = friendsOf(ctx);
  if (!friends) return;
  const requests = new AttemptLimiter(limit, () => ctx.clock.now());

  app.get('/api/friends', (req, reply) =>
    answer(reply, async (): Promise<FriendsResponse> => friends.list(await signedIn(ctx, req))),
  );

  /** A change by account name; the answer is the account's lists as they now stand. */
  const change =
    (work: (user: AccountInfo, name: string) => Promise<void>) =>
    (req: FastifyRequest, reply: FastifyReply) =>
      answer(reply, async (): Promise<FriendsResponse> => {
        const user = await signedIn(ctx, req);
        const { name } = parseBody(FriendNameRequestSchema, req.body);
        await work(user, name);
        return friends.list(user);
      });
  // Each path written out, so that tests that read the routes from the source find them.
  app.post(
    '/api/friends/request',
    change((user, name) => friends.request(user, name, () => requests.take(user.id))),
  );
  app.post(
    '/api/friends/accept',
    change((user, name) => friends.accept(user, name)),
  );
  app.post(
    '/api/friends/remove',
    change((user, name) => friends.remove(user, name)),
  );
  app.post(
    '/api/friends/block',
    change((user, name) => friends.block(user, name)),
  );
  app.post(
    '/api/friends/unblock',
    change((user, name) => friends.unblock(user, name)),
  );

  app.get('/api/invites', (req, reply) =>
    answer(
      reply,
      async (): Promise<InvitesResponse> => ({ invites: await friends.invites(await signedIn(ctx, req)) }),
    ),
  );
  app.post('/api/invites/:id/decline', (req, reply) =>
    answer(reply, async (): Promise<InvitesResponse> => {
      const user = await signedIn(ctx, req);
      const params = z.object({ id: TableIdSchema }).safeParse(req.params);
      if (!params.success) throw new ServerError('not-found', 'no invite to that table waits for you');
      const id = params.data.id;
      const declined = await ctx.lock.run(id, async () => {
        if (!(await friends.store.dropInvite(id, user.id))) return false;
        // The seat is free again: the waiting room shows it so.
        const rt = await ctx.runtimes.get(id);
        ctx.out.toTable(id, 'table', await tableInfo(ctx, rt.table, rt.seats));
        return true;
      });
      if (!declined) throw new ServerError('not-found', 'no invite to that table waits for you');
      return { invites: await friends.invites(user) };
    }),
  );
}
