/**
 * Friends and invites to turn-based tables (issue 31, item 4). Only accounts have friends: every
 * route answers a guest 401 `not-signed-in`. Friends are named by account name.
 *
 *   GET  /api/friends                          -> FriendsResponse
 *   POST /api/friends/request  FriendNameRequest -> FriendsResponse (asks; accepts if they asked first)
 *   POST /api/friends/accept   FriendNameRequest -> FriendsResponse
 *   POST /api/friends/remove   FriendNameRequest -> FriendsResponse (declines, withdraws or unfriends)
 *   POST /api/friends/block    FriendNameRequest -> FriendsResponse
 *   POST /api/friends/unblock  FriendNameRequest -> FriendsResponse
 *   GET  /api/invites                          -> InvitesResponse (turn-based tables waiting for you)
 *   POST /api/invites/:tableId/decline         -> InvitesResponse (the seat is freed)
 *
 * A block hides the blocker from the blocked: a request or an invite the blocked sends gets the
 * very answer an unknown name gets, and the block ends any friendship, request or invite between
 * them, exactly as a removal or a decline would. An invite is accepted by joining its table
 * (`POST /api/tables/:id/join`): the seat kept for the account is the one it gets.
 */
import { z } from 'zod';

/** How many invites a new table may carry: one per other seat at the largest table. */
export const MAX_INVITES = 15;

export const FriendNameSchema = z.string().trim().min(1, 'name an account').max(100);

export const FriendNameRequestSchema = z.object({ name: FriendNameSchema });
export type FriendNameRequest = z.input<typeof FriendNameRequestSchema>;

/** A friend (or a request, or a block) by account name, with when it began. */
export interface FriendEntry {
  readonly name: string;
  readonly since: number;
}

export interface FriendsResponse {
  readonly friends: readonly FriendEntry[];
  /** Others who asked you. */
  readonly incoming: readonly FriendEntry[];
  /** Whom you asked and who has not answered. */
  readonly outgoing: readonly FriendEntry[];
  /** Whom you blocked. */
  readonly blocked: readonly FriendEntry[];
}

/** Account names invited to a new turn-based table (`CreateTableRequest.invite`). */
export const InviteNamesSchema = z.array(FriendNameSchema).max(MAX_INVITES, `at most ${MAX_INVITES} invites`);

/** A turn-based table that keeps a seat for you, while it waits for its players. */
export interface TableInvite {
  readonly tableId: string;
  readonly game: string;
  readonly seat: number;
  /** The account name of who invited you. */
  readonly from: string;
  readonly speed: string | null;
  readonly at: number;
}

export interface InvitesResponse {
  readonly invites: readonly TableInvite[];
}
