/**
 * The table socket (socket.io). Every message is validated with zod before anything else; every
 * refusal answers `problem` (and the ack, when given) with a code and a message, and changes
 * nothing. Each socket is in the rooms of its table and of its seat (or of the spectators), so
 * a seat's messages reach only that seat's sockets.
 */
import type { Server as HttpServer } from 'node:http';
import type { AnyGame, SeatAction, Viewer } from '@nobid/engine';
import {
  type Ack,
  ActSchema,
  AnswerOwnCardsSchema,
  type ApiError,
  AutoPassSchema,
  type ClientToServerEvents,
  ordersOf,
  parseSetStandingOrders,
  RematchSchema,
  StartSchema,
  SyncSchema,
} from '@nobid/protocol';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import { z } from 'zod';
import { accountChatAuthors } from './accounts/hooks.ts';
import { applyLocked } from './apply.ts';
import { type ChatService, chatService } from './chat/service.ts';
import type { ServerContext } from './context.ts';
import { ServerError, toApiError } from './errors.ts';
import { hello, leave, parse, sync } from './hello.ts';
import { rematch, startTable } from './lobby.ts';
import { originAllowed } from './origins.ts';
import { setAnswerOwnCards, setAutoPass, setStandingOrders } from './presence.ts';
import {
  clientAddress,
  guardSocket,
  limitConnections,
  type Refusal,
  type SocketLimits,
} from './socket-edge.ts';
import type { TableServer, TableSocket } from './socket-rooms.ts';
import { holdWrites, releaseWrites } from './socket-writes.ts';
import { cursorOf } from './table/views.ts';
import { skipSeat } from './turn-based/skip.ts';
import { zodMessage } from './validate.ts';

const RequestIdSchema = z.object({ requestId: z.string().max(64) });

function opened(socket: TableSocket): { tableId: string; viewer: Viewer } {
  const { tableId, seat } = socket.data;
  if (!tableId) throw new ServerError('no-hello', 'say hello to a table first');
  return { tableId, viewer: seat ?? 'spectator' };
}

function seated(socket: TableSocket): { tableId: string; seat: number } {
  const { tableId, seat } = socket.data;
  if (!tableId) throw new ServerError('no-hello', 'say hello to a table first');
  if (seat === null) throw new ServerError('not-seated', 'spectators cannot do that');
  return { tableId, seat };
}

/** A seat number as sent, for a message: whatever it is, never by calling into it. */
function describeSeat(value: unknown): string {
  return typeof value === 'number' && Number.isSafeInteger(value)
    ? String(value)
    : `a seat of type ${typeof value}`;
}

/**
 * The game's own parse of an action: a game whose parser throws on a hostile shape (a bug of
 * the game's) still answers `malformed`, not `internal`.
 */
function parseGameAction(game: AnyGame, raw: Record<string, unknown>): ReturnType<AnyGame['parseAction']> {
  try {
    return game.parseAction(raw);
  } catch {
    return { ok: false, error: { code: 'malformed', message: `not a ${game.name} action` } };
  }
}

async function act(ctx: ServerContext, socket: TableSocket, raw: unknown) {
  const { tableId, seat } = seated(socket);
  const msg = parse(ActSchema, raw);
  if ('seat' in msg.action && msg.action.seat !== seat)
    throw new ServerError('not-your-seat', `your seat is ${seat}, not ${describeSeat(msg.action.seat)}`);
  const rt = await ctx.runtimes.get(tableId);
  const parsed = parseGameAction(rt.game, { ...msg.action, seat });
  if (!parsed.ok) throw new ServerError(parsed.error.code, parsed.error.message);
  // The ack names the seat's own cursor, never the log's length (which moves with hidden passes).
  const cursor = await ctx.lock.run(tableId, async () => {
    // The update the action sends this socket goes out with the ack, in one write.
    holdWrites(socket as unknown as Socket);
    await applyLocked(ctx, tableId, parsed.action as SeatAction, {
      by: 'player',
      decisionId: msg.decisionId,
    });
    return cursorOf(await ctx.runtimes.get(tableId), seat);
  });
  return msg.requestId === undefined ? { cursor } : { cursor, requestId: msg.requestId };
}

type Handler = (ctx: ServerContext, socket: TableSocket, raw: unknown) => Promise<unknown>;

type ChatEvent = 'chat' | 'chatSync' | 'chatReport';

/** Table chat (`chat/`): the socket's table and seat are all it is given. */
function chatHandlers(chat: ChatService, trustProxy: boolean): Record<ChatEvent, Handler> {
  const who = (socket: TableSocket) => ({
    tableId: opened(socket).tableId,
    seat: socket.data.seat,
    // A guest spectator's sanctions and chat budget hold to these, not to the socket (`chat/authors.ts`).
    address: clientAddress(socket.request, trustProxy),
    cookie: socket.handshake.headers.cookie,
  });
  return {
    chat: (_ctx, socket, raw) => chat.send(who(socket), raw),
    chatSync: (_ctx, socket, raw) => chat.sync(who(socket), raw),
    chatReport: (_ctx, socket, raw) => chat.report(who(socket), raw),
  };
}

