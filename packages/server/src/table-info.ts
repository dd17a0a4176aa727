/** The lobby's picture of a table: settings, status and seats, with no secrets (no seed, no tokens). */

import { type PresenceMessage, type SeatInfo, type TableInfo, tableKindOf } from '@nobid/protocol';
import type { ServerContext } from './context.ts';
import { tableEdition } from './editions.ts';
import type { Connected } from './presence-directory.ts';
import type { SeatRecord, TableRecord } from './storage/storage.ts';
import { speedOf } from './table/turn-based-settings.ts';

export function seatInfos(connected: Connected, seats: readonly SeatRecord[]): SeatInfo[] {
  return seats.map((s) => ({
    seat: s.seat,
    kind: s.kind,
    ...(s.level ? { level: s.level } : {}),
    name: s.name,
    taken: s.kind === 'bot' || s.tokenHash !== null,
    connected: s.kind === 'bot' || connected.seats.has(s.seat),
    autoplay: s.autoplay,
  }));
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
    seats: seatInfos(await ctx.presence.of(table.id), seats),
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
  return { tableId, seats: seatInfos(connected, seats), spectators: connected.spectators };
}
