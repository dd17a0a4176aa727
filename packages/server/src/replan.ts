import type { ServerContext } from './context.ts';
import { isPassingOutage } from './errors.ts';

/**
 * A timer's or a bot's action that could not be written (a full disk, a store out of reach) is
 * not lost: the table's stored timers, which the failed write left as they were, run again
 * after a backoff, or at once when writes go through again (`WriteHealth`). While writes still
 * fail, a retry only probes them, so that no bot decides again for nothing.
 */
export function replanLater(ctx: ServerContext, tableId: string): void {
  ctx.scheduler.retry(tableId, () => replan(ctx, tableId));
}

async function replan(ctx: ServerContext, tableId: string): Promise<void> {
  try {
    if (ctx.writes.failure) await ctx.storage.probeWrite();
    await ctx.lock.run(tableId, async () => {
      const rt = await ctx.runtimes.get(tableId);
      if (rt.table.status === 'playing') ctx.scheduler.replaceFor(rt.table, rt.timers);
    });
  } catch (err) {
    if (isPassingOutage(err)) return replanLater(ctx, tableId);
    const errName = err instanceof Error ? err.name : typeof err;
    ctx.log.error({ table: tableId, errName }, 'could not plan the table again after a failed write');
  }
}
