/**
 * A node's copy of a table may be stale (another node changed the table since this one last held
 * its lock): the copy catches up from storage, and if this node runs the table, it runs the
 * table's timers as they now are (or lets the lease go once the game is over). The cluster lock
 * calls it inside the lock, before the task.
 */
import type { TableOwnership } from '../ownership.ts';
import type { Scheduler } from '../scheduler.ts';
import type { RuntimeCache } from '../table/runtime.ts';

export type CatchUp = (tableId: string) => Promise<void>;

export async function catchUp(
  parts: { runtimes: RuntimeCache; scheduler: Scheduler; owner: TableOwnership },
  id: string,
): Promise<void> {
  const { runtimes, scheduler, owner } = parts;
  await runtimes.refresh(id);
  if (!owner.owns(id)) return;
  const rt = await runtimes.get(id);
  if (rt.table.status === 'playing') scheduler.replaceFor(rt.table, rt.timers);
  else {
    scheduler.cancel(id);
    await owner.release(id);
  }
}
