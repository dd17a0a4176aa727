/** The lobby: create a table, take a seat, start, rematch, and list open tables. */

import {
  type CreateTableRequest,
  CreateTableRequestSchema,
  type CreateTableResponse,
  DEFAULT_ORDERS,
  DEFAULT_SPEED,
  DEFAULT_WINDOW_DEADLINE_SECONDS,
  JoinRequestSchema,
  type JoinResponse,
  type RematchResponse,
  type TableInfo,
  type TableSettings,
} from '@nobid/protocol';
import { broadcastAll } from './broadcast.ts';
import type { ServerContext } from './context.ts';
import { listedOptions, type PinnedOptions, pinOptions } from './editions.ts';
import { ServerError } from './errors.ts';
import { friendsOf, keptSeats } from './friends/invites.ts';
import { hashToken, newSeatToken, newSeed, newTableId } from './ids.ts';
import { checkRatedSettings, checkRatedStart } from './ratings/eligibility.ts';
import type { SeatRecord, TableRecord } from './storage/storage.ts';
import { planWithClocks } from './table/clocked-plan.ts';
import type { TableRuntime } from './table/runtime.ts';
import { startingClocks } from './table/seat-clocks.ts';
import { isTurnBased, speedOf } from './table/turn-based-settings.ts';
import { ViewerCursors } from './table/viewer-cursors.ts';
import { presenceMessage, tableInfo } from './table-info.ts';
import { checkTurnBasedSettings, requireAccountFor } from './turn-based/settings-check.ts';
import { zodMessage } from './validate.ts';
import { maySpectate } from './watch/live-access.ts';
import { isWatched } from './watchers.ts';

export function seatByToken(seats: readonly SeatRecord[], token: string): number {
  const hash = hashToken(token);
  const seat = seats.find((s) => s.tokenHash === hash);
  if (!seat) throw new ServerError('bad-token', 'this seat token does not belong to a seat at this table');
  return seat.seat;
}

/** The game's checks of a new table's settings; its options come back pinned to their edition. */
function checkSettings(ctx: ServerContext, settings: TableSettings): PinnedOptions {
  const game = ctx.games.get(settings.game);
  if (!game) {
    const known = ctx.games
      .list()
      .map((g) => g.name)
      .join(', ');
    throw new ServerError('unknown-game', `unknown game "${settings.game}"; this server hosts: ${known}`);
  }
  const n = settings.seats.length;
  if (n < game.minSeats || n > game.maxSeats)
    throw new ServerError(
      'bad-settings',
      `${game.name} is played by ${game.minSeats} to ${game.maxSeats} seats, not ${n}`,
    );
  return pinOptions(game, settings.options);
}

async function insertTable(
  ctx: ServerContext,
  settings: TableSettings,
  pinned: Pick<TableRecord, 'options' | 'edition'>,
  seats: (id: string) => SeatRecord[],
): Promise<TableRecord> {
  const id = newTableId();
  const table: TableRecord = {
    id,
    game: settings.game,
    settings,
    options: pinned.options,
    edition: pinned.edition,
    status: 'waiting',
    seed: newSeed(),
    seats: settings.seats.length,
    createdAt: ctx.clock.now(),
    version: 0,
    outcome: null,
    rematchId: null,
  };
  await ctx.storage.createTable(table, seats(id));
  return table;
}

