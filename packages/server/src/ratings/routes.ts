/** The ratings' routes: a game's leaderboard and a player's profile. */
import type { FastifyInstance } from 'fastify';
import { answer, requestUser } from '../accounts/requests.ts';
import type { ServerContext } from '../context.ts';
import { ServerError } from '../errors.ts';
import { leaderboard, playerProfile } from './profile.ts';

export function registerRatingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/leaderboard/:game', (req, reply) =>
    answer(reply, async () => {
      const game = (req.params as { game: string }).game;
      if (!ctx.games.get(game)) throw new ServerError('unknown-game', `unknown game "${game.slice(0, 40)}"`);
      return leaderboard(ctx.storage.db, game);
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