const handlers: Record<Exclude<keyof ClientToServerEvents, ChatEvent>, Handler> = {
  hello,
  act,
  sync: async (ctx, socket, raw) => {
    parse(SyncSchema, raw ?? {});
    const { tableId, viewer } = opened(socket);
    // Under the lock, as after hello: no action slips in between the history and the view.
    await sync(ctx, socket, tableId, viewer);
    return null;
  },
  start: async (ctx, socket, raw) => {
    parse(StartSchema, raw ?? {});
    seated(socket);
    return startTable(ctx, socket.data.tableId!, socket.data.seatToken!);
  },
  rematch: async (ctx, socket, raw) => {
    parse(RematchSchema, raw ?? {});
    seated(socket);
    return rematch(ctx, socket.data.tableId!, socket.data.seatToken!);
  },
  autoPass: async (ctx, socket, raw) => {
    const { on } = parse(AutoPassSchema, raw);
    const { tableId, seat } = seated(socket);
    await setAutoPass(ctx, tableId, seat, on);
    return { on };
  },
  skipSeat: (ctx, socket, raw) => {
    const { tableId, seat } = seated(socket);
    return skipSeat(ctx, tableId, seat, raw);
  },
  answerOwnCards: async (ctx, socket, raw) => {
    const { on } = parse(AnswerOwnCardsSchema, raw);
    const { tableId, seat } = seated(socket);
    await setAnswerOwnCards(ctx, tableId, seat, on);
    return { on };
  },
  standingOrders: async (ctx, socket, raw) => {
    const result = parseSetStandingOrders(raw);
    if (!result.success) throw new ServerError('bad-orders', zodMessage(result.error));
    const { tableId, seat } = seated(socket);
    return setStandingOrders(ctx, tableId, seat, () => ordersOf(result.data));
  },
};

export interface SocketEdgeOptions {
  readonly limits: SocketLimits;
  /** Behind a proxy (nginx): the client is the first X-Forwarded-For entry. */
  readonly trustProxy: boolean;
  /** Pages of other origins than the server's own that may open a socket. */
  readonly allowedOrigins: readonly string[];
  readonly refused: (why: Refusal) => void;
}

/**
 * The transport's own cap: a frame bigger than this closes the connection with nothing said.
 * Anything up to it is read, so that one over `SocketLimits.maxMessageBytes` gets its answer.
 */
const TRANSPORT_MAX_BYTES = 1024 * 1024;

/** The socket.io server on the HTTP server (through the Redis adapter in a cluster). */
export function tableSocketServer(
  httpServer: HttpServer,
  edge: Pick<SocketEdgeOptions, 'trustProxy' | 'allowedOrigins'>,
  adapter?: ServerOptions['adapter'],
): TableServer {
  return new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: TRANSPORT_MAX_BYTES,
    allowRequest: (req, callback) =>
      originAllowed(req, edge.allowedOrigins, edge.trustProxy)
        ? callback(null, true)
        : callback("this page's origin may not open a table socket (see ALLOWED_ORIGINS)", false),
    ...(adapter ? { adapter } : {}),
  });
}

/** A refusal's message names what was wrong; a hostile message's keys could make it huge. */
const MAX_PROBLEM_CHARS = 1000;
function shortened(error: ApiError): ApiError {
  if (error.message.length <= MAX_PROBLEM_CHARS) return error;
  return { code: error.code, message: `${error.message.slice(0, MAX_PROBLEM_CHARS)}…` };
}

/** Answers every table socket's messages with the context's tables. */
export function serveTables(ctx: ServerContext, io: TableServer, edge: SocketEdgeOptions): void {
  const all: Record<keyof ClientToServerEvents, Handler> = {
    ...handlers,
    ...chatHandlers(chatService(ctx, accountChatAuthors(ctx)), edge.trustProxy),
  };
  const known: ReadonlySet<string> = new Set(Object.keys(all));
  const hooks = { now: () => Date.now(), trustProxy: edge.trustProxy, refused: edge.refused };
  const addresses = limitConnections(io as unknown as Server, edge.limits, hooks);
  io.on('connection', (socket) => {
    socket.data = { seat: null };
    guardSocket(socket as unknown as Socket, known, addresses, edge.limits, hooks);
    for (const name of Object.keys(all) as (keyof ClientToServerEvents)[]) {
      socket.on(name, (raw: unknown, ack?: unknown) => {
        const reply = typeof ack === 'function' ? (ack as (res: Ack<unknown>) => void) : undefined;
        // A handler that throws before its first await still answers (as a rejection).
        Promise.resolve()
          .then(() => all[name](ctx, socket, raw))
          .then(
            (value) => {
              reply?.({ ok: true, value });
              releaseWrites(socket as unknown as Socket);
            },
            (err: unknown) => {
              const error = shortened(toApiError(err));
              if (error.code === 'internal') {
                ctx.log.error(
                  { in: name, errName: err instanceof Error ? err.name : typeof err },
                  'socket handler failed',
                );
                if (process.env.NOBID_DEBUG) console.error(err);
              } else if (error.code === 'unavailable')
                ctx.log.warn(
                  { in: name, errName: err instanceof Error ? err.name : typeof err },
                  'socket handler refused: store unreachable',
                );
              const request = RequestIdSchema.safeParse(raw);
              socket.emit('problem', {
                ...error,
                in: name,
                ...(request.success ? { requestId: request.data.requestId } : {}),
              });
              reply?.({ ok: false, error });
              releaseWrites(socket as unknown as Socket);
            },
          );
      });
    }
    socket.on('disconnect', () => {
      leave(ctx, socket).catch(() => undefined);
    });
  });
}
