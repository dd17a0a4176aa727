/**
 * One socket write for an action's answer. The acting socket is sent its update (by the
 * broadcast) and then the ack. engine.io writes a packet as soon as it comes and holds the next
 * one until that write has completed, so the two would go as two writes: two loopback (or
 * network) segments, two wake-ups of the client, and on loopback the kernel's receive path paid
 * twice by the server. While the action is judged, the socket's packets wait instead in
 * engine.io's own buffer (where they wait behind any write in progress anyway); once the ack is
 * queued they go out together, corked into one `writev`.
 *
 * Only for a websocket transport with nothing in flight; anything else is left to engine.io.
 * This reaches into engine.io's and ws's internals (`transport.writable`, the ws socket's
 * `_socket`), which is why it is all here. The socket handler releases what it held whatever
 * the handler's outcome, after its ack or refusal (`realtime.ts`).
 */
import type { Socket } from 'socket.io';

interface EngineTransport {
  readonly name: string;
  writable: boolean;
  readonly socket?: { readonly _socket?: { cork(): void; uncork(): void } };
}
interface EngineSocket {
  readonly transport: EngineTransport;
  readonly upgrading?: boolean;
  flush(): void;
}

const held = new WeakMap<object, () => void>();

/** From now until `releaseWrites`, the socket's packets wait in engine.io's buffer. */
export function holdWrites(socket: Socket): void {
  const conn = (socket as unknown as { conn?: EngineSocket }).conn;
  const transport = conn?.transport;
  if (!conn || !transport || held.has(socket)) return;
  if (transport.name !== 'websocket' || !transport.writable || conn.upgrading) return;
  transport.writable = false;
  held.set(socket, () => {
    if (conn.transport !== transport) return;
    transport.writable = true;
    const raw = transport.socket?._socket;
    raw?.cork();
    try {
      conn.flush();
    } finally {
      raw?.uncork();
    }
  });
}

/** Writes what waited since `holdWrites`, in one go (nothing if nothing was held). */
export function releaseWrites(socket: Socket): void {
  const release = held.get(socket);
  if (!release) return;
  held.delete(socket);
  release();
}
