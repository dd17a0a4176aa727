/**
 * The lobby's games to watch: running public tables with their players, game, edition and turn,
 * the most recently active first. It reads what any spectator may see (the game's spectator
 * view gives the turn) and takes no table's lock, so listing never delays a game.
 *
 * "Active" is what a spectator saw: `lastActivity` is the time of the latest logged action that
 * sent the spectators something (their cursor moved, `table/viewer-cursors.ts`), not of the latest
 * logged action. A pass in a reaction window is logged but sends the others nothing until the
 * window closes; were it to move this time (or the list's order), anyone polling the list would
 * see each pass land, and so, from the bots' drawn delays, who passed and whether a human could
 * still counter. The window's close is the time that stands for the passes: the action that
 * closes it moves the spectators' cursor. This follows the log and the game's rules alone, so
 * every node (and every restart) gives a table the same time.
 *
 * An idle table is left out: one whose last public action is 10 minutes old, or whose every human
 * seat has been away that long (`idle-tables.ts`).
 */
import type { WatchEntry, WatchPlayer } from '@nobid/protocol';
import type { ServerContext } from '../context.ts';
import { tableEdition } from '../editions.ts';
import type { TableRuntime } from '../table/runtime.ts';
import { listed } from './idle-tables.ts';

const LISTED = 50;

/** The logged action each table's spectators last saw: its table and its index in the log. */
interface SeenAction {
  readonly tableId: string;
  readonly idx: number;
}

/** Epoch ms of each of those actions, by table. */
async function timesOf(ctx: ServerContext, seen: readonly SeenAction[]): Promise<Map<string, number>> {
  if (seen.length === 0) return new Map();
  const rows = await ctx.storage.db
    .selectFrom('nb_match_log')
    .select(['table_id', 'created_at'])
    .where((eb) => eb.or(seen.map((s) => eb.and([eb('table_id', '=', s.tableId), eb('idx', '=', s.idx)]))))
    .execute();
  return new Map(rows.map((r) => [r.table_id, Number(r.created_at)]));
}

function turnOf(view: unknown): number {
  const turn = (view as { turn?: unknown } | null)?.turn;
  return typeof turn === 'number' ? turn : 0;
}

export async function watchList(ctx: ServerContext): Promise<WatchEntry[]> {
  const tables = await ctx.storage.listTables({ status: 'playing', visibility: 'public', limit: LISTED });
  const running = (await Promise.all(tables.map((t) => ctx.runtimes.get(t.id).catch(() => null)))).filter(
    (rt): rt is TableRuntime => !!rt && rt.state !== null && rt.table.status === 'playing',
  );
  const seen: SeenAction[] = [];
  for (const rt of running) {
    const length = rt.cursors?.lastMovedAt('spectator') ?? 0;
    if (length > 0) seen.push({ tableId: rt.table.id, idx: length - 1 });
  }
  const times = await timesOf(ctx, seen);
  const now = ctx.clock.now();
  // Nothing seen since the start: the table's own time, as before its first action.
  const lastSeen = (rt: TableRuntime) => times.get(rt.table.id) ?? rt.table.createdAt;
  const live = running.filter((rt) => listed(rt.table.settings, rt.seats, lastSeen(rt), now));
  const entries = await Promise.all(
    live.map(async (rt): Promise<WatchEntry> => {
      const t = rt.table;
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
        lastActivity: lastSeen(rt),
      };
    }),
  );
  return entries.sort((a, b) => b.lastActivity - a.lastActivity || a.id.localeCompare(b.id));
}
