/**
 * The replay API as the viewer calls it. The browser proves the seats it held with the seat token
 * it keeps for the table (`net/storage.ts`), sent in a header, never in the address.
 */
import type { ApiError, ReplayResponse, ReplayShareResponse } from '@nobid/protocol';
import { SEAT_TOKEN_HEADER } from '@nobid/protocol';
import { loadSeat } from '../net/storage.ts';

export type Fetched<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ApiError };

async function call<T>(path: string, init: RequestInit): Promise<Fetched<T>> {
  try {
    const res = await fetch(path, init);
    const body = (await res.json()) as T | ApiError;
    return res.ok ? { ok: true, value: body as T } : { ok: false, error: body as ApiError };
  } catch (err) {
    return {
      ok: false,
      error: { code: 'unavailable', message: err instanceof Error ? err.message : String(err) },
    };
  }
}

export function fetchReplay(
  tableId: string,
  seat: number | 'spectator' | null,
  share: string | null,
): Promise<Fetched<ReplayResponse>> {
  const token = loadSeat(tableId)?.token;
  const query = new URLSearchParams();
  if (seat !== null) query.set('seat', String(seat));
  if (share) query.set('share', share);
  const qs = query.toString() ? `?${query}` : '';
  return call<ReplayResponse>(`/api/replays/${encodeURIComponent(tableId)}${qs}`, {
    headers: token ? { [SEAT_TOKEN_HEADER]: token } : {},
  });
}

/** A player's share link for the table (null: this browser holds no seat there). */
export function fetchShare(tableId: string): Promise<Fetched<ReplayShareResponse>> | null {
  const token = loadSeat(tableId)?.token;
  if (!token) return null;
  return call<ReplayShareResponse>(`/api/replays/${encodeURIComponent(tableId)}/share`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seatToken: token }),
  });
}
