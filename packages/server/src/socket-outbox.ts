/** What the rest of the server sends to a table's sockets, through socket.io rooms (`socket-rooms.ts`). */
import type { Outbox } from './context.ts';
import {
  patchRoom,
  seatRoom,
  spectatorRoom,
  type TableServer,
  tableRoom,
  viewerRoom,
  wholeRoom,
} from './socket-rooms.ts';

type Emitter = { emit(event: string, msg: unknown): void };

/**
 * Sends through socket.io rooms. With the Redis adapter a room spans every node, so `everywhere`
 * makes each update go to every seat's room (its socket may be on another node); one node sends
 * only to the seats it has sockets for.
 */
export function socketOutbox(io: TableServer, everywhere = false): Outbox {
  const rooms = io.of('/').adapter.rooms;
  // The Outbox's own signature already ties each event to its payload type.
  const to = (room: string) => io.to(room) as unknown as Emitter;
  // Every seat the table has: the table says how many (a game may seat more than another).
  const connectedSeats = (id: string, seats: number) => {
    const out = new Set<number>();
    for (let seat = 0; seat < seats; seat++) if (rooms.get(seatRoom(id, seat))?.size) out.add(seat);
    return out;
  };
  const spectators = (id: string) => rooms.get(spectatorRoom(id))?.size ?? 0;
  // socket.io encodes a message before it looks at who is in the room: an empty room is skipped.
  const taken = (room: string) => everywhere || (rooms.get(room)?.size ?? 0) > 0;
  return {
    dropSpectators: (id) => io.in(spectatorRoom(id)).disconnectSockets(true),
    toViewer: (id, viewer, update, patch) => {
      const room = viewerRoom(id, viewer);
      if (patch === null) {
        to(room).emit('view', update);
        return;
      }
      if (taken(wholeRoom(room))) to(wholeRoom(room)).emit('view', update);
      if (taken(patchRoom(room))) to(patchRoom(room)).emit('viewPatch', patch());
    },
    toSeat: (id, seat, event, msg) => to(seatRoom(id, seat)).emit(event, msg),
    toSpectators: (id, event, msg) => to(spectatorRoom(id)).emit(event, msg),
    toTable: (id, event, msg) => to(tableRoom(id)).emit(event, msg),
    connectedSeats,
    spectators,
    audience: (id, seats) =>
      everywhere
        ? { seats: Array.from({ length: seats }, (_, i) => i), spectators: true }
        : { seats: [...connectedSeats(id, seats)], spectators: spectators(id) > 0 },
  };
}
