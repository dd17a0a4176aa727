/**
 * What a notification may say. Hidden information is sacred: these types hold a table's name, the
 * game, whose turn it is and the deadline, and nothing else. Every message is built from these
 * fields picked one by one, so an event that carries more (a caller passing a whole seat view)
 * still says no more.
 */
import type { Lang } from '@nobid/i18n';

export type NoticeKind = 'your-turn' | 'clock-low';

/** The account a notice is for: its id, and its language when the caller knows it. */
export interface NoticeAccount {
  readonly id: string;
  readonly lang?: Lang | undefined;
}

export interface NoticeTable {
  readonly id: string;
  /** The table's name as the lobby shows it. */
  readonly name: string;
}

/** One event for one account, as the server reports it. */
export interface TurnEvent {
  readonly account: NoticeAccount;
  readonly table: NoticeTable;
  /** The game's display name ("No Bid", "Startups"). */
  readonly game: string;
  /** Epoch ms by which the seat must decide; null for a table without a time limit. */
  readonly deadline: number | null;
}

/** What is stored in the outbox and rendered at send time. */
export interface NoticeFacts {
  readonly kind: NoticeKind;
  readonly tableId: string;
  readonly tableName: string;
  readonly game: string;
  readonly deadline: number | null;
  readonly at: number;
}

const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The facts of an event, field by field (never a spread of the caller's object). */
export function factsOf(kind: NoticeKind, event: TurnEvent, at: number): NoticeFacts {
  return {
    kind,
    tableId: String(event.table.id),
    // A name goes into a subject line: no line breaks, and not a page long.
    tableName: clip(String(event.table.name).replace(/[\r\n\t]+/g, ' '), 80),
    game: clip(String(event.game).replace(/[\r\n\t]+/g, ' '), 40),
    deadline: typeof event.deadline === 'number' && Number.isFinite(event.deadline) ? event.deadline : null,
    at,
  };
}
