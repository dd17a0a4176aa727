/**
 * Where friends meet the tables: the one `FriendService` of a server context, and the seats of a
 * waiting turn-based table kept for invited accounts (the lobby's join and the table's info ask).
 */
import { tableKindOf } from '@nobid/protocol';
import type { ServerContext } from '../context.ts';
import type { SeatRecord, TableRecord } from '../storage/storage.ts';
import { FriendService } from './service.ts';
import { friendStore, type Reservation } from './store.ts';

const services = new WeakMap<ServerContext, FriendService>();

/** The context's friends, or null for a context without accounts. */
export function friendsOf(ctx: ServerContext): FriendService | null {
  if (!ctx.accounts) return null;
  let service = services.get(ctx);
  if (!service) {
    service = new FriendService(
      friendStore(ctx.storage.db, () => ctx.clock.now()),
      ctx.accounts,
    );
    services.set(ctx, service);
  }
  return service;
}

/** The free seats of a waiting turn-based table that are kept for invited accounts. */
export async function keptSeats(
  ctx: ServerContext,
  table: Pick<TableRecord, 'id' | 'status' | 'settings'>,
  seats: readonly Pick<SeatRecord, 'seat' | 'tokenHash'>[],
): Promise<Reservation[]> {
  if (table.status !== 'waiting' || tableKindOf(table.settings) !== 'turn-based') return [];
  const friends = friendsOf(ctx);
  if (!friends) return [];
  const kept = await friends.store.reservations(table.id);
  return kept.filter((r) => seats.some((s) => s.seat === r.seat && s.tokenHash === null));
}
