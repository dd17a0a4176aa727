/**
 * Whether anyone can watch a table's timing. Only a table of bot seats can be unwatched, and
 * only while no socket (seat or spectator, on any node) is open on it: then its windows may
 * resolve at once (`table/plan-timers.ts`). Any other table counts as watched without asking.
 */
import type { PresenceDirectory } from './presence-directory.ts';
import type { SeatRecord } from './storage/storage.ts';

export async function isWatched(
  presence: PresenceDirectory,
  tableId: string,
  seats: readonly SeatRecord[],
): Promise<boolean> {
  if (!seats.every((s) => s.kind === 'bot')) return true;
  const connected = await presence.of(tableId);
  return connected.seats.size > 0 || connected.spectators > 0;
}
