/** The ratings' routes: a game's leaderboard and a player's profile. */
import { TableIdSchema } from '@nobid/protocol';
import type { FastifyInstance } from 'fastify';
import { answer, requestUser } from '../accounts/requests.ts';
import type { ServerContext } from '../context.ts';
import { ServerError } from '../errors.ts';
import { leaderboard, playerProfile, tableRatings } from './profile.ts';

export function registerRatingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/leaderboard/:game', (req, reply) =>
    answer(reply, async () => {
      const game = (req.params as { game: string }).game;
      if (!ctx.games.get(game)) throw new ServerError('unknown-game', `unknown game "${game.slice(0, 40)}"`);
      return leaderboard(ctx.storage.db, game);
    }),
  );
  app.get('/api/tables/:id/ratings', (req, reply) =>
    answer(reply, async () => {
      const parsed = TableIdSchema.safeParse((req.params as { id?: unknown }).id);
      if (!parsed.success) throw new ServerError('unknown-table', 'no such table');
      const table = await ctx.storage.getTable(parsed.data);
      if (!table) throw new ServerError('unknown-table', 'no such table');
      return tableRatings(ctx.storage.db, table.id, table.seats);
    }),
  );
  app.get('/api/players/:name', (req, reply) =>
    answer(reply, async () => {
      const name = (req.params as { name: string }).name;
      if (name.length > 200) throw new ServerError('not-found', 'no such player');
      const viewer = await requestUser(ctx, req);
      return playerProfile(ctx.storage.db, name, viewer?.id ?? null);
    }),
  );
}
