/** On start: every table in play is rebuilt from its log, and its stored timers run again. */
import type { ServerContext } from './context.ts';
import { markAllAway } from './presence.ts';
import { recomputeTimers } from './timer-actions.ts';

export async function resumeTables(ctx: ServerContext): Promise<number> {
  const ids = await ctx.storage.listPlayingTableIds();
  for (const id of ids) {
    try {
      await ctx.lock.run(id, async () => {
        const rt = await ctx.runtimes.get(id);
        await markAllAway(ctx, rt);
        await recomputeTimers(ctx, rt);
      });
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
