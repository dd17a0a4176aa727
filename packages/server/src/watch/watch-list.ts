/**
 * The lobby's games to watch: running public tables with their players, game, edition and turn,
 * the most recently active first. It reads what any spectator may see (the game's spectator
 * view gives the turn) and takes no table's lock, so listing never delays a game.
 */
import type { WatchEntry, WatchPlayer } from '@nobid/protocol';
import type { ServerContext } from '../context.ts';
import { tableEdition } from '../editions.ts';

const LISTED = 50;

/** Epoch ms of each table's last logged action. */
async function lastActions(ctx: ServerContext, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.storage.db
    .selectFrom('nb_match_log')
    .select((eb) => ['table_id', eb.fn.max('created_at').as('last')])
    .where('table_id', 'in', [...ids])
    .groupBy('table_id')
    .execute();
  return new Map(rows.map((r) => [r.table_id, Number(r.last)]));
}

function turnOf(view: unknown): number {
  const turn = (view as { turn?: unknown } | null)?.turn;
  return typeof turn === 'number' ? turn : 0;
}

export async function watchList(ctx: ServerContext): Promise<WatchEntry[]> {
  const tables = await ctx.storage.listTables({ status: 'playing', visibility: 'public', limit: LISTED });
  const last = await lastActions(
    ctx,
    tables.map((t) => t.id),
  );
  const entries = await Promise.all(
    tables.map(async (t): Promise<WatchEntry | null> => {
      const rt = await ctx.runtimes.get(t.id).catch(() => null);
      if (!rt || rt.state === null || rt.table.status !== 'playing') return null;
      const players = rt.seats.map(
        (s): WatchPlayer =>
          s.kind === 'bot'
            ? { kind: 'bot', level: s.level ?? 'medium' }
            : { kind: 'human', name: s.name ?? '' },
      );
      return {
        id: t.id,
        game: t.game,
        edition: tableEdition(ctx.games.get(t.game), t.edition),
        players,
        turn: turnOf(rt.game.view(rt.state, 'spectator')),
        spectators: (await ctx.presence.of(t.id)).spectators,
        lastActivity: last.get(t.id) ?? t.createdAt,
      };
    }),
  );
  return entries
    .filter((e): e is WatchEntry => e !== null)
    .sort((a, b) => b.lastActivity - a.lastActivity || a.id.localeCompare(b.id));
}
