/**
 * A socket's `hello`: one way in (the message, checked), one way out (the greeting, sent by
 * `greet`). The socket opens a seat (with its token) or watches; it leaves whatever table it had
 * open first. Under the table's lock it joins the rooms, is counted present, and is sent the
 * table, its view with the events it has not seen (`table/opening.ts`), and the table's end and
 * rematch when there are: no action can slip in between the history and the live updates.
 */
import type { Viewer } from '@nobid/engine';
import { HelloSchema, PROTOCOL_VERSION, type PresenceMessage, type TableInfo } from '@nobid/protocol';
import { z } from 'zod';
import type { ServerContext } from './context.ts';
import { ServerError } from './errors.ts';
import { hashToken } from './ids.ts';
import { seatByToken } from './lobby.ts';
import { seatLeft, seatReturned, spectatorArrived } from './presence.ts';
import { patchRoom, type TableSocket, tableRoom, viewerRoom, wholeRoom } from './socket-rooms.ts';
import { type Opening, openingFor } from './table/opening.ts';
import { presenceMessage, tableInfo } from './table-info.ts';
import { zodMessage } from './validate.ts';
import { checkSpectator } from './watch/live-access.ts';

/** A message read through its schema, or refused as `bad-message` with zod's own words. */
export function parse<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ServerError('bad-message', zodMessage(parsed.error));
  return parsed.data;
}

/** The seat a token opens at this table (a token taken on another node may be newer than our copy). */
async function seatOf(
  ctx: ServerContext,
  tableId: string,
  seatToken: string | undefined,
): Promise<number | null> {
  const rt = await ctx.runtimes.get(tableId); // an unknown table is refused here
  if (!seatToken) return null;
  const hash = hashToken(seatToken);
  if (rt.seats.some((s) => s.tokenHash === hash)) return seatByToken(rt.seats, seatToken);
  return seatByToken(await ctx.storage.getSeats(tableId), seatToken);
}

/** Only the field the protocol check needs, read through zod (never a property of raw input). */
const ProtocolFieldSchema = z.object({ protocol: z.unknown().optional() });

/**
 * A client built for another protocol (after a deploy, a page left open) is told so, whatever
 * else its hello holds: it should reload, not play on and misread what it is sent.
 */
function checkProtocol(raw: unknown): void {
  const fields = ProtocolFieldSchema.safeParse(raw);
  if (!fields.success) return; // not a hello at all: bad-message
  const version = fields.data.protocol;
  if (version === PROTOCOL_VERSION) return;
  const theirs = Number.isSafeInteger(version) ? `protocol ${version as number}` : 'an older protocol';
  throw new ServerError(
    'protocol-version',
    `a new version of No Bid is available: reload the page (this page speaks ${theirs}; the server speaks protocol ${PROTOCOL_VERSION})`,
  );
}

/** What a hello is answered with: to the socket, and to the whole table for a new spectator. */
interface Greeting {
  readonly table: TableInfo;
  readonly opening: Opening;
  readonly presence: PresenceMessage | null;
}

function greet(ctx: ServerContext, socket: TableSocket, id: string, greeting: Greeting): void {
  socket.emit('table', greeting.table);
  sendOpening(socket, greeting.opening);
  if (greeting.presence) ctx.out.toTable(id, 'presence', greeting.presence);
}

function sendOpening(socket: TableSocket, opening: Opening): void {
  socket.emit('view', opening.view);
  if (opening.over) socket.emit('tableOver', opening.over);
  if (opening.rematch) socket.emit('rematch', opening.rematch);
}

/** `sync`: the viewer's current view with its event history, to this socket only, under the lock. */
export async function sync(
  ctx: ServerContext,
  socket: TableSocket,
  id: string,
  viewer: Viewer,
): Promise<void> {
  await ctx.lock.run(id, async () => {
    const rt = await ctx.runtimes.get(id);
    socket.emit('view', (await openingFor(ctx.storage, rt, viewer, undefined, ctx.clock.now())).view);
  });
}

export async function hello(
  ctx: ServerContext,
  socket: TableSocket,
  raw: unknown,
): Promise<{ seat: number | null }> {
  checkProtocol(raw);
  const msg = parse(HelloSchema, raw);
  const id = msg.tableId;
  // A bad token is refused before anything changes (the socket stays where it was).
  const seat = await seatOf(ctx, id, msg.seatToken);
  await leave(ctx, socket);
  const joined = await ctx.lock.run(id, async () => {
    // A socket that closed meanwhile must not be counted as present.
    if (socket.disconnected) return false;
    // A private table in play is its players' alone (`watch/live-access.ts`).
    if (seat === null) checkSpectator((await ctx.runtimes.get(id)).table);
    const patches = msg.viewPatches === true;
    socket.data = { tableId: id, seat, patches, ...(msg.seatToken ? { seatToken: msg.seatToken } : {}) };
    const room = viewerRoom(id, seat ?? 'spectator');
    await socket.join([tableRoom(id), room, patches ? patchRoom(room) : wholeRoom(room)]);
    await ctx.presence.joined(id, seat);
    const rt = await ctx.runtimes.get(id);
    const table = await tableInfo(ctx, rt.table, rt.seats);
    const opening = await openingFor(ctx.storage, rt, seat ?? 'spectator', msg.since, ctx.clock.now());
    const presence = seat === null ? await presenceMessage(ctx, id, rt.seats) : null;
    greet(ctx, socket, id, { table, opening, presence });
    return true;
  });
  if (!joined) throw new ServerError('no-hello', 'the socket closed before it joined the table');
  if (seat !== null) await seatReturned(ctx, id, seat);
  else await spectatorArrived(ctx, id);
  return { seat };
}

/** The socket leaves the table it had open (a new hello, or its close). */
export async function leave(ctx: ServerContext, socket: TableSocket): Promise<void> {
  const { tableId, seat, patches } = socket.data;
  if (!tableId) return;
  socket.data = { seat: null };
  const room = viewerRoom(tableId, seat ?? 'spectator');
  await socket.leave(patches ? patchRoom(room) : wholeRoom(room));
  await socket.leave(room);
  await socket.leave(tableRoom(tableId));
  await ctx.presence.left(tableId, seat);
  if (seat === null) {
    await ctx.lock.run(tableId, async () => {
      const rt = await ctx.runtimes.get(tableId);
      ctx.out.toTable(tableId, 'presence', await presenceMessage(ctx, tableId, rt.seats));
    });
    return;
  }
  await seatLeft(ctx, tableId);
}
