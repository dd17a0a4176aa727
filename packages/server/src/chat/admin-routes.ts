/**
 * The admins' chat report queue: the reported lines, oldest first, and what an admin does about
 * one (dismiss it, mute its writer for some hours, ban them from chat, or lift a sanction).
 * Admin only (`nobid admin grant NAME`); anyone else is answered `not-signed-in` or `forbidden`.
 */
import {
  CHAT_REPORT_STATUSES,
  ChatLineIdSchema,
  ChatModerateSchema,
  type ChatReportsResponse,
} from '@nobid/protocol';
import type { FastifyInstance } from 'fastify';
import { answer, parseBody, requireAdmin } from '../accounts/requests.ts';
import type { ServerContext } from '../context.ts';
import { ServerError } from '../errors.ts';
import { getLine, type ReportStatus, reportQueue, resolveReports, setSanction } from './store.ts';

const HOUR = 3600_000;

export function registerChatAdmin(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/admin/chat/reports', (req, reply) =>
    answer(reply, async (): Promise<ChatReportsResponse> => {
      await requireAdmin(ctx, req);
      const asked = (req.query as { status?: unknown } | undefined)?.status ?? 'open';
      if (!CHAT_REPORT_STATUSES.includes(asked as ReportStatus))
        throw new ServerError('bad-message', `status is one of ${CHAT_REPORT_STATUSES.join(', ')}`);
      return { reports: await reportQueue(ctx.storage, ctx.clock.now(), asked as ReportStatus) };
    }),
  );
  app.post('/api/admin/chat/reports/:lineId', (req, reply) =>
    answer(reply, async (): Promise<ChatReportsResponse> => {
      await requireAdmin(ctx, req);
      const id = ChatLineIdSchema.safeParse((req.params as { lineId?: unknown }).lineId);
      const line = id.success ? await getLine(ctx.storage, id.data) : null;
      if (!line) throw new ServerError('unknown-line', 'no such chat line');
      const { action, hours } = parseBody(ChatModerateSchema, req.body);
      const now = ctx.clock.now();
      if (action === 'mute')
        await setSanction(ctx.storage, line.author, { kind: 'mute', until: now + hours * HOUR }, now);
      else if (action === 'ban')
        await setSanction(ctx.storage, line.author, { kind: 'ban', until: null }, now);
      else if (action === 'lift') await setSanction(ctx.storage, line.author, null, now);
      const status: Record<typeof action, ReportStatus | null> = {
        dismiss: 'dismissed',
        mute: 'muted',
        ban: 'banned',
        lift: null,
      };
      const closed = status[action];
      if (closed) await resolveReports(ctx.storage, line.id, closed, now);
      ctx.log.info({ line: line.id, table: line.tableId, action }, 'chat report handled');
      return { reports: await reportQueue(ctx.storage, now) };
    }),
  );
}
