/**
 * The table socket's edge, before any handler runs: a message too big is answered `too-large`
 * and the connection closed; an event the protocol does not have is answered `unknown-event`;
 * a socket over its message budget is answered `rate-limited` and nothing else happens. Costly
 * messages (`hello`, `sync`: a view built from the log) also spend from their client address's
 * budget, and so does opening a socket, so a client cannot multiply its budget with sockets.
 * Nothing here reads a message's contents: the handlers parse them (zod) first.
 */
import type { IncomingMessage } from 'node:http';
import type { ApiError } from '@nobid/protocol';
import type { Server, Socket } from 'socket.io';
import { type BudgetRate, KeyedBuckets, TokenBucket } from './message-budget.ts';

export interface SocketLimits {
  /** Every message of one socket (a costly one spends `costlyCost`). */
  readonly perSocket: BudgetRate;
  /** Costly messages and new sockets of one client address, all its sockets together (1 each). */
  readonly perAddress: BudgetRate;
  readonly costlyCost: number;
  /** The largest message a handler sees, in bytes of its JSON; bigger ones close the socket. */
  readonly maxMessageBytes: number;
}

/**
 * A socket may send 10 messages a second with bursts of 60; `hello` and `sync` cost 4 of them
 * (a player acts a few times a minute; a client syncs after a stale decision). An address (all
 * its sockets; behind one NAT maybe several people) gets 40 costly messages or new sockets at
 * once and 15 a second (a page load is two: its socket and its hello): a page reloading every
 * second stays well inside it, a flood does not. A hello replays the table's log for its
 * viewer, so these are what bounds a flood's cost (measured: 500 hellos a second at a long
 * bots-only game from 10 sockets kept /api/health's median under 50 ms with them; at 100 and 40
 * it was 230 ms on a loaded machine).
 */
export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  perSocket: { burst: 60, perSecond: 10 },
  perAddress: { burst: 40, perSecond: 15 },
  costlyCost: 4,
  maxMessageBytes: 64 * 1024,
};

/** Messages that build a view from the table's log. */
const COSTLY = new Set(['hello', 'sync']);

/** The client's address: behind a trusted proxy, the first X-Forwarded-For entry. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') {
    const first = forwarded.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

export type Refusal = 'socket' | 'address' | 'connection';

export interface EdgeHooks {
  readonly now: () => number;
  readonly trustProxy: boolean;
  /** Called at every refusal for being over a budget (for the metrics). */
  readonly refused: (why: Refusal) => void;
}

const RATE_LIMITED = (what: string): ApiError => ({
  code: 'rate-limited',
  message: `too many ${what} from this client; wait a moment, then try again`,
});

type Ack = (res: { ok: false; error: ApiError }) => void;

/** Refuses new sockets from an address past its budget (the client sees a `connect_error`). */
export function limitConnections(io: Server, limits: SocketLimits, hooks: EdgeHooks): KeyedBuckets {
  const addresses = new KeyedBuckets(limits.perAddress);
  io.use((socket, next) => {
    if (addresses.take(clientAddress(socket.request, hooks.trustProxy), hooks.now())) return next();
    hooks.refused('connection');
    const refusal = RATE_LIMITED('new connections');
    next(Object.assign(new Error(refusal.message), { data: refusal }));
  });
  return addresses;
}

/**
 * Guards one socket: `known` is the protocol's events; `addresses` the budgets `limitConnections`
 * keeps (the same client address pays for its costly messages there).
 */
export function guardSocket(
  socket: Socket,
  known: ReadonlySet<string>,
  addresses: KeyedBuckets,
  limits: SocketLimits,
  hooks: EdgeHooks,
): void {
  const own = new TokenBucket(limits.perSocket, hooks.now());
  const address = clientAddress(socket.request, hooks.trustProxy);
  let tooLarge = false;
  const refuse = (error: ApiError, inEvent: string, ack: unknown) => {
    socket.emit('problem', { ...error, in: inEvent });
    if (typeof ack === 'function') (ack as Ack)({ ok: false, error });
  };
  // Seen as the transport hands it over, before socket.io decodes it: its size in bytes.
  socket.conn.on('packet', (packet: { type: string; data?: unknown }) => {
    if (tooLarge || packet.type !== 'message') return;
    const size =
      typeof packet.data === 'string'
        ? Buffer.byteLength(packet.data)
        : packet.data instanceof Uint8Array
          ? packet.data.byteLength
          : 0;
    if (size <= limits.maxMessageBytes) return;
    tooLarge = true;
    socket.emit('problem', {
      code: 'too-large',
      message: `a message may have at most ${limits.maxMessageBytes} bytes, this one has ${size}; the connection closes`,
      in: 'server',
    });
    // The problem goes out first: engine.io flushes what is queued before it closes.
    socket.disconnect(true);
  });
  socket.use((packet, next) => {
    if (tooLarge) return;
    const [event] = packet;
    const ack = packet.length > 1 ? packet[packet.length - 1] : undefined;
    const costly = typeof event === 'string' && COSTLY.has(event);
    if (!own.take(hooks.now(), costly ? limits.costlyCost : 1)) {
      hooks.refused('socket');
      return refuse(RATE_LIMITED('messages'), typeof event === 'string' ? event : 'server', ack);
    }
    if (typeof event !== 'string' || !known.has(event)) {
      const name = typeof event === 'string' ? JSON.stringify(event.slice(0, 40)) : `number ${event}`;
      return refuse(
        {
          code: 'unknown-event',
          message: `unknown event ${name}; this server takes: ${[...known].join(', ')}`,
        },
        'server',
        ack,
      );
    }
    if (costly && !addresses.take(address, hooks.now())) {
      hooks.refused('address');
      return refuse(RATE_LIMITED(`${event} messages`), event, ack);
    }
    next();
  });
}
