/**
 * The table socket's types and rooms. Each socket is in the rooms of its table and of its seat (or
 * of the spectators), and within the viewer's room in the one of sockets taking whole views or
 * the one taking patches; a message to a room reaches exactly those sockets, on every node.
 */
import type { Viewer } from '@nobid/engine';
import type { ClientToServerEvents, ServerToClientEvents } from '@nobid/protocol';
import type { Server, Socket } from 'socket.io';

export interface SocketData {
  tableId?: string;
  seat: number | null;
  /** Kept only in memory of this socket, for start/rematch; never logged. */
  seatToken?: string;
  /** The socket takes its views as patches after the first (`Hello.viewPatches`). */
  patches?: boolean;
}
export type TableServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type TableSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export const tableRoom = (id: string) => `t:${id}`;
export const seatRoom = (id: string, seat: number) => `t:${id}:s:${seat}`;
export const spectatorRoom = (id: string) => `t:${id}:spec`;
/** A viewer's room (a seat's, or the spectators'). */
export const viewerRoom = (id: string, viewer: Viewer) =>
  viewer === 'spectator' ? spectatorRoom(id) : seatRoom(id, viewer);
/** Within a viewer's room, the sockets that take their views whole, and those that take patches. */
export const wholeRoom = (room: string) => `${room}:w`;
export const patchRoom = (room: string) => `${room}:p`;
