/**
 * On start (one node): every table in play is rebuilt from its log, and its stored timers run
 * again. A cluster node does the same for each table it takes over from a dead node.
 */
import type { ServerContext } from './context.ts';
import { isPassingOutage } from './errors.ts';
import { markAbsentAway } from './presence.ts';
import { presenceMessage } from './table-info.ts';
import { recomputeTimers } from './timer-actions.ts';

/**
 * This node now runs the table: seats nobody holds count as away from now, and the stored
 * timers (recomputed for the seats as they are) are scheduled here.
 */
export function adoptTable(ctx: ServerContext, id: string): Promise<void> {
  return ctx.lock.run(id, async () => {
    const rt = await ctx.runtimes.get(id);
    const changed = await markAbsentAway(ctx, rt);
    await recomputeTimers(ctx, rt);
    if (changed) ctx.out.toTable(id, 'presence', await presenceMessage(ctx, id, rt.seats));
  });
}

/**
 * Adopts a table, and deals with a failure: a store that cannot be reached or written to right
 * now is tried again (`replanLater`); anything else is the table's own record (a damaged row, a
 * game no longer hosted), and the table is set aside, named in the log, so that it breaks
 * nothing else: the lists leave it out, and its own routes answer that it was set aside.
 */
export async function resumeTable(ctx: ServerContext, id: string): Promise<void> {
  try {
    await adoptTable(ctx, id);
  } catch (err) {
    const errName = err instanceof Error ? err.name : typeof err;
    if (isPassingOutage(err)) {
      ctx.log.warn({ table: id, errName }, 'could not resume table yet: trying again');
      ctx.scheduler.retry(id, () => resumeTable(ctx, id));
      return;
    }
    ctx.runtimes.setAside(id);
    ctx.log.error(
      { table: id, errName },
      `table ${id} set aside: it cannot be resumed from storage (a backup can be restored: nobid restore)`,
    );
  }
}

export async function resumeTables(ctx: ServerContext): Promise<number> {
  // Live tables only: a turn-based table is loaded when an action, a timer or a viewer needs it.
  const ids = await ctx.storage.listPlayingTableIds('live');
  // One broken table must not keep the others down.
  for (const id of ids) await resumeTable(ctx, id);
  if (ids.length > 0) ctx.log.info({ tables: ids.length }, 'resumed tables in play');
  return ids.length;
}
