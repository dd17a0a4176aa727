/**
 * Seats of a waiting turn-based table kept for invited friends (`SeatInfo.reservedFor`). Only the
 * table's info says which (the server sends it again when one is taken or freed); presence, which
 * comes more often, replaces the seats without it, so the kept ones are carried over here.
 */
import type { SeatInfo } from '@nobid/protocol';

export function withKeptSeats(fromTable: readonly SeatInfo[], fromPresence: readonly SeatInfo[]): SeatInfo[] {
  return fromPresence.map((p) => {
    const kept = fromTable.find((s) => s.seat === p.seat)?.reservedFor;
    return kept && !p.taken ? { ...p, reservedFor: kept } : p;
  });
}

/** Whether a free seat may be taken by this account (a kept seat only by its invited account). */
export const mayTake = (seat: SeatInfo, accountName: string | null): boolean =>
  seat.kind === 'human' &&
  !seat.taken &&
  (seat.reservedFor === undefined || seat.reservedFor === accountName);

/** `?invite=ann,bob`: the friends a new table is made for (the Friends page's link to the lobby). */
export function invitedFromQuery(search: string): string[] {
  const raw = new URLSearchParams(search).get('invite');
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n.length > 0 && n.length <= 100),
    ),
  ].slice(0, 15);
}

/** The friends this page's address invites (none where there is no address: server rendering). */
export const invitedHere = (): string[] => invitedFromQuery(globalThis.location?.search ?? '');

export const newTableWith = (names: readonly string[]): string =>
  `/?invite=${names.map(encodeURIComponent).join(',')}`;