/** waiting -> playing. Must run inside the table's lock. */
async function beginGame(ctx: ServerContext, rt: TableRuntime): Promise<void> {
  const id = rt.table.id;
  const now = ctx.clock.now();
  // A seated player with no socket open yet counts as away from the start (and gets a grace period).
  const connected = (await ctx.presence.of(id)).seats;
  for (const s of rt.seats) {
    if (s.kind === 'human' && !connected.has(s.seat) && s.awaySince === null) {
      await ctx.storage.updateSeat(id, s.seat, { awaySince: now });
    }
  }
  rt.seats = rt.seats.map((s) =>
    s.kind === 'human' && !connected.has(s.seat) && s.awaySince === null ? { ...s, awaySince: now } : s,
  );
  const state = rt.game.setup(rt.table.seats, rt.options, rt.table.seed);
  const table = { ...rt.table, status: 'playing' as const };
  const profile = speedOf(table.settings);
  const plan = planWithClocks({
    table,
    seats: rt.seats,
    game: rt.game,
    state,
    previous: [],
    actor: null,
    now,
    timing: ctx.timing,
    random: ctx.random,
    watched: await isWatched(ctx.presence, id, rt.seats),
    clocks: profile ? startingClocks(profile, table.seats) : null,
    version: 0,
    mover: null,
  });
  const timers = plan.timers;
  if (!(await ctx.storage.startTable(id, timers, plan.clocks ?? undefined))) {
    ctx.runtimes.evict(id);
    throw new ServerError('already-started', 'the game has already started');
  }
  rt.table = table;
  rt.state = state;
  rt.timers = timers;
  rt.cursors = ViewerCursors.start(table.seats, table.seed);
  rt.clocks = plan.clocks ? [...plan.clocks.clocks] : null;
  // The node that starts a game runs its timers and bots (until it dies and another takes over).
  // A turn-based table has no owner: its timers are claimed from storage when due (`due-timers.ts`).
  if (!isTurnBased(table.settings)) await ctx.owner.claim(id);
  ctx.scheduler.replaceFor(table, timers);
  ctx.log.info({ table: id, game: rt.game.name, seats: rt.table.seats }, 'game started');
  // Whoever watched the private table's waiting room without a seat sees none of its game: they
  // are told it started (the table's public record, which they already had), then let go, so
  // that their page can say why it shows nothing more.
  ctx.out.toTable(id, 'table', await tableInfo(ctx, rt.table, rt.seats));
  if (!maySpectate(table)) ctx.out.dropSpectators(id);
  broadcastAll(ctx.out, ctx.clock, rt);
}

/** Who asks: a signed-in account or a guest (turn-based tables take accounts only). */
export interface Requester {
  readonly signedIn: boolean;
  /** The signed-in account: its invites and kept seats (`friends/`). */
  readonly userId?: string | null;
}

export async function createTable(
  ctx: ServerContext,
  raw: unknown,
  who: Requester = { signedIn: false },
): Promise<CreateTableResponse> {
  const parsed = CreateTableRequestSchema.safeParse(raw);
  if (!parsed.success) throw new ServerError('bad-settings', zodMessage(parsed.error));
  const req = parsed.data;
  checkTurnBasedSettings(req.settings);
  requireAccountFor(req.settings, who.signedIn);
  const pinned = checkSettings(ctx, req.settings);
  // A game with editions reports the options it plays, pinned; any other keeps them as sent.
  const chosen = pinned.edition ? { ...req.settings, options: pinned.stored } : req.settings;
  // A turn-based table stores its speed and window deadline, defaults included: pinned like its edition.
  const settings: TableSettings = isTurnBased(chosen)
    ? {
        ...chosen,
        speed: chosen.speed ?? DEFAULT_SPEED,
        windowDeadlineSeconds: chosen.windowDeadlineSeconds ?? DEFAULT_WINDOW_DEADLINE_SECONDS,
      }
    : chosen;
  checkRatedSettings(ctx, ctx.games.get(settings.game)!, settings, pinned.edition);
  const token = req.name ? newSeatToken() : null;
  const firstHuman = req.settings.seats.findIndex((s) => s.kind === 'human');
  if (req.name && firstHuman < 0) throw new ServerError('bad-settings', 'there is no human seat to take');
  const invites = await planInvites(ctx, req, settings, who, token ? firstHuman : -1);
  const table = await insertTable(ctx, settings, { options: pinned.stored, edition: pinned.edition }, (id) =>
    req.settings.seats.map((s, seat) => ({
      tableId: id,
      seat,
      kind: s.kind,
      level: s.kind === 'bot' ? s.level : null,
      name: token && seat === firstHuman ? req.name! : null,
      tokenHash: token && seat === firstHuman ? hashToken(token) : null,
      awaySince: null,
      autoplay: false,
      orders: DEFAULT_ORDERS,
    })),
  );
  if (invites.length > 0) await friendsOf(ctx)!.keepSeats(table, who.userId!, invites);
  ctx.log.info(
    { table: table.id, game: table.game, seats: table.seats, edition: table.edition?.hash.slice(0, 12) },
    'table created',
  );
  if (firstHuman < 0) {
    // Nobody to press start: a bots-only table starts at once, for watching.
    await ctx.lock.run(table.id, async () => beginGame(ctx, await ctx.runtimes.get(table.id)));
  }
  const info = await readTable(ctx, table.id);
  return token ? { table: info, seat: firstHuman, seatToken: token } : { table: info };
}

