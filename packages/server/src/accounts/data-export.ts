/**
 * An account's data as one JSON document: the profile, ratings and their history, every game
 * the account holds a seat at, and whatever other features add (`AccountService.addDataSource`;
 * the chat registers its lines there). No password hash, no session or recovery code hash.
 */
import type { AccountInfo } from '@nobid/protocol';
import type { ServerContext } from '../context.ts';
import { gamesOf, ratingsOf } from '../ratings/profile.ts';

export async function accountData(ctx: ServerContext, user: AccountInfo) {
  const db = ctx.storage.db;
  const [{ ratings, history }, games, extra, sessions, codes] = await Promise.all([
    ratingsOf(db, user.id),
    gamesOf(db, user.id),
    ctx.accounts!.extraData(user.id),
    ctx.accounts!.users.sessionCount(user.id),
    ctx.accounts!.users.unusedRecoveryCodes(user.id),
  ]);
  return {
    exportedAt: new Date(ctx.clock.now()).toISOString(),
    profile: { ...user, openSessions: sessions, unusedRecoveryCodes: codes },
    ratings,
    ratingHistory: history,
    games: games.map((g) => ({
      tableId: g.tableId,
      game: g.game,
      seat: g.seat,
      seatName: g.seatName,
      seats: g.seats,
      status: g.status,
      visibility: g.visibility,
      rated: g.rated,
      createdAt: g.createdAt,
      outcome: g.outcome,
    })),
    ...extra,
  };
}
