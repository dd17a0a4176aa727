/** On start: every table in play is rebuilt from its log, and its stored timers run again. */
import type { ServerContext } from './context.ts';
import { markAllAway } from './presence.ts';
import { recomputeTimers } from './timer-actions.ts';

export async function resumeTables(ctx: ServerContext): Promise<number> {
  const ids = await ctx.storage.listPlayingTableIds();
  for (const id of ids) {
    await ctx.lock.run(id, async () => {
      const rt = await ctx.runtimes.get(id);
      await markAllAway(ctx, rt);
      await recomputeTimers(ctx, rt);
    });
  }
  if (ids.length > 0) ctx.log.info({ tables: ids.length }, 'resumed tables in play');
  return ids.length;
}
