/**
 * Which tables may be rated. The host asks for it at creation (`settings.rated`); the table must
 * play the game's default edition (a variant's numbers would not be comparable) and seat at least
 * two humans (bots are never rated, and one human has nobody to be ranked against). It starts
 * only when every human seat belongs to an account, each to a different one: otherwise the start
 * is refused with `not-rated`, naming the guest seats, and the table stays waiting (a guest who
 * signs up on that browser brings the seat along, and then it can start).
 */
import type { AnyGame } from '@nobid/engine';
import type { TableSettings } from '@nobid/protocol';
import type { ServerContext } from '../context.ts';
import { defaultEdition, type EditionIdentity } from '../editions.ts';
import { ServerError } from '../errors.ts';
import type { SeatRecord, TableRecord } from '../storage/storage.ts';

export const isRated = (table: Pick<TableRecord, 'settings'>): boolean => table.settings.rated === true;

/** At creation: refuses a rated table that could never be rated. */
export function checkRatedSettings(
  ctx: ServerContext,
  game: AnyGame,
  settings: TableSettings,
  edition: EditionIdentity | null,
): void {
  if (settings.rated !== true) return;
  if (!ctx.accounts)
    throw new ServerError('bad-settings', 'this server keeps no accounts, so no table is rated');
  const standard = defaultEdition(game);
  if (standard && edition?.hash !== standard.hash)
    throw new ServerError(
      'bad-settings',
      `a rated table plays the default edition (${standard.name} ${standard.version}); choose it or play unrated`,
    );
  if (settings.seats.filter((s) => s.kind === 'human').length < 2)
    throw new ServerError(
      'bad-settings',
      'a rated table needs at least two human seats (bots are not rated)',
    );
}

/** The account of each human seat, by seat number; seats of no account are missing. */
export async function seatAccounts(
  ctx: ServerContext,
  seats: readonly SeatRecord[],
): Promise<Map<number, string>> {
  const humans = seats.filter((s) => s.kind === 'human' && s.tokenHash !== null);
  const owners =
    (await ctx.accounts?.seatOwners(humans.map((s) => s.tokenHash!))) ?? new Map<string, string>();
  const out = new Map<number, string>();
  for (const s of humans) {
    const owner = owners.get(s.tokenHash!);
    if (owner) out.set(s.seat, owner);
  }
  return out;
}

/** Before a rated table starts (lobby.ts): every human seat an account's, no account twice. */
export async function checkRatedStart(ctx: ServerContext, table: TableRecord, seats: readonly SeatRecord[]) {
  if (!isRated(table)) return;
  const accounts = await seatAccounts(ctx, seats);
  const guests = seats.filter((s) => s.kind === 'human' && !accounts.has(s.seat)).map((s) => s.seat + 1);
  if (guests.length > 0)
    throw new ServerError(
      'not-rated',
      `this table is rated: every player needs an account, and seat${guests.length > 1 ? 's' : ''} ${guests.join(', ')} ${guests.length > 1 ? 'are' : 'is'} played by a guest (signing up on that browser brings the seat along)`,
    );
  if (new Set(accounts.values()).size !== accounts.size)
    throw new ServerError('not-rated', 'this table is rated: one account may hold only one of its seats');
}
