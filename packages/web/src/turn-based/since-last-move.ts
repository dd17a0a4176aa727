/**
 * "Since your last move" on a turn-based table (issue 31): how much of the log this browser's
 * player had seen when they last moved there, kept in local storage per table. Opening the table
 * again, the lines after that mark are what happened while they were away. Only the count of log
 * lines the player's own view showed is kept: nothing another seat could not see.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const key = (tableId: string) => `nobid:seen-log:${tableId}`;

export function loadMark(tableId: string): number | null {
  try {
    const raw = localStorage.getItem(key(tableId));
    const n = raw === null ? Number.NaN : Number(raw);
    return Number.isInteger(n) && n >= 0 ? n : null;
  } catch {
    return null;
  }
}

export function saveMark(tableId: string, lines: number): void {
  try {
    localStorage.setItem(key(tableId), String(lines));
  } catch {
    // Storage full or refused: the table works without the mark.
  }
}

/**
 * The index of the first line that is new since the player's last move here, fixed while the page
 * is open (null on a first visit, a live table, or when nothing is new), and `moved`, to call when
 * the player's action is taken: the log as it stood then is the next visit's mark, so the news
 * starts with that move.
 */
export function useSinceLastMove(
  tableId: string,
  lineCount: number,
  enabled: boolean,
): { since: number | null; moved: () => void } {
  // Read once, when the table is known to be turn-based and the viewer seated (not at mount:
  // the table's record arrives after it).
  const [since, setSince] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (enabled && since === undefined) setSince(loadMark(tableId));
  }, [enabled, since, tableId]);
  const count = useRef(lineCount);
  count.current = lineCount;
  const moved = useCallback(() => {
    if (enabled) saveMark(tableId, count.current);
  }, [tableId, enabled]);
  return { since: since != null && since < lineCount ? since : null, moved };
}
