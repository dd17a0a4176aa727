/**
 * What the results panel needs from the table frame, handed down without going through each
 * game's components: the table, the names, this viewer's events and final view, and any rating
 * changes the server reported. TablePage provides it around the game's table.
 */
import type { TableInfo } from '@nobid/protocol';
import { createContext, useContext } from 'react';

export interface EndOfGame {
  readonly table: TableInfo;
  readonly names: readonly string[];
  /** The viewer's own seat (its row says "you"), or null for a spectator. */
  readonly me: number | null;
  /** Every event this viewer saw, oldest first (the stats read only their public parts). */
  readonly events: readonly unknown[];
  /** The game's final view. */
  readonly view: unknown;
  /** Rating change per seat on a rated table (ordinal points), when the server reports it. */
  readonly ratingChanges?: readonly (number | null)[];
}

export const EndOfGameContext = createContext<EndOfGame | null>(null);

export const useEndOfGame = (): EndOfGame | null => useContext(EndOfGameContext);

/** The replay viewer's page for a table. */
export const replayPath = (tableId: string): string => `/replay/${encodeURIComponent(tableId)}`;
