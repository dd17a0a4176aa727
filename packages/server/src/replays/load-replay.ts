/**
 * Answers a replay request from storage: the table, its seats and its match log are read (a
 * finished table never changes, so no lock is needed), the requester's seats are worked out and
 * checked, and the log is replayed for the chosen viewer.
 */
import type { SeatAction, Viewer } from '@nobid/engine';
import type { ApiError, ReplayResponse, ReplayShareResponse } from '@nobid/protocol';
import type { ServerContext } from '../context.ts';
import { loadOptions } from '../editions.ts';
import { ServerError } from '../errors.ts';
import type { SeatRecord, TableRecord } from '../storage/storage.ts';
import { tableInfo } from '../table-info.ts';
import { isShareOf, maySeeReplay, seatsHeldByTokens, shareIdOf } from './access.ts';
import { replayPath } from './paths.ts';
import type { ReplayCache } from './replay-cache.ts';
import { stepOfVersion, viewerReplay } from './viewer-replay.ts';

/** The one answer for a replay that does not exist and for one the requester may not see. */
export const NO_REPLAY: ApiError = { code: 'unknown-table', message: 'no such replay' };
const noReplay = () => new ServerError(NO_REPLAY.code, NO_REPLAY.message);

/**
 * Where a replay finds the table's chat (the chat feature plugs in here): the lines `viewer` may
 * read, each with the match log length when it was said.
 */
export interface ReplayChatSource {
  linesFor(
    tableId: string,
    viewer: Viewer,
  ): Promise<readonly { readonly version: number; readonly line: unknown }[]>;
}

export interface ReplayHooks {
  readonly chat?: ReplayChatSource;
  /**
   * More seats the requester holds beyond its seat tokens (an account linked to seats): the
   * accounts feature plugs in here.
   */
  readonly heldSeats?: (
    table: TableRecord,
    seats: readonly SeatRecord[],
    request: unknown,
  ) => Promise<Iterable<number>>;
}

export interface ReplayQuery {
  readonly tableId: string;
  /** undefined: the first seat held, else the spectator. */
  readonly viewer: Viewer | undefined;
  readonly tokens: readonly string[];
  readonly share: string | undefined;
  /** The raw request, for `ReplayHooks.heldSeats`. */
  readonly request: unknown;
}

async function heldSeatsOf(
  hooks: ReplayHooks,
  table: TableRecord,
  seats: readonly SeatRecord[],
  query: Pick<ReplayQuery, 'tokens' | 'request'>,
): Promise<Set<number>> {
  const held = seatsHeldByTokens(seats, query.tokens);
  if (hooks.heldSeats) for (const s of await hooks.heldSeats(table, seats, query.request)) held.add(s);
  return held;
}

export async function loadReplay(
  ctx: ServerContext,
  hooks: ReplayHooks,
  cache: ReplayCache,
  query: ReplayQuery,
): Promise<ReplayResponse> {
  const table = await ctx.storage.getTable(query.tableId);
  if (!table) throw noReplay();
  const seats = await ctx.storage.getSeats(table.id);
  const held = await heldSeatsOf(hooks, table, seats, query);
  if (!maySeeReplay(table, { heldSeats: held, shared: isShareOf(table, query.share) })) throw noReplay();
  const game = ctx.games.get(table.game);
  if (!game) throw noReplay();
  const heldSeats = [...held].sort((a, b) => a - b);
  const viewer: Viewer = query.viewer ?? heldSeats[0] ?? 'spectator';
  // Another seat's view would show its hand: only the seats the requester held.
  if (viewer !== 'spectator' && !held.has(viewer))
    throw new ServerError(
      'bad-token',
      `you did not hold seat ${viewer} at this table; choose a seat you held or the spectator`,
    );
  const built = await cache.get(`${table.id}|${viewer}`, async () => {
    const log = (await ctx.storage.readLog(table.id)) as SeatAction[];
    const options = loadOptions(game, table);
    const record = { game: game.name, seats: table.seats, seed: table.seed, options, log };
    return viewerReplay(game, record, viewer);
  });
  const lines = hooks.chat ? await hooks.chat.linesFor(table.id, viewer) : [];
  return {
    table: await tableInfo(ctx, table, seats),
    seat: viewer === 'spectator' ? null : viewer,
    heldSeats,
    steps: built.steps,
    reveal: built.reveal,
    outcome: table.outcome,
    chat: lines.map((l) => ({ step: stepOfVersion(built.versions, l.version), line: l.line })),
  };
}

/** A player of a finished table gets its share link; anyone else the same 404 as for no table. */
export async function shareReplay(
  ctx: ServerContext,
  hooks: ReplayHooks,
  query: Pick<ReplayQuery, 'tableId' | 'tokens' | 'request'>,
): Promise<ReplayShareResponse> {
  const table = await ctx.storage.getTable(query.tableId);
  if (table?.status !== 'over') throw noReplay();
  const seats = await ctx.storage.getSeats(table.id);
  if ((await heldSeatsOf(hooks, table, seats, query)).size === 0) throw noReplay();
  const shareId = shareIdOf(table);
  return { shareId, path: replayPath(table.id, shareId) };
}
