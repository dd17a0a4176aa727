/**
 * A friend's request and invitation reach the other account even when it is not on the site
 * (issue 31): each `FriendService` event becomes a notice through `@nobid/notify`, by that
 * account's choices (email, push, the daily digest, or nothing). A notice names the friend (an
 * account name, public on the Friends page) and the game; it says nothing of any table's play.
 */
import type { Notifier } from '@nobid/notify';
import { gameTitle } from '../game-titles.ts';
import type { FriendService } from './service.ts';

export function followFriendNotices(friends: FriendService, notifier: Notifier): void {
  friends.on('asked', ({ to, from }) => {
    void notifier.friendRequest({ account: { id: to }, from });
  });
  friends.on('invited', ({ tableId, game, from, to }) => {
    for (const id of to)
      void notifier.invited({
        account: { id },
        table: { id: tableId, name: from },
        game: gameTitle(game),
        from,
      });
  });
}
