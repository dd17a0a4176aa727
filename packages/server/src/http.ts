/** The REST lobby API and the web client's files, on Fastify. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  type ApiError,
  CreateTableRequestSchema,
  type GamesResponse,
  type ListTablesResponse,
  MAX_EDITION_BYTES,
  RematchRequestSchema,
  StartRequestSchema,
  TableIdSchema,
} from '@nobid/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { linkRequestSeat, requestUser } from './accounts/requests.ts';
import type { ServerContext } from './context.ts';
import { httpStatus, ServerError, toApiError } from './errors.ts';
import {
  createTable,
  getTableInfo,
  joinTable,
  listOpenTables,
  type Requester,
  rematch,
  startTable,
} from './lobby.ts';
import { type ApiLimiter, RateLimitedError } from './rate-limits.ts';
import { zodMessage } from './validate.ts';
import { watchList } from './watch/watch-list.ts';

const TableParamsSchema = z.object({ id: TableIdSchema });

function tableId(params: unknown): string {
  const parsed = TableParamsSchema.safeParse(params);
  if (!parsed.success) throw new ServerError('unknown-table', 'no such table');
  return parsed.data.id;
}

function token(schema: typeof StartRequestSchema, body: unknown): string {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new ServerError('bad-message', zodMessage(parsed.error));
  return parsed.data.seatToken;
}

async function answer(reply: FastifyReply, work: () => Promise<unknown>): Promise<unknown> {
  try {
    return await work();
  } catch (err) {
    const error = toApiError(err);
    const errName = err instanceof Error ? err.name : typeof err;
    if (error.code === 'internal') reply.log.error({ errName }, 'api failed');
    else if (error.code === 'unavailable')
      reply.log.warn({ errName }, 'api refused: the store is out of reach or takes no writes');
    return reply.code(httpStatus(error.code)).send(error);
  }
}

/**
 * A new table's settings may carry an uploaded edition (at most MAX_EDITION_BYTES, measured once
 * parsed, `editions.ts`); the rest of them is small. A bigger body is refused before it is read.
 */
export const CREATE_TABLE_BODY_LIMIT = MAX_EDITION_BYTES + 16 * 1024;

/** Fastify's own refusals of a request (a body too big, not JSON, a limit) as the API's errors. */
function requestError(
  err: { code?: string; statusCode?: number; message?: string },
  url: string,
): { status: number; error: ApiError } | null {
  if (err instanceof ServerError)
    return {
      status: err instanceof RateLimitedError ? err.statusCode : httpStatus(err.code),
      error: { code: err.code, message: err.message },
    };
  const path = url.split('?')[0];
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return path === '/api/tables'
        ? {
            status: 413,
            error: {
              code: 'bad-settings',
              message: `the table's settings are more than ${CREATE_TABLE_BODY_LIMIT} bytes; an uploaded edition may have at most ${MAX_EDITION_BYTES} bytes of JSON`,
            },
          }
        : {
            status: 413,
            error: { code: 'too-large', message: 'the request body is too large for this route' },
          };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        error: { code: 'bad-message', message: 'send the body as JSON (content-type: application/json)' },
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        error: { code: 'bad-message', message: 'the body is empty; send a JSON object (or no content-type)' },
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, error: { code: 'bad-message', message: 'the body is not valid JSON' } };
  }
  // The JSON parser's own: a syntax error, or a "__proto__"/"constructor" key (refused outright).
  if (err instanceof SyntaxError || /prototype property/.test(err.message ?? ''))
    return {
      status: 400,
      error: {
        code: 'bad-message',
        message: 'the body is not valid JSON or has a forbidden key (__proto__, constructor)',
      },
    };
  if (err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500)
    return { status: err.statusCode, error: { code: 'bad-message', message: err.message ?? 'bad request' } };
  return null;
}

/**
 * Refusals Fastify makes before any route or hook runs (Fastify's `frameworkErrors`): a URL
 * that does not decode, a path parameter over its length limit. Answered like every other one.
 */
export function frameworkError(err: { code?: string }, _req: FastifyRequest, reply: FastifyReply): void {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const error: ApiError = {
    code: 'bad-message',
    message: tooLong ? 'a part of the address is too long' : 'the address is not a valid URL',
  };
  reply.code(tooLong ? 414 : 400).send(error);
}

const requester = (user: { id: string } | null): Requester => ({
  signedIn: user !== null,
  userId: user?.id ?? null,
});

