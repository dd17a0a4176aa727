/**
 * On start (one node): every table in play is rebuilt from its log, and its stored timers run
 * again. A cluster node does the same for each table it takes over from a dead node.
 */
import type { ServerContext } from './context.ts';
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

export async function resumeTables(ctx: ServerContext): Promise<number> {
  const ids = await ctx.storage.listPlayingTableIds();
  for (const id of ids) {
    try {
      await adoptTable(ctx, id);
    } catch (err) {
      // One broken table (say, its game is no longer hosted) must not keep the others down.
      ctx.log.error(
        { table: id, errName: err instanceof Error ? err.name : typeof err },
        'could not resume table',
      );
    }
  }
  if (ids.length > 0) ctx.log.info({ tables: ids.length }, 'resumed tables in play');
  return ids.length;
}