/** The seats a new table keeps for the friends it invites: the free human seats, in order. */
async function planInvites(
  ctx: ServerContext,
  req: { readonly invite?: readonly string[] | undefined },
  settings: TableSettings,
  who: Requester,
  creatorSeat: number,
): Promise<{ seat: number; userId: string }[]> {
  if (!req.invite || req.invite.length === 0) return [];
  if (!isTurnBased(settings))
    throw new ServerError(
      'bad-settings',
      'invites keep seats at turn-based tables (kind: "turn-based"); share a live table by its link',
    );
  const friends = friendsOf(ctx);
  if (!friends || !who.userId) throw new ServerError('not-signed-in', 'sign in to invite your friends');
  const open = settings.seats.flatMap((s, seat) =>
    s.kind === 'human' && seat !== creatorSeat ? [seat] : [],
  );
  return friends.planInvites(who.userId, req.invite, open);
}

export async function joinTable(
  ctx: ServerContext,
  tableId: string,
  raw: unknown,
  who: Requester = { signedIn: false },
): Promise<JoinResponse> {
  const parsed = JoinRequestSchema.safeParse(raw);
  if (!parsed.success) throw new ServerError('bad-message', zodMessage(parsed.error));
  const { name, seat: wanted } = parsed.data;
  return ctx.lock.run(tableId, async () => {
    const rt = await ctx.runtimes.get(tableId);
    if (rt.table.status !== 'waiting')
      throw new ServerError('already-started', 'the game has already started');
    requireAccountFor(rt.table.settings, who.signedIn);
    // Seats kept for invited friends are theirs alone; the account's own kept seat comes first.
    const kept = await keptSeats(ctx, rt.table, rt.seats);
    const mine = kept.find((k) => k.userId === who.userId);
    const keptForOthers = new Set(kept.filter((k) => k !== mine).map((k) => k.seat));
    const free = rt.seats
      .filter((s) => s.kind === 'human' && s.tokenHash === null && !keptForOthers.has(s.seat))
      .map((s) => s.seat);
    if (wanted !== undefined && !rt.seats.some((s) => s.seat === wanted && s.kind === 'human'))
      throw new ServerError('bad-message', `seat ${wanted} is not a human seat at this table`);
    if (wanted !== undefined && keptForOthers.has(wanted))
      throw new ServerError('seat-reserved', `seat ${wanted} is kept for an invited player`);
    if (free.length === 0)
      throw new ServerError(
        'table-full',
        keptForOthers.size > 0
          ? 'every free seat at this table is kept for an invited player'
          : 'every seat at this table is taken',
      );
    const seat = wanted ?? mine?.seat ?? free[0]!;
    const token = newSeatToken();
    if (!(await ctx.storage.claimSeat(tableId, seat, name, hashToken(token)))) {
      ctx.runtimes.evict(tableId);
      throw new ServerError('seat-taken', `seat ${seat} is already taken`);
    }
    rt.seats = rt.seats.map((s) => (s.seat === seat ? { ...s, name, tokenHash: hashToken(token) } : s));
    // Seated: the invite is answered (a kept seat it did not take is free again).
    if (mine) await friendsOf(ctx)!.store.dropInvite(tableId, mine.userId);
    const info = await tableInfo(ctx, rt.table, rt.seats);
    ctx.out.toTable(tableId, 'table', info);
    ctx.out.toTable(tableId, 'presence', await presenceMessage(ctx, tableId, rt.seats));
    return { seat, seatToken: token, table: info };
  });
}

