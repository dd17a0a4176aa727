/**
 * Turn-based tables over REST: `GET /api/my-games` (the signed-in account's tables waiting for
 * it, most urgent first: the "My games" page) and `POST /api/tables/:id/skip {seatToken, seat}`
 * (the socket's `skipSeat`).
 */
import { type MyGamesResponse, SeatTokenSchema, SkipSeatSchema, TableIdSchema } from '@nobid/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer, parseBody, requireUser } from '../accounts/requests.ts';
import type { ServerContext } from '../context.ts';
import { ServerError } from '../errors.ts';
import { seatByToken } from '../lobby.ts';
import type { ApiLimiter } from '../rate-limits.ts';
import { skipSeat } from './skip.ts';

const SkipRequestSchema = SkipSeatSchema.extend({ seatToken: SeatTokenSchema });

export function registerTurnBasedRoutes(app: FastifyInstance, ctx: ServerContext, limiter: ApiLimiter): void {
  app.get('/api/my-games', (req, reply) =>
    answer(reply, async (): Promise<MyGamesResponse> => {
      const user = await requireUser(ctx, req);
      const waiting = await ctx.storage.tablesWaitingFor(user.id);
      return {
        games: waiting.map((w) => ({
          tableId: w.tableId,
          game: w.game,
          seat: w.seat,
          speed: w.settings.speed ?? null,
          deadline: w.deadline,
        })),
      };
    }),
  );
  app.post('/api/tables/:id/skip', limiter.tokenRoute, (req, reply) =>
    answer(reply, async () => {
      const params = z.object({ id: TableIdSchema }).safeParse(req.params);
      if (!params.success) throw new ServerError('unknown-table', 'no such table');
      const body = parseBody(SkipRequestSchema, req.body);
      const rt = await ctx.runtimes.get(params.data.id);
      const bySeat = seatByToken(rt.seats, body.seatToken);
      await skipSeat(ctx, params.data.id, bySeat, { seat: body.seat });
      return { ok: true };
    }),
  );
}
