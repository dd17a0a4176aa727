/**
 * The replay API:
 * - `GET /api/replays/:tableId[?seat=N|spectator][&share=ID]`, the seat tokens the browser keeps
 *   for the table in the `x-seat-token` header: a finished game as that viewer saw it.
 * - `POST /api/replays/:tableId/share` with `{ seatToken }`: a player's share link.
 * An unknown table, a running one and one the requester may not see all get the same 404.
 */
import {
  ReplayShareRequestSchema,
  ReplayViewerSchema,
  SEAT_TOKEN_HEADER,
  SeatTokenSchema,
  TableIdSchema,
} from '@nobid/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import { httpStatus, ServerError, toApiError } from '../errors.ts';
import { zodMessage } from '../validate.ts';
import { loadReplay, NO_REPLAY, type ReplayHooks, shareReplay } from './load-replay.ts';
import { replayCache } from './replay-cache.ts';

function tokensOf(req: FastifyRequest): string[] {
  const raw = req.headers[SEAT_TOKEN_HEADER];
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  const tokens = text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
  if (tokens.length > 8) throw new ServerError('bad-message', `${SEAT_TOKEN_HEADER}: at most 8 seat tokens`);
  for (const t of tokens)
    if (!SeatTokenSchema.safeParse(t).success)
      throw new ServerError('bad-message', `${SEAT_TOKEN_HEADER}: not a seat token (32 hex digits)`);
  return tokens;
}

function queryOf(req: FastifyRequest): {
  viewer: number | 'spectator' | undefined;
  share: string | undefined;
} {
  const q = (req.query ?? {}) as Record<string, unknown>;
  let viewer: number | 'spectator' | undefined;
  if (q.seat !== undefined) {
    const parsed = ReplayViewerSchema.safeParse(q.seat);
    if (!parsed.success) throw new ServerError('bad-message', `seat: ${zodMessage(parsed.error)}`);
    viewer = parsed.data;
  }
  if (q.share !== undefined && (typeof q.share !== 'string' || q.share.length > 64))
    throw new ServerError('bad-message', 'share: not a share id');
  return { viewer, share: q.share as string | undefined };
}

/** A malformed table id is as unknown as a missing one. */
function tableIdOf(req: FastifyRequest): string {
  const parsed = TableIdSchema.safeParse((req.params as { tableId?: unknown }).tableId);
  if (!parsed.success) throw new ServerError(NO_REPLAY.code, NO_REPLAY.message);
  return parsed.data;
}

async function answer(reply: FastifyReply, work: () => Promise<unknown>): Promise<unknown> {
  try {
    return await work();
  } catch (err) {
    const error = toApiError(err);
    if (error.code === 'internal')
      reply.log.error({ errName: err instanceof Error ? err.name : typeof err }, 'replay failed');
    return reply.code(httpStatus(error.code)).send(error);
  }
}

export function registerReplays(app: FastifyInstance, ctx: ServerContext, hooks: ReplayHooks = {}): void {
  const cache = replayCache();
  app.get('/api/replays/:tableId', (req, reply) =>
    answer(reply, async () => {
      const tokens = tokensOf(req);
      const { viewer, share } = queryOf(req);
      return loadReplay(ctx, hooks, cache, { tableId: tableIdOf(req), viewer, tokens, share, request: req });
    }),
  );
  app.post('/api/replays/:tableId/share', (req, reply) =>
    answer(reply, async () => {
      const parsed = ReplayShareRequestSchema.safeParse(req.body ?? {});
      if (!parsed.success) throw new ServerError('bad-message', zodMessage(parsed.error));
      return shareReplay(ctx, hooks, {
        tableId: tableIdOf(req),
        tokens: [parsed.data.seatToken],
        request: req,
      });
    }),
  );
}
