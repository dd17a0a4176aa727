/**
 * What a rated table did to its players' ratings, read back from the rating history (written by
 * `ratings/update.ts` when the table ended): each seat's shown rating before and after. A
 * player's first rated game starts from openskill's fresh rating.
 */
import type { SeatRatingChange, TableRatingsResponse } from '@nobid/protocol';
import { TableIdSchema } from '@nobid/protocol';
import type { FastifyInstance } from 'fastify';
import { ordinal, rating } from 'openskill';
import { answer } from '../accounts/requests.ts';
import type { ServerContext } from '../context.ts';
import { ServerError } from '../errors.ts';

export async function tableRatingChanges(ctx: ServerContext, tableId: string): Promise<SeatRatingChange[]> {
  const db = ctx.storage.db;
  const rows = await db
    .selectFrom('nb_rating_history')
    .select(['user_id', 'game', 'ordinal', 'created_at'])
    .where('table_id', '=', tableId)
    .execute();
  if (rows.length === 0 || !ctx.accounts) return [];
  const seats = (await ctx.storage.getSeats(tableId)).filter((s) => s.tokenHash !== null);
  const owners = await ctx.accounts.seatOwners(seats.map((s) => s.tokenHash!));
  const fresh = ordinal(rating());
  const changes: SeatRatingChange[] = [];
  for (const row of rows) {
    const seat = seats.find((s) => owners.get(s.tokenHash!) === row.user_id);
    if (!seat) continue;
    const previous = await db
      .selectFrom('nb_rating_history')
      .select('ordinal')
      .where('user_id', '=', row.user_id)
      .where('game', '=', row.game)
      .where('created_at', '<', row.created_at)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    changes.push({ seat: seat.seat, before: Number(previous?.ordinal ?? fresh), after: Number(row.ordinal) });
  }
  return changes.sort((a, b) => a.seat - b.seat);
}

export function registerRatingChanges(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/tables/:id/ratings', (req, reply) =>
    answer(reply, async (): Promise<TableRatingsResponse> => {
      const id = TableIdSchema.safeParse((req.params as { id?: unknown }).id);
      if (!id.success || !(await ctx.storage.getTable(id.data)))
        throw new ServerError('unknown-table', 'no such table');
      return { changes: await tableRatingChanges(ctx, id.data) };
    }),
  );
}
