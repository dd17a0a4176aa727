/**
 * The server's way into the live table (`table/live-tables.ts`): an action goes in, timed and
 * counted, and every part that follows the table's changes (`server.ts`, `followTables`) has
 * followed it before this returns.
 */
import type { SeatAction } from '@nobid/engine';
import type { ServerContext } from './context.ts';
import type { ActionOrigin } from './table/live-tables.ts';

export type { ActionOrigin };

/** Must run inside `ctx.lock` for the table. Returns the new version. */
export async function applyLocked(
  ctx: ServerContext,
  tableId: string,
  action: SeatAction,
  origin: ActionOrigin,
): Promise<number> {
  const measured = ctx.metrics.actionSeconds.startTimer({ by: origin.by });
  const change = await ctx.tables.applyLocked(tableId, action, origin);
  measured();
  ctx.metrics.actions.inc({ by: origin.by });
  return change.version;
}

export function applyAction(
  ctx: ServerContext,
  tableId: string,
  action: SeatAction,
  origin: ActionOrigin,
): Promise<number> {
  return ctx.lock.run(tableId, () => applyLocked(ctx, tableId, action, origin));
}