export function registerApi(app: FastifyInstance, ctx: ServerContext, limiter: ApiLimiter): void {
  app.setErrorHandler((err, req, reply) => {
    const refused = requestError(err as { code?: string; statusCode?: number }, req.url);
    if (refused) return reply.code(refused.status).send(refused.error);
    reply.log.error({ errName: err instanceof Error ? err.name : typeof err }, 'request failed');
    return reply.code(500).send({ code: 'internal', message: 'internal server error' } satisfies ApiError);
  });
  app.get('/api/games', async (): Promise<GamesResponse> => ({ games: ctx.games.list() }));
  app.get('/api/tables', (_req, reply) =>
    answer(reply, async (): Promise<ListTablesResponse> => ({ tables: await listOpenTables(ctx) })),
  );
  app.get('/api/watch', (_req, reply) => answer(reply, async () => ({ games: await watchList(ctx) })));
  app.post('/api/tables', { bodyLimit: CREATE_TABLE_BODY_LIMIT }, (req, reply) =>
    answer(reply, async () => {
      // A well-formed request pays for its table before it is made; a bot-only one pays more.
      const parsed = CreateTableRequestSchema.safeParse(req.body);
      if (parsed.success)
        limiter.chargeTable(
          req,
          parsed.data.settings.seats.every((s) => s.kind === 'bot'),
        );
      const res = await createTable(ctx, req.body, requester(await requestUser(ctx, req)));
      await linkRequestSeat(ctx, req, res.seatToken);
      reply.code(201);
      return res;
    }),
  );
  app.get('/api/tables/:id', (req, reply) => answer(reply, () => getTableInfo(ctx, tableId(req.params))));
  app.post('/api/tables/:id/join', limiter.tokenRoute, (req, reply) =>
    answer(reply, async () => {
      const res = await joinTable(ctx, tableId(req.params), req.body, requester(await requestUser(ctx, req)));
      await linkRequestSeat(ctx, req, res.seatToken);
      return res;
    }),
  );
  app.post('/api/tables/:id/start', limiter.tokenRoute, (req, reply) =>
    answer(reply, () => startTable(ctx, tableId(req.params), token(StartRequestSchema, req.body))),
  );
  app.post('/api/tables/:id/rematch', limiter.tokenRoute, (req, reply) =>
    answer(reply, () => rematch(ctx, tableId(req.params), token(RematchRequestSchema, req.body))),
  );
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>No Bid</title></head>
<body><main><h1>No Bid</h1><p>The web client is not built yet. The API is up: try <a href="/api/games">/api/games</a>.</p></main></body></html>`;

/** Vite names every file under assets/ by its content's hash: a new build never reuses a name. */
const HASHED = /[\\/]assets[\\/][^\\/]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and anything else unhashed) is checked with the server each time, so a new build is seen at once. */
export const REVALIDATE = 'no-cache';

/** The cache policy of a file of the build; `path` may be its `.br`/`.gz` copy. */
export const cacheControlFor = (path: string): string =>
  HASHED.test(path.replace(/\.(br|gz)$/, '')) ? IMMUTABLE : REVALIDATE;

/**
 * Serves the built client, with index.html for the app's own routes (/t/:id ...). The build
 * writes a brotli and a gzip copy of each text file (vite-plugins.ts); the one the browser
 * accepts is sent as it is, with no compression work per request.
 */
export async function registerWebClient(app: FastifyInstance, distDir: string | null): Promise<void> {
  const index = distDir ? join(distDir, 'index.html') : null;
  const built = !!index && existsSync(index);
  // Looked up per request (wildcard), not listed once at start: a client rebuilt while the
  // server runs (after a pull, by `npm start` elsewhere) is served with its new asset names.
  if (built)
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: true,
      preCompressed: true,
      // Our own header, not @fastify/send's (`max-age=0` for everything).
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(path));
      },
    });
  app.setNotFoundHandler((req, reply) => {
    // A missing asset is a 404, never the app's page: a browser would run HTML as a script.
    const asset = req.url.startsWith('/assets/');
    if (req.method !== 'GET' || asset || req.url.startsWith('/api/') || req.url.startsWith('/socket.io')) {
      return reply
        .code(404)
        .send({ code: 'bad-message', message: `no route ${req.method} ${req.url.split('?')[0]}` });
    }
    if (built) return reply.sendFile('index.html');
    return reply.type('text/html').header('cache-control', REVALIDATE).send(NOT_BUILT);
  });
}
