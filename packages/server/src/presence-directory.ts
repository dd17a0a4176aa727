/**
 * Who is connected to a table, whichever node their socket is on. One node keeps the counts in
 * memory; a cluster keeps them in Redis (`cluster/redis-presence.ts`), so "is seat 2 still
 * connected?" has one answer across every node.
 */
export interface Connected {
  /** Seats with at least one open socket. */
  readonly seats: Set<number>;
  readonly spectators: number;
}

export interface PresenceDirectory {
  /** A socket joined the table as `seat` (null: a spectator). */
  joined(tableId: string, seat: number | null): Promise<void>;
  /** That socket left (or closed). */
  left(tableId: string, seat: number | null): Promise<void>;
  of(tableId: string): Promise<Connected>;
}

const keyOf = (seat: number | null) => (seat === null ? 's' : String(seat));

/** Reads a table's `{seat or 's'} -> count` map into who is connected. */
export function connectedFrom(counts: Iterable<[string, number]>): Connected {
  const seats = new Set<number>();
  let spectators = 0;
  for (const [key, n] of counts) {
    if (n <= 0) continue;
    if (key === 's') spectators += n;
    else seats.add(Number(key));
  }
  return { seats, spectators };
}

/** One process: counts in memory. */
export function localPresence(): PresenceDirectory {
  const tables = new Map<string, Map<string, number>>();
  return {
    async joined(tableId, seat) {
      const counts = tables.get(tableId) ?? new Map<string, number>();
      tables.set(tableId, counts);
      const key = keyOf(seat);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    async left(tableId, seat) {
      const counts = tables.get(tableId);
      if (!counts) return;
      const key = keyOf(seat);
      const n = (counts.get(key) ?? 0) - 1;
      if (n > 0) counts.set(key, n);
      else counts.delete(key);
      if (counts.size === 0) tables.delete(tableId);
    },
    async of(tableId) {
      return connectedFrom(tables.get(tableId) ?? []);
    },
  };
}

export { keyOf as presenceKey };
