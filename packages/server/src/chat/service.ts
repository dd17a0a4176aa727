/**
 * Table chat: a line is checked (schema, the host's spectator setting, the writer's budget and
 * sanctions), stored with the game and sent to those who may read it. Nothing here takes the
 * table's lock or touches the game: a line cannot delay an action, move a window's timing or
 * change a decision id, and it carries no game state.
 */
import {
  CHAT_RATE,
  type ChatChannel,
  type ChatLine,
  ChatReportSchema,
  ChatSendSchema,
  ChatSyncSchema,
} from '@nobid/protocol';
import type { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { ServerError } from '../errors.ts';
import { zodMessage } from '../validate.ts';
import { type ChatAuthors, type ChatWriter, guestAuthors } from './authors.ts';
import { rateLimiter } from './rate-limit.ts';
import {
  getLine,
  insertLine,
  insertReport,
  newChatId,
  type StoredChatLine,
  sanctionOf,
  tableChatLines,
  wireLine,
  withNames,
} from './store.ts';

function parse<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ServerError('bad-message', zodMessage(parsed.error));
  return parsed.data;
}

/** The channels a reader may read: players read the players'; spectators read both. */
const readable = (seat: number | null): ChatChannel[] =>
  seat === null ? ['players', 'spectators'] : ['players'];

export interface ChatService {
  send(writer: ChatWriter, raw: unknown): Promise<ChatLine>;
  sync(reader: ChatWriter, raw: unknown): Promise<ChatLine[]>;
  report(reader: ChatWriter, raw: unknown): Promise<null>;
}

export function chatService(ctx: ServerContext, authors: ChatAuthors = guestAuthors): ChatService {
  const budget = rateLimiter(CHAT_RATE);
  const seatOf = async (who: ChatWriter) => {
    if (who.seat === null) return null;
    const rt = await ctx.runtimes.get(who.tableId);
    return rt.seats.find((s) => s.seat === who.seat) ?? null;
  };
  return {
    async send(writer, raw) {
      const msg = parse(ChatSendSchema, raw);
      const rt = await ctx.runtimes.get(writer.tableId);
      if (writer.seat === null && (rt.table.settings.spectatorChat ?? 'separate') === 'off')
        throw new ServerError('chat-off', 'spectators do not chat at this table (the host turned it off)');
      const seat = await seatOf(writer);
      const author = await authors(writer, seat);
      // A seat's budget is the seat's. A spectator's is its author's at this table (its account,
      // or as a guest its address): a socket's would let a second tab or a reconnect double it.
      const key = writer.seat === null ? `${writer.tableId}:${author}` : `${writer.tableId}:${writer.seat}`;
      if (!budget.take(key, ctx.clock.now()))
        throw new ServerError(
          'rate-limited',
          `too many chat lines: at most ${CHAT_RATE.lines} in ${CHAT_RATE.windowMs / 1000} seconds; this one was not sent`,
        );
      const now = ctx.clock.now();
      const sanction = await sanctionOf(ctx.storage, author, now);
      if (sanction)
        throw new ServerError(
          'chat-muted',
          sanction.kind === 'ban'
            ? 'an admin has banned you from chat'
            : `an admin has muted you in chat until ${new Date(sanction.until ?? now).toISOString()}`,
        );
      const channel: ChatChannel = writer.seat === null ? 'spectators' : 'players';
      const base = {
        id: newChatId(),
        tableId: writer.tableId,
        channel,
        seat: writer.seat,
        // Sent with the name the seat has now; stored without (`withNames`).
        name: seat?.name ?? null,
        at: now,
        version: rt.table.version,
        author,
      };
      const line: StoredChatLine =
        msg.kind === 'phrase'
          ? { ...base, kind: 'phrase', phrase: msg.phrase }
          : { ...base, kind: 'text', text: msg.text };
      await insertLine(ctx.storage, line);
      const wire = wireLine(line);
      if (channel === 'players') ctx.out.toTable(writer.tableId, 'chat', wire);
      else ctx.out.toSpectators(writer.tableId, 'chat', wire);
      return wire;
    },
    async sync(reader, raw) {
      parse(ChatSyncSchema, raw ?? {});
      const lines = await tableChatLines(ctx.storage, reader.tableId, readable(reader.seat), 200);
      const rt = await ctx.runtimes.get(reader.tableId);
      return withNames(lines, rt.seats).map(wireLine);
    },
    async report(reader, raw) {
      const { lineId } = parse(ChatReportSchema, raw);
      const line = await getLine(ctx.storage, lineId);
      if (!line || line.tableId !== reader.tableId || !readable(reader.seat).includes(line.channel))
        throw new ServerError('unknown-line', 'no such chat line at this table');
      const reporter = await authors(reader, await seatOf(reader));
      await insertReport(ctx.storage, lineId, reporter, ctx.clock.now());
      return null;
    },
  };
}
