/**
 * A rated table's result updates its humans' ratings: openskill's Plackett–Luce model (its
 * default), one rating per game, `ordinal` (mu − 3·sigma, from 0 for a newcomer's 25 − 3·8.33)
 * as the number shown. Runs once per table, whichever node ends the game: the table's row in
 * `nb_rated_tables` is written in the same transaction as the ratings.
 */
import { ordinal, rate, rating } from 'openskill';
import type { ServerContext } from '../context.ts';
import type { SeatRecord, TableRecord } from '../storage/storage.ts';
import { isRated, seatAccounts } from './eligibility.ts';
import { type RankedSeat, rankHumans } from './ranking.ts';

export interface RatingChange {
  readonly seat: number;
  readonly userId: string;
  readonly rank: number;
  readonly before: number;
  readonly after: number;
}

/**
 * After a game ends (`followTables` in server.ts): rates it if it was a rated table. Never throws: a failure is
 * logged and the game's end stands (the ratings can be recomputed from the stored games).
 */
export async function rateFinishedTable(
  ctx: ServerContext,
  table: TableRecord,
  seats: readonly SeatRecord[],
): Promise<RatingChange[]> {
  if (!isRated(table) || !table.outcome || !ctx.accounts) return [];
  try {
    const accounts = await seatAccounts(ctx, seats);
    const ranked = rankHumans(table.outcome, seats, accounts);
    if (ranked.length < 2 || new Set(ranked.map((r) => r.userId)).size !== ranked.length) {
      ctx.log.warn(
        { table: table.id, humans: ranked.length },
        'rated table not rated: too few accounts left',
      );
      return [];
    }
    const changes = await writeRatings(ctx, table, ranked);
    ctx.log.info({ table: table.id, game: table.game, players: ranked.length }, 'table rated');
    return changes;
  } catch (err) {
    ctx.log.error(
      { table: table.id, errName: err instanceof Error ? err.name : typeof err },
      'rating failed',
    );
    return [];
  }
}

async function writeRatings(
  ctx: ServerContext,
  table: TableRecord,
  ranked: RankedSeat[],
): Promise<RatingChange[]> {
  const now = ctx.clock.now();
  const postgres = ctx.storage.dialect === 'postgres';
  return ctx.storage.db.transaction().execute(async (trx) => {
    const first = await trx
      .insertInto('nb_rated_tables')
      .values({ table_id: table.id, game: table.game, rated_at: now })
      .onConflict((oc) => oc.column('table_id').doNothing())
      .executeTakeFirst();
    if (Number(first.numInsertedOrUpdatedRows ?? 0) !== 1) return [];
    const fresh = rating();
    await trx
      .insertInto('nb_ratings')
      .values(
        ranked.map((r) => ({
          user_id: r.userId,
          game: table.game,
          mu: fresh.mu,
          sigma: fresh.sigma,
          ordinal: ordinal(fresh),
          games: 0,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'game']).doNothing())
      .execute();
    let q = trx
      .selectFrom('nb_ratings')
      .selectAll()
      .where('game', '=', table.game)
      .where(
        'user_id',
        'in',
        ranked.map((r) => r.userId),
      );
    // Two tables ending at once must not both start from the same old rating.
    if (postgres) q = q.forUpdate();
    const rows = new Map((await q.execute()).map((r) => [r.user_id, r]));
    const before = ranked.map((r) => {
      const row = rows.get(r.userId)!;
      return { mu: Number(row.mu), sigma: Number(row.sigma), games: Number(row.games) };
    });
    const after = rate(
      before.map((b) => [{ mu: b.mu, sigma: b.sigma }]),
      { rank: ranked.map((r) => r.rank) },
    );
    const changes: RatingChange[] = [];
    for (const [i, r] of ranked.entries()) {
      const next = after[i]![0]!;
      const shown = ordinal(next);
      await trx
        .updateTable('nb_ratings')
        .set({ mu: next.mu, sigma: next.sigma, ordinal: shown, games: before[i]!.games + 1, updated_at: now })
        .where('user_id', '=', r.userId)
        .where('game', '=', table.game)
        .execute();
      await trx
        .insertInto('nb_rating_history')
        .values({
          table_id: table.id,
          user_id: r.userId,
          game: table.game,
          mu: next.mu,
          sigma: next.sigma,
          ordinal: shown,
          rank: r.rank,
          players: ranked.length,
          created_at: now,
        })
        .execute();
      changes.push({
        seat: r.seat,
        userId: r.userId,
        rank: r.rank,
        before: ordinal(before[i]!),
        after: shown,
      });
    }
    return changes;
  });
}
