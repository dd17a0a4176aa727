/**
 * Chat's own tables (migration 0004): the lines, kept with the game; the reports of lines, for the
 * admins; and the sanctions (mute, ban) an admin gave a writer.
 */
import { randomBytes } from 'node:crypto';
import type {
  ChatChannel,
  ChatLine,
  ChatReportEntry,
  ChatReportStatus,
  ChatSanction,
  QuickPhrase,
} from '@nobid/protocol';
import type { Selectable } from 'kysely';
import type { ChatLinesTable } from '../storage/schema.ts';
import type { Storage } from '../storage/storage.ts';

const num = (v: number | string): number => (typeof v === 'number' ? v : Number(v));

export const newChatId = (): string => randomBytes(9).toString('base64url');

/** A line as stored: what every reader gets, plus where it fell in the game and who wrote it. */
export interface StoredChatLine extends ChatLine {
  /**
   * The match log's length when it was written: a replay shows it after that many actions. It
   * counts hidden actions (passes), so it is never sent to a table still in play.
   */
  readonly version: number;
  /** The writer's identity for sanctions (`authors.ts`); never sent to a client. */
  readonly author: string;
}

function toLine(row: Selectable<ChatLinesTable>): StoredChatLine {
  const base = {
    id: row.id,
    tableId: row.table_id,
    channel: row.channel as ChatChannel,
    seat: row.seat === null ? null : num(row.seat),
    name: row.name,
    at: num(row.at),
    version: num(row.version),
    author: row.author,
  };
  return row.kind === 'phrase'
    ? { ...base, kind: 'phrase', phrase: row.body as QuickPhrase }
    : { ...base, kind: 'text', text: row.body };
}

/** The lines with their writers' names as the seats have them now (spectators: none). */
export function withNames(
  lines: readonly StoredChatLine[],
  seats: readonly { seat: number; name: string | null }[],
): StoredChatLine[] {
  return lines.map((l) => ({
    ...l,
    name: l.seat === null ? null : (seats.find((s) => s.seat === l.seat)?.name ?? null),
  }));
}

/** What a client is sent: the line without its place in the log or its writer's identity. */
export function wireLine(line: StoredChatLine): ChatLine {
  const { version: _version, author: _author, ...wire } = line;
  return wire;
}

export async function insertLine(storage: Storage, line: StoredChatLine): Promise<void> {
  await storage.db
    .insertInto('nb_chat_lines')
    .values({
      id: line.id,
      table_id: line.tableId,
      channel: line.channel,
      seat: line.seat,
      // A line's name is its seat's, read when the line is read: a deleted account's new name
      // replaces the old one in its chat too.
      name: null,
      author: line.author,
      kind: line.kind,
      body: line.kind === 'phrase' ? line.phrase! : line.text!,
      version: line.version,
      at: line.at,
    })
    .execute();
}

/**
 * A table's chat, oldest first: every line of the given channels (default both). The replay
 * viewer reads it through this; `version` places each line among the game's actions. `name`
 * is null as stored: `withNames` gives each line its seat's name.
 */
export async function tableChatLines(
  storage: Storage,
  tableId: string,
  channels: readonly ChatChannel[] = ['players', 'spectators'],
  limit = 2000,
): Promise<StoredChatLine[]> {
  const rows = await storage.db
    .selectFrom('nb_chat_lines')
    .selectAll()
    .where('table_id', '=', tableId)
    .where('channel', 'in', [...channels])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toLine).reverse();
}

/** Every line one writer wrote (an account's data download), oldest first. */
export async function chatLinesByAuthor(storage: Storage, author: string): Promise<StoredChatLine[]> {
  const rows = await storage.db
    .selectFrom('nb_chat_lines')
    .selectAll()
    .where('author', '=', author)
    .orderBy('at', 'asc')
    .execute();
  return rows.map(toLine);
}

export async function getLine(storage: Storage, id: string): Promise<StoredChatLine | null> {
  const row = await storage.db
    .selectFrom('nb_chat_lines')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toLine(row) : null;
}

/** Files a report; a second report of the same line by the same reader changes nothing. */
export async function insertReport(storage: Storage, lineId: string, reporter: string, at: number) {
  await storage.db
    .insertInto('nb_chat_reports')
    .values({ id: newChatId(), line_id: lineId, reporter, at, status: 'open', resolved_at: null })
    .onConflict((oc) => oc.columns(['line_id', 'reporter']).doNothing())
    .execute();
}

export type ReportStatus = ChatReportStatus;

/** The admins' queue: one entry per reported line, with how often it was reported, oldest first. */
export async function reportQueue(
  storage: Storage,
  now: number,
  status: ReportStatus = 'open',
  limit = 100,
): Promise<ChatReportEntry[]> {
  const rows = await storage.db
    .selectFrom('nb_chat_reports as r')
    .innerJoin('nb_chat_lines as l', 'l.id', 'r.line_id')
    .select((eb) => [
      'r.line_id',
      eb.fn.countAll<number | string>().as('reports'),
      eb.fn.min('r.at').as('first_at'),
    ])
    .where('r.status', '=', status)
    .groupBy('r.line_id')
    .orderBy('first_at', 'asc')
    .limit(limit)
    .execute();
  const out: ChatReportEntry[] = [];
  for (const row of rows) {
    const stored = await getLine(storage, row.line_id);
    if (!stored) continue;
    const [line] = withNames([stored], await storage.getSeats(stored.tableId));
    out.push({
      line: wireLine(line!),
      reports: num(row.reports),
      firstReportedAt: num(row.first_at as number | string),
      status,
      sanction: await sanctionOf(storage, stored.author, now),
    });
  }
  return out;
}

/** Closes every open report of a line with what the admin did. */
export async function resolveReports(storage: Storage, lineId: string, status: ReportStatus, at: number) {
  await storage.db
    .updateTable('nb_chat_reports')
    .set({ status, resolved_at: at })
    .where('line_id', '=', lineId)
    .where('status', '=', 'open')
    .execute();
}

export type Sanction = ChatSanction;

/** The writer's sanction in force at `now`, if any. */
export async function sanctionOf(storage: Storage, author: string, now: number): Promise<Sanction | null> {
  const row = await storage.db
    .selectFrom('nb_chat_sanctions')
    .selectAll()
    .where('author', '=', author)
    .executeTakeFirst();
  if (!row) return null;
  const until = row.until === null ? null : num(row.until);
  if (until !== null && until <= now) return null;
  return { kind: row.kind as Sanction['kind'], until };
}

export async function setSanction(storage: Storage, author: string, sanction: Sanction | null, at: number) {
  await storage.db.deleteFrom('nb_chat_sanctions').where('author', '=', author).execute();
  if (sanction)
    await storage.db
      .insertInto('nb_chat_sanctions')
      .values({ author, kind: sanction.kind, until: sanction.until, at })
      .execute();
}
