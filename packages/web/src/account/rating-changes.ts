/**
 * Each seat's rating change at a finished rated table (ordinal points; null for a bot, a guest
 * or an unrated table), for the results panel's rating column (`EndOfGame.ratingChanges`).
 */
import type { TableRatingsResponse } from '@nobid/protocol';
import { useEffect, useState } from 'react';

export async function ratingChanges(tableId: string): Promise<(number | null)[] | null> {
  try {
    const res = await fetch(`/api/tables/${encodeURIComponent(tableId)}/ratings`);
    if (!res.ok) return null;
    const body = (await res.json()) as TableRatingsResponse;
    return body.rated ? body.changes.map((c) => (c ? c.delta : null)) : null;
  } catch {
    return null;
  }
}

/**
 * The table's rating changes once a rated game is over (null until then, and for an unrated
 * table). The server rates the table as the game ends, so a first answer without them is asked
 * again a few times.
 */
export function useRatingChanges(
  tableId: string,
  rated: boolean,
  over: boolean,
): (number | null)[] | undefined {
  const [changes, setChanges] = useState<(number | null)[] | undefined>(undefined);
  useEffect(() => {
    if (!rated || !over) return;
    let live = true;
    let tries = 0;
    const ask = () =>
      void ratingChanges(tableId).then((got) => {
        if (!live) return;
        if (got) setChanges(got);
        else if (++tries < 5) setTimeout(ask, 600);
      });
    ask();
    return () => {
      live = false;
    };
  }, [tableId, rated, over]);
  return changes;
}