export async function startTable(ctx: ServerContext, tableId: string, seatToken: string): Promise<TableInfo> {
  return ctx.lock.run(tableId, async () => {
    const rt = await ctx.runtimes.get(tableId);
    seatByToken(rt.seats, seatToken);
    if (rt.table.status !== 'waiting')
      throw new ServerError('already-started', 'the game has already started');
    const open = rt.seats.filter((s) => s.kind === 'human' && s.tokenHash === null).map((s) => s.seat);
    if (open.length > 0) throw new ServerError('seats-not-filled', `seats ${open.join(', ')} are still free`);
    await checkRatedStart(ctx, rt.table, rt.seats);
    await beginGame(ctx, rt);
    return tableInfo(ctx, rt.table, rt.seats);
  });
}

/** A new table with the same settings and seats; every player keeps their seat token. Idempotent. */
export async function rematch(
  ctx: ServerContext,
  tableId: string,
  seatToken: string,
): Promise<RematchResponse> {
  return ctx.lock.run(tableId, async () => {
    const rt = await ctx.runtimes.get(tableId);
    seatByToken(rt.seats, seatToken);
    if (rt.table.status !== 'over')
      throw new ServerError('not-over', 'a rematch can start once the game is over');
    if (rt.table.rematchId) return { tableId: rt.table.rematchId };
    // The same pinned options and edition: a rematch plays what the table played.
    const created = await insertTable(ctx, rt.table.settings, rt.table, (id) =>
      // Standing orders stand: a rematch seat answers windows as it did.
      rt.seats.map((s) => ({ ...s, tableId: id, awaySince: null, autoplay: false })),
    );
    const winner = await ctx.storage.setRematch(tableId, created.id);
    rt.table = { ...rt.table, rematchId: winner };
    if (winner === created.id) {
      await ctx.lock.run(created.id, async () => beginGame(ctx, await ctx.runtimes.get(created.id)));
    }
    ctx.out.toTable(tableId, 'rematch', { fromTableId: tableId, tableId: winner });
    return { tableId: winner };
  });
}

/** The table as it stands: read under its lock, so that in a cluster no stale copy answers. */
function readTable(ctx: ServerContext, tableId: string): Promise<TableInfo> {
  return ctx.lock.run(tableId, async () => {
    const rt = await ctx.runtimes.get(tableId);
    return tableInfo(ctx, rt.table, rt.seats);
  });
}

/**
 * `GET /api/tables/:id`, for anyone with the table's link, without the table's lock: under it,
 * the answer would wait while an action is applied, so how long it took would say when one was,
 * a hidden pass included. The table is loaded as for play (one that cannot be is refused as
 * before), and what is said of it is read from storage, the truth on every node: this node's copy
 * may be behind another node's latest action, which only the lock would make it catch up with.
 */
export async function getTableInfo(ctx: ServerContext, tableId: string): Promise<TableInfo> {
  await ctx.runtimes.get(tableId);
  const [table, seats] = await Promise.all([ctx.storage.getTable(tableId), ctx.storage.getSeats(tableId)]);
  if (!table) throw new ServerError('unknown-table', 'no such table');
  return tableInfo(ctx, table, seats);
}

/** How many open tables the lobby lists, and how many of the newest it chooses them from. */
const LISTED = 50;
const CANDIDATES = 100;

/**
 * Open public tables, those with a player at them now first (someone is waiting in the room),
 * then the newest: a flood of new empty tables cannot push a table somebody sits at out of the
 * list (and the REST limits keep the flood small).
 */
export async function listOpenTables(ctx: ServerContext): Promise<TableInfo[]> {
  const tables = await ctx.storage.listTables({ status: 'waiting', visibility: 'public', limit: CANDIDATES });
  const infos = await Promise.all(
    tables.map(async (t) => {
      const info = await tableInfo(ctx, t, await ctx.storage.getSeats(t.id));
      const options = listedOptions(info.settings.options, info.edition);
      return options === info.settings.options ? info : { ...info, settings: { ...info.settings, options } };
    }),
  );
  const occupied = (info: TableInfo) => info.seats.some((s) => s.kind === 'human' && s.connected);
  return [...infos.filter(occupied), ...infos.filter((i) => !occupied(i))].slice(0, LISTED);
}

export type { CreateTableRequest };
