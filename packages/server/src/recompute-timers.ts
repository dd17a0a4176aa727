/** Re-plans a table's timers (and a turn-based table's clocks) when its seats change, not its game. */
import type { ServerContext } from './context.ts';
import type { ClockChange } from './storage/storage.ts';
import { planWithClocks } from './table/clocked-plan.ts';
import type { TableRuntime } from './table/runtime.ts';
import { isWatched } from './watchers.ts';

/**
 * Recomputes a table's timers after its seats changed (presence, auto-pass, a bot taking a seat
 * or giving it back), keeping due times; on a turn-based table its clocks too (a seat a bot now
 * plays stops its clock), with `extra` clock events (a takeover, a take-back) in the same write.
 * False when nothing was written (the table moved on meanwhile: its copy here is dropped).
 */
export async function recomputeTimers(
  ctx: ServerContext,
  rt: TableRuntime,
  extra: ClockChange | null = null,
): Promise<boolean> {
  if (rt.table.status !== 'playing') return false;
  const plan = planWithClocks({
    table: rt.table,
    seats: rt.seats,
    game: rt.game,
    state: rt.state,
    previous: rt.timers,
    actor: null,
    now: ctx.clock.now(),
    timing: ctx.timing,
    random: ctx.random,
    watched: await isWatched(ctx.presence, rt.table.id, rt.seats),
    clocks: extra?.clocks ?? rt.clocks,
    version: rt.table.version,
    mover: null,
  });
  const timers = plan.timers;
  const clocks = plan.clocks && {
    clocks: plan.clocks.clocks,
    events: [...(extra?.events ?? []), ...plan.clocks.events],
  };
  const written = clocks
    ? await ctx.storage.writeClocks(rt.table.id, rt.table.version, clocks, timers)
    : await ctx.storage.replaceTimers(rt.table.id, rt.table.version, timers);
  if (!written) {
    ctx.runtimes.evict(rt.table.id);
    return false;
  }
  rt.timers = timers;
  if (clocks) rt.clocks = [...clocks.clocks];
  ctx.scheduler.replaceFor(rt.table, timers);
  return true;
}
