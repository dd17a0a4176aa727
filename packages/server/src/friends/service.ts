/**
 * The rules of friends (issue 31, item 4): who may ask whom, what a block hides, whom a table may
 * keep seats for. Every refusal is a `ServerError` thrown before anything is written.
 *
 * A block hides the blocker from the blocked: the blocked's request gets the very answer an
 * unknown name gets (`NO_SUCH`), and the block ends whatever was between them (friendship,
 * requests, invites) just as a removal or a decline does, so the blocked sees nothing that a
 * removal would not show.
 */
import { EventEmitter } from 'node:events';
import type { AccountInfo, FriendsResponse, TableInvite } from '@nobid/protocol';
import { nameKey } from '../accounts/credentials.ts';
import type { AccountService } from '../accounts/service.ts';
import { ServerError } from '../errors.ts';
import type { FriendStore } from './store.ts';

/** How many unanswered requests an account may have out at once. */
export const MAX_OUTGOING = 50;

const noSuch = (name: string) =>
  new ServerError('not-found', `no account named "${name}" can take your request: check the name`);

/**
 * What the friends did that another account should hear of (the server mails it, `server.ts`):
 * a new request (not one that made two accounts friends at once), and seats kept at a new table.
 */
export interface FriendEvents {
  asked: [{ readonly to: string; readonly from: string }];
  invited: [
    {
      readonly tableId: string;
      readonly game: string;
      readonly from: string;
      readonly to: readonly string[];
    },
  ];
}

export class FriendService extends EventEmitter<FriendEvents> {
  constructor(
    readonly store: FriendStore,
    private readonly accounts: AccountService,
  ) {
    super();
  }

  /** The other account by name: unknown and self are refused here. */
  private async named(user: AccountInfo, rawName: string): Promise<{ id: string; name: string }> {
    const name = rawName.trim();
    const row = await this.accounts.users.byKey(nameKey(name));
    if (!row) throw noSuch(name);
    if (row.info.id === user.id)
      throw new ServerError('self-friend', 'that is your own account: name another player');
    return { id: row.info.id, name: row.info.name };
  }

  list(user: AccountInfo): Promise<FriendsResponse> {
    return this.store.list(user.id);
  }

  /**
   * Asks `name` to be friends; when they asked first, you are friends at once. `mayAsk` counts
   * the attempt against the account's rate (only once the request is otherwise fine).
   */
  async request(user: AccountInfo, rawName: string, mayAsk: () => boolean): Promise<void> {
    const other = await this.named(user, rawName);
    const rel = await this.store.relation(user.id, other.id);
    // Blocked by them: the answer to a name that does not exist, nothing more.
    if (rel.blockedBy) throw noSuch(rawName.trim());
    if (rel.blocks)
      throw new ServerError('conflict', `you blocked "${other.name}": unblock them first to ask them`);
    if (rel.friends) throw new ServerError('already-friends', `"${other.name}" is your friend already`);
    if (rel.askedBy) return this.store.befriend(user.id, other.id);
    if (rel.asked)
      throw new ServerError('already-asked', `you asked "${other.name}" already: wait for their answer`);
    if ((await this.store.outgoingCount(user.id)) >= MAX_OUTGOING)
      throw new ServerError(
        'rate-limited',
        `you have ${MAX_OUTGOING} unanswered requests: withdraw some or wait for answers`,
      );
    if (!mayAsk())
      throw new ServerError('rate-limited', 'you sent many friend requests just now: try again later');
    await this.store.addRequest(user.id, other.id);
    this.emit('asked', { to: other.id, from: user.name });
  }

  async accept(user: AccountInfo, rawName: string): Promise<void> {
    const other = await this.named(user, rawName);
    const rel = await this.store.relation(user.id, other.id);
    if (rel.friends) throw new ServerError('already-friends', `"${other.name}" is your friend already`);
    if (!rel.askedBy) throw new ServerError('not-found', `"${other.name}" has not asked to be your friend`);
    await this.store.befriend(user.id, other.id);
  }

  /** Declines their request, withdraws yours, or ends the friendship: whichever there is. */
  async remove(user: AccountInfo, rawName: string): Promise<void> {
    const other = await this.named(user, rawName);
    const rel = await this.store.relation(user.id, other.id);
    if (!rel.friends && !rel.asked && !rel.askedBy)
      throw new ServerError(
        'not-found',
        `"${other.name}" is not your friend, and there is no request between you`,
      );
    await this.store.remove(user.id, other.id);
  }

  /** Blocking twice is blocking once. */
  async block(user: AccountInfo, rawName: string): Promise<void> {
    const other = await this.named(user, rawName);
    await this.store.block(user.id, other.id);
  }

  async unblock(user: AccountInfo, rawName: string): Promise<void> {
    const other = await this.named(user, rawName);
    if (!(await this.store.relation(user.id, other.id)).blocks)
      throw new ServerError('not-found', `you have not blocked "${other.name}"`);
    await this.store.unblock(user.id, other.id);
  }

  /** Keeps the planned seats of a new table for the invited friends, and tells them. */
  async keepSeats(
    table: { readonly id: string; readonly game: string },
    hostId: string,
    seats: readonly { seat: number; userId: string }[],
  ): Promise<void> {
    if (seats.length === 0) return;
    await this.store.addInvites(table.id, hostId, seats);
    const host = await this.accounts.users.byId(hostId);
    if (host)
      this.emit('invited', {
        tableId: table.id,
        game: table.game,
        from: host.info.name,
        to: seats.map((s) => s.userId),
      });
  }

  invites(user: AccountInfo): Promise<TableInvite[]> {
    return this.store.invitesFor(user.id);
  }

  /**
   * The friends named for a new table, each with the seat kept for them (`open` in order): every
   * name must be a friend's, once. Throws before the table is made.
   */
  async planInvites(
    userId: string,
    names: readonly string[],
    open: readonly number[],
  ): Promise<{ seat: number; userId: string }[]> {
    if (names.length > open.length)
      throw new ServerError(
        'bad-settings',
        `${names.length} friends invited, but the table has ${open.length} free human seats for them`,
      );
    const ids: string[] = [];
    for (const raw of names) {
      const name = raw.trim();
      const row = await this.accounts.users.byKey(nameKey(name));
      if (row?.info.id === userId)
        throw new ServerError('self-friend', 'you sit at your table already: invite others');
      // Unknown, not a friend and blocked all read the same: an invite reaches friends only.
      if (!row) throw new ServerError('not-a-friend', `"${name}" is not among your friends`);
      if (ids.includes(row.info.id)) throw new ServerError('bad-settings', `"${name}" is invited twice`);
      ids.push(row.info.id);
    }
    const friends = await this.store.friendsAmong(userId, ids);
    const stranger = ids.findIndex((id) => !friends.has(id));
    if (stranger >= 0)
      throw new ServerError('not-a-friend', `"${names[stranger]!.trim()}" is not among your friends`);
    return ids.map((id, i) => ({ seat: open[i]!, userId: id }));
  }
}
