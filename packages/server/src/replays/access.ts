/**
 * Who may open a finished game's replay. A public table's replay is open to all; a private
 * table's only to its players and to anyone holding its share link. "Its players" are the seats
 * the requester proves it held: today by seat tokens (what a browser keeps per table), later also
 * by an account linked to seats. The check takes the held seats, not how they were proved, so
 * each way of proving adds seats to one set and the rule stays in one place.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../ids.ts';
import type { SeatRecord, TableRecord } from '../storage/storage.ts';

export interface ReplayRequester {
  /** The seats of this table the requester held (by token, by account...). */
  readonly heldSeats: ReadonlySet<number>;
  /** The requester brought this table's valid share id. */
  readonly shared: boolean;
}

/** Whether `who` may see the replay of `table` at all (which seat's view is a separate question). */
export function maySeeReplay(table: Pick<TableRecord, 'status' | 'settings'>, who: ReplayRequester): boolean {
  // Only a finished game has a replay: a running one would show its players' hands to themselves
  // only, which the live table already does, and anyone else nothing it may know yet.
  if (table.status !== 'over') return false;
  if (table.settings.visibility === 'public') return true;
  return who.heldSeats.size > 0 || who.shared;
}

/** The seats whose token is among `tokens`. */
export function seatsHeldByTokens(seats: readonly SeatRecord[], tokens: readonly string[]): Set<number> {
  const hashes = new Set(tokens.map(hashToken));
  const held = new Set<number>();
  for (const s of seats) if (s.tokenHash !== null && hashes.has(s.tokenHash)) held.add(s.seat);
  return held;
}

const SHARE_LABEL = 'nobid replay share v1';

/**
 * A table's share id: an HMAC of its id under a secret derived from its seed (which never leaves
 * the server), as the decision ids are (`table/decision-ids.ts`). Unguessable (128 bits), the same on
 * every node of a cluster with nothing stored, and it says nothing of the seed.
 */
export function shareIdOf(table: Pick<TableRecord, 'id' | 'seed'>): string {
  const secret = createHmac('sha256', table.seed).update(SHARE_LABEL).digest();
  return createHmac('sha256', secret).update(table.id).digest('base64url').slice(0, 22);
}

export function isShareOf(table: Pick<TableRecord, 'id' | 'seed'>, candidate: string | undefined): boolean {
  if (!candidate) return false;
  const want = Buffer.from(shareIdOf(table));
  const got = Buffer.from(candidate);
  return got.length === want.length && timingSafeEqual(got, want);
}
