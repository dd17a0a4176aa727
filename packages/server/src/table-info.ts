/** The lobby's picture of a table: settings, status and seats, with no secrets (no seed, no tokens). */
import type { ServerContext } from './context.ts';
import type { PresenceMessage, SeatInfo, TableInfo } from './protocol.ts';
import type { SeatRecord, TableRecord } from './storage/storage.ts';

export function seatInfos(ctx: ServerContext, tableId: string, seats: readonly SeatRecord[]): SeatInfo[] {
  const connected = ctx.out.connectedSeats(tableId);
  return seats.map((s) => ({
    seat: s.seat,
    kind: s.kind,
    ...(s.level ? { level: s.level } : {}),
    name: s.name,
    taken: s.kind === 'bot' || s.tokenHash !== null,
    connected: s.kind === 'bot' || connected.has(s.seat),
    autoplay: s.autoplay,
  }));
}

export function tableInfo(ctx: ServerContext, table: TableRecord, seats: readonly SeatRecord[]): TableInfo {
  return {
    id: table.id,
    settings: table.settings,
    status: table.status,
    seats: seatInfos(ctx, table.id, seats),
    invitePath: `/t/${table.id}`,
    createdAt: table.createdAt,
    outcome: table.outcome,
    rematchId: table.rematchId,
  };
}

export function presenceMessage(
  ctx: ServerContext,
  tableId: string,
  seats: readonly SeatRecord[],
): PresenceMessage {
  return { tableId, seats: seatInfos(ctx, tableId, seats), spectators: ctx.out.spectators(tableId) };
}
