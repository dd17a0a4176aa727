/**
 * A player's public page (rating, its history, games played, wins by player count, the list of
 * games) and a game's leaderboard. A private table's id is its key, so a profile lists private
 * games only to the player themself; counts include them.
 */
import type {
  Leaderboard,
  PlayedGame,
  PlayerProfile,
  RatingInfo,
  RatingPoint,
  TableRatingChange,
  TableRatingsResponse,
  WireOutcome,
} from '@nobid/protocol';
import type { Kysely } from 'kysely';
import { ordinal, rating } from 'openskill';
import { nameKey } from '../accounts/credentials.ts';
import { ServerError } from '../errors.ts';
import type { Database } from '../storage/schema.ts';

const num = (v: number | string): number => (typeof v === 'number' ? v : Number(v));
const NOT_FOUND = 'no such player';
const GAME_LIST_LIMIT = 200;
const FRESH_ORDINAL = ordinal(rating());

export interface OwnedGame extends PlayedGame {
  readonly visibility: string;
  readonly seatName: string | null;
  readonly outcome: WireOutcome | null;
}

/** Every seat the account holds, newest table first. */
export async function gamesOf(db: Kysely<Database>, userId: string): Promise<OwnedGame[]> {
  const rows = await db
    .selectFrom('nb_seat_owners')
    .innerJoin('nb_seats', 'nb_seats.token_hash', 'nb_seat_owners.token_hash')
    .innerJoin('nb_tables', 'nb_tables.id', 'nb_seats.table_id')
    .select([
      'nb_tables.id as id',
      'nb_tables.game as game',
      'nb_tables.seats as seats',
      'nb_tables.created_at as created_at',
      'nb_tables.status as status',
      'nb_tables.outcome as outcome',
      'nb_tables.visibility as visibility',
      'nb_tables.settings as settings',
      'nb_seats.seat as seat',
      'nb_seats.name as seat_name',
    ])
    .where('nb_seat_owners.user_id', '=', userId)
    .orderBy('nb_tables.created_at', 'desc')
    .execute();
  return rows.map((r) => {
    const outcome = r.outcome === null ? null : (JSON.parse(r.outcome) as WireOutcome);
    const settings = JSON.parse(r.settings) as { rated?: boolean };
    return {
      tableId: r.id,
      game: r.game,
      seats: num(r.seats),
      seat: num(r.seat),
      createdAt: num(r.created_at),
      status: r.status as PlayedGame['status'],
      won: outcome?.kind === 'win' && outcome.winner === num(r.seat),
      rated: settings.rated === true,
      visibility: r.visibility,
      seatName: r.seat_name,
      outcome,
    };
  });
}

export async function ratingsOf(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('nb_ratings')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('game')
    .execute();
  const ratings: RatingInfo[] = rows.map((r) => ({
    game: r.game,
    mu: Number(r.mu),
    sigma: Number(r.sigma),
    ordinal: Number(r.ordinal),
    games: num(r.games),
  }));
  const points = await db
    .selectFrom('nb_rating_history')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const history: Record<string, RatingPoint[]> = {};
  for (const p of points) {
    const point: RatingPoint = {
      tableId: p.table_id,
      at: num(p.created_at),
      ordinal: Number(p.ordinal),
      rank: num(p.rank),
      players: num(p.players),
    };
    const points = history[p.game] ?? [];
    history[p.game] = points;
    points.push(point);
  }
  return { ratings, history };
}

export async function playerProfile(
  db: Kysely<Database>,
  name: string,
  viewerId: string | null,
): Promise<PlayerProfile> {
  const user = await db
    .selectFrom('nb_users')
    .select(['id', 'name', 'created_at'])
    .where('name_key', '=', nameKey(name))
    .executeTakeFirst();
  if (!user) throw new ServerError('not-found', NOT_FOUND);
  const self = viewerId === user.id;
  const [{ ratings, history }, games] = await Promise.all([ratingsOf(db, user.id), gamesOf(db, user.id)]);
  const finished = games.filter((g) => g.status === 'over');
  const winsByPlayers: Record<string, Record<string, { played: number; won: number }>> = {};
  for (const g of finished) {
    const perGame = winsByPlayers[g.game] ?? {};
    winsByPlayers[g.game] = perGame;
    const cell = perGame[String(g.seats)] ?? { played: 0, won: 0 };
    perGame[String(g.seats)] = cell;
    cell.played++;
    if (g.won) cell.won++;
  }
  return {
    name: user.name,
    createdAt: num(user.created_at),
    ratings,
    history,
    gamesPlayed: finished.length,
    winsByPlayers,
    games: games
      .filter((g) => self || g.visibility === 'public')
      .slice(0, GAME_LIST_LIMIT)
      .map(({ visibility: _v, seatName: _n, outcome: _o, ...g }) => g),
  };
}

export async function leaderboard(db: Kysely<Database>, game: string, limit = 100): Promise<Leaderboard> {
  const rows = await db
    .selectFrom('nb_ratings')
    .innerJoin('nb_users', 'nb_users.id', 'nb_ratings.user_id')
    .select(['nb_users.name as name', 'mu', 'sigma', 'ordinal', 'games'])
    .where('game', '=', game)
    .orderBy('ordinal', 'desc')
    .orderBy('games', 'desc')
    .limit(limit)
    .execute();
  return {
    game,
    entries: rows.map((r, i) => ({
      rank: i + 1,
      name: r.name,
      ordinal: Number(r.ordinal),
      mu: Number(r.mu),
      sigma: Number(r.sigma),
      games: num(r.games),
    })),
  };
}

/** Each seat's rating change at a rated table (for the results panel), from the history rows. */
export async function tableRatings(
  db: Kysely<Database>,
  tableId: string,
  seats: number,
): Promise<TableRatingsResponse> {
  const rows = await db
    .selectFrom('nb_rating_history')
    .innerJoin('nb_seat_owners', 'nb_seat_owners.user_id', 'nb_rating_history.user_id')
    .innerJoin('nb_seats', (join) =>
      join
        .onRef('nb_seats.token_hash', '=', 'nb_seat_owners.token_hash')
        .onRef('nb_seats.table_id', '=', 'nb_rating_history.table_id'),
    )
    .select([
      'nb_seats.seat as seat',
      'nb_rating_history.user_id as user_id',
      'nb_rating_history.game as game',
      'nb_rating_history.ordinal as ordinal',
      'nb_rating_history.created_at as created_at',
    ])
    .where('nb_rating_history.table_id', '=', tableId)
    .execute();
  const changes: (TableRatingChange | null)[] = Array.from({ length: seats }, () => null);
  for (const r of rows) {
    // The rating before is the one the game before left (or a newcomer's).
    const previous = await db
      .selectFrom('nb_rating_history')
      .select('ordinal')
      .where('user_id', '=', r.user_id)
      .where('game', '=', r.game)
      .where('created_at', '<', r.created_at)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const before = previous ? Number(previous.ordinal) : FRESH_ORDINAL;
    const after = Number(r.ordinal);
    const seat = num(r.seat);
    if (seat >= 0 && seat < seats) changes[seat] = { before, after, delta: after - before };
  }
  return { rated: rows.length > 0, changes };
}
