/** The lobby's picture of a table: settings, status and seats, with no secrets (no seed, no tokens). */

import { type PresenceMessage, type SeatInfo, type TableInfo, tableKindOf } from '@nobid/protocol';
import type { ServerContext } from './context.ts';
import { tableEdition } from './editions.ts';
import { keptSeats } from './friends/invites.ts';
import type { Connected } from './presence-directory.ts';
import type { SeatRecord, TableRecord } from './storage/storage.ts';
import { speedOf } from './table/turn-based-settings.ts';

export function seatInfos(
  connected: Connected,
  seats: readonly SeatRecord[],
  kept: readonly { seat: number; name: string }[] = [],
): SeatInfo[] {
  return seats.map((s) => ({
    seat: s.seat,
    kind: s.kind,
    ...(s.level ? { level: s.level } : {}),
    name: s.name,
    taken: s.kind === 'bot' || s.tokenHash !== null,
    connected: s.kind === 'bot' || connected.seats.has(s.seat),
    autoplay: s.autoplay,
    ...withKept(kept, s.seat),
  }));
}

/** A seat kept for an invited account says for whom (its account name, public like a seat's name). */
function withKept(kept: readonly { seat: number; name: string }[], seat: number): { reservedFor?: string } {
  const k = kept.find((r) => r.seat === seat);
  return k ? { reservedFor: k.name } : {};
}

export async function tableInfo(
  ctx: ServerContext,
  table: TableRecord,
  seats: readonly SeatRecord[],
): Promise<TableInfo> {
  return {
    id: table.id,
    settings: table.settings,
    edition: tableEdition(ctx.games.get(table.game), table.edition),
    status: table.status,
    seats: seatInfos(await ctx.presence.of(table.id), seats, await keptSeats(ctx, table, seats)),
    invitePath: `/t/${table.id}`,
    createdAt: table.createdAt,
    outcome: table.outcome,
    rematchId: table.rematchId,
    kind: tableKindOf(table.settings),
    speed: speedOf(table.settings),
    windowDeadlineSeconds: speedOf(table.settings) ? (table.settings.windowDeadlineSeconds ?? null) : null,
  };
}

export async function presenceMessage(
  ctx: ServerContext,
  tableId: string,
  seats: readonly SeatRecord[],
): Promise<PresenceMessage> {
  const connected = await ctx.presence.of(tableId);
  // Kept seats are said by the table's info (sent again when one is taken or freed), not here:
  // presence changes often, and reading invites each time would cost every table a query.
  return { tableId, seats: seatInfos(connected, seats), spectators: connected.spectators };
}
