/**
 * A rated table's rating changes, for its results panel (`GET /api/tables/:id/ratings`), per seat
 * (null: a seat that was not rated, a bot's). Nothing for an unrated table. The server rates a
 * table right after its end, so an empty answer is asked again a few times.
 */
import type { TableInfo, TableRatingsResponse } from '@nobid/protocol';
import { useEffect, useState } from 'react';

export function useRatingChanges(table: TableInfo | undefined): readonly (number | null)[] | undefined {
  const [changes, setChanges] = useState<readonly (number | null)[] | undefined>(undefined);
  const id = table?.id;
  // Asked by the results panel, which shows only once the game is over (the table's own status
  // may not say so yet: the end comes as a view).
  const wanted = table?.settings.rated === true;
  const seats = table?.seats.length ?? 0;
  useEffect(() => {
    if (!id || !wanted) return;
    let alive = true;
    let tries = 0;
    const ask = async () => {
      try {
        const res = await fetch(`/api/tables/${encodeURIComponent(id)}/ratings`);
        const body = (await res.json()) as TableRatingsResponse;
        if (!alive) return;
        if (body.changes?.length) {
          const bySeat = Array.from({ length: seats }, (_, s) => {
            const c = body.changes.find((x) => x.seat === s);
            return c ? c.after - c.before : null;
          });
          setChanges(bySeat);
          return;
        }
      } catch {
        // No ratings to show: the panel goes without its column.
      }
      if (alive && ++tries < 5) setTimeout(ask, 1000);
    };
    void ask();
    return () => {
      alive = false;
    };
  }, [id, wanted, seats]);
  return changes;
}
