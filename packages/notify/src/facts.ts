/**
 * What a notification may say. Hidden information is sacred: these types hold a table's name, the
 * game, whose turn it is and the deadline, and for a friend's invitation or request the friend's
 * account name (public, as on the Friends page), and nothing else. Every message is built from these
 * fields picked one by one, so an event that carries more (a caller passing a whole seat view)
 * still says no more.
 */
import type { Lang } from '@nobid/i18n';

/** A table owes the reader a move, or their clock runs low; a friend invites them or asks. */
export type NoticeKind = 'your-turn' | 'clock-low' | 'invited' | 'friend-request';

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

/** A friend kept a seat for the reader at a new turn-based table. */
export interface InviteEvent {
  readonly account: NoticeAccount;
  readonly table: NoticeTable;
  readonly game: string;
  /** The inviting friend's account name. */
  readonly from: string;
}

/** Another account asked the reader to be friends. */
export interface FriendRequestEvent {
  readonly account: NoticeAccount;
  /** The asking account's name. */
  readonly from: string;
}

/**
 * What is stored in the outbox and rendered at send time. A friend request has no table: its
 * table fields are empty.
 */
export interface NoticeFacts {
  readonly kind: NoticeKind;
  readonly tableId: string;
  readonly tableName: string;
  readonly game: string;
  readonly deadline: number | null;
  readonly at: number;
  /** The friend who invites or asks (`invited`, `friend-request`); absent on a turn's notice. */
  readonly from?: string;
}

const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A name goes into a subject line: no line breaks, and not a page long. */
const oneLine = (text: unknown, max: number): string => clip(String(text).replace(/[\r\n\t]+/g, ' '), max);

/** The facts of an event, field by field (never a spread of the caller's object). */
export function factsOf(kind: 'your-turn' | 'clock-low', event: TurnEvent, at: number): NoticeFacts {
  return {
    kind,
    tableId: String(event.table.id),
    tableName: oneLine(event.table.name, 80),
    game: oneLine(event.game, 40),
    deadline: typeof event.deadline === 'number' && Number.isFinite(event.deadline) ? event.deadline : null,
    at,
  };
}

/** An invitation's facts: the table, the game and who invites, field by field. */
export function inviteFactsOf(event: InviteEvent, at: number): NoticeFacts {
  return {
    kind: 'invited',
    tableId: String(event.table.id),
    tableName: oneLine(event.table.name, 80),
    game: oneLine(event.game, 40),
    deadline: null,
    at,
    from: oneLine(event.from, 40),
  };
}

/** A friend request's facts: who asks, and nothing else. */
export function friendRequestFactsOf(event: FriendRequestEvent, at: number): NoticeFacts {
  return {
    kind: 'friend-request',
    tableId: '',
    tableName: '',
    game: '',
    deadline: null,
    at,
    from: oneLine(event.from, 40),
  };
}
