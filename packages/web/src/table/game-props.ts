/**
 * What the table frame hands to a game's table component. The frame owns the connection, the
 * header, the log column and the banners; a game renders its own table from its own view.
 */
import type { Ack, ActResult, TableInfo, ViewUpdate } from '@nobid/protocol';

export interface GameTableProps {
  readonly table: TableInfo;
  readonly update: ViewUpdate;
  /** Display names by seat ("Bot (medium)" for bots). */
  readonly names: readonly string[];
  /** Server-clock now, in epoch ms. */
  readonly now: () => number;
  /** Answers the view on screen (the frame adds its decision id). */
  act(action: Record<string, unknown>): Promise<Ack<ActResult>>;
  /** Says something to screen readers through the frame's live region. */
  announce(text: string): void;
  /** The win screen's buttons. */
  onRematch(): void;
  onLobby(): void;
  setAutoPass(on: boolean): void;
  /** "Answer my own cards" (`OwnCardsToggle.tsx`); absent where nothing can be answered (a replay). */
  setAnswerOwnCards?(on: boolean): void;
}

export interface LogEntry {
  readonly text: string;
  /** Card ids the line names, for show-on-hover. */
  readonly cards: readonly number[];
  readonly important?: boolean;
  /** A detail around the plays (a draw, a pass), hidden when the log shows only plays and results. */
  readonly detail?: boolean;
}
