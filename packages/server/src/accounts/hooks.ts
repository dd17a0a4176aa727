/**
 * Where accounts plug into the other features: a replay's viewer holds the seats their account
 * holds (not only those whose tokens the browser still has), a chat line's writer is the account
 * (`user:ID`) when the seat is one's or a signed-in spectator wrote it, and the account's data download carries its chat lines.
 */
import type { FastifyRequest } from 'fastify';
import { type ChatAuthors, guestAuthors } from '../chat/authors.ts';
import { chatLinesByAuthor } from '../chat/store.ts';
import type { ServerContext } from '../context.ts';
import type { ReplayHooks } from '../replays/load-replay.ts';
import { cookieHeaderUser, requestUser } from './requests.ts';

export function accountReplayHooks(ctx: ServerContext): Pick<ReplayHooks, 'heldSeats'> {
  return {
    async heldSeats(_table, seats, request) {
      const user = await requestUser(ctx, request as FastifyRequest);
      if (!user || !ctx.accounts) return [];
      const taken = seats.filter((s) => s.tokenHash !== null);
      const owners = await ctx.accounts.seatOwners(taken.map((s) => s.tokenHash!));
      return taken.filter((s) => owners.get(s.tokenHash!) === user.id).map((s) => s.seat);
    },
  };
}

export function accountChatAuthors(ctx: ServerContext): ChatAuthors {
  return async (writer, seat) => {
    if (seat?.tokenHash && ctx.accounts) {
      const owner = (await ctx.accounts.seatOwners([seat.tokenHash])).get(seat.tokenHash);
      if (owner) return `user:${owner}`;
    }
    if (writer.seat === null) {
      const user = await cookieHeaderUser(ctx, writer.cookie);
      if (user) return `user:${user.id}`;
    }
    return guestAuthors(writer, seat);
  };
}

/**
 * The account's chat lines go into its data download (those written from its seats), without
 * the sanction key and the log position (which counts hidden passes of a game still in play).
 */
export function addChatToAccountData(ctx: ServerContext): void {
  ctx.accounts?.addDataSource('chat', async (userId) =>
    (await chatLinesByAuthor(ctx.storage, `user:${userId}`)).map(
      ({ author: _a, version: _v, ...line }) => line,
    ),
  );
}
