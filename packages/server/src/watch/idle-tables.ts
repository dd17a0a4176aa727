/**
 * When a live table counts as idle (docs/decisions/idle-tables-leave-the-watch-list.md):
 *
 * - it is listed under "Games to watch" only while a public action (one the spectators were
 *   shown) happened in the last 10 minutes, and not every human seat has been away for 10
 *   minutes or more: bots playing for absent players are not "someone acting";
 * - once every human seat has been away for an hour, the table rests: no timer runs, so no bot
 *   plays for nobody, until a player comes back (their hello re-plans its timers).
 *
 * Presence is public (every seat sees who is away), and the action time is the spectators' last
 * cursor move (`watch-list.ts`), so neither depends on a hidden pass. A turn-based table is never
 * idle by absence: players are away between moves there.
 */
import type { TableSettings } from '@nobid/protocol';
import type { SeatRecord } from '../storage/storage.ts';
import { isTurnBased } from '../table/turn-based-settings.ts';

export const LISTED_WITHIN_MS = 10 * 60_000;
export const RESTS_AFTER_MS = 60 * 60_000;

type Seat = Pick<SeatRecord, 'seat' | 'kind' | 'awaySince'>;

/**
 * Since when every human seat has been away (the last one to leave), with that seat; null while
 * one is present, at a table without human seats, or at a turn-based table.
 */
export function allHumansAwaySince(
  settings: TableSettings,
  seats: readonly Seat[],
): { readonly since: number; readonly seat: number } | null {
  if (isTurnBased(settings)) return null;
  const humans = seats.filter((s) => s.kind === 'human');
  if (humans.length === 0) return null;
  let last: { since: number; seat: number } | null = null;
  for (const s of humans) {
    if (s.awaySince === null) return null;
    if (!last || s.awaySince > last.since) last = { since: s.awaySince, seat: s.seat };
  }
  return last;
}

/** Whether the table rests: every human seat away for an hour or more. */
export function rests(settings: TableSettings, seats: readonly Seat[], now: number): boolean {
  const away = allHumansAwaySince(settings, seats);
  return away !== null && now - away.since >= RESTS_AFTER_MS;
}

/** Whether "Games to watch" lists the table, given the time of its last public action. */
export function listed(
  settings: TableSettings,
  seats: readonly Seat[],
  lastPublicAction: number,
  now: number,
): boolean {
  if (now - lastPublicAction >= LISTED_WITHIN_MS) return false;
  const away = allHumansAwaySince(settings, seats);
  return away === null || now - away.since < LISTED_WITHIN_MS;
}
