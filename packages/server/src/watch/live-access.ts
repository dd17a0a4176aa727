/**
 * Who may watch a table live without a seat. The same rule as for its replay
 * (`replays/access.ts`): a public table is open to all; a private one only to its players and to
 * those it invited. While a private table waits for players, anyone with its link is invited (the
 * link is how players find the waiting room and take a seat); once its game has started, only the
 * seats' own sockets see it, and a finished game is the replay's, opened by its share link.
 */
import { ServerError } from '../errors.ts';
import type { TableRecord } from '../storage/storage.ts';

export function maySpectate(table: Pick<TableRecord, 'status' | 'settings'>): boolean {
  return table.settings.visibility === 'public' || table.status === 'waiting';
}

/** Refuses a seatless hello to a table the rule above closes. */
export function checkSpectator(table: Pick<TableRecord, 'status' | 'settings'>): void {
  if (maySpectate(table)) return;
  throw new ServerError(
    'forbidden',
    table.status === 'over'
      ? 'this table is private: its players and those holding its share link can see the replay'
      : 'this table is private: only its players can watch it (open it with your seat)',
  );
}
