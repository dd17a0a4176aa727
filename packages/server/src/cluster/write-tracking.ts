/**
 * Notes which tables a node wrote to, so that a lock released after a read-only task (a hello,
 * a lobby read) leaves the table's stamp alone: the other nodes' copies stay good, and the
 * owner is not asked to reschedule anything.
 */
import type { Storage } from '../storage/storage.ts';

export interface WriteTracker {
  readonly storage: Storage;
  /** True if the table was written to since the last call for it (and forgets it). */
  take(tableId: string): boolean;
}

export function trackWrites(inner: Storage): WriteTracker {
  const dirty = new Set<string>();
  const mark =
    <A extends unknown[], R>(fn: (id: string, ...rest: A) => Promise<R>) =>
    (id: string, ...rest: A): Promise<R> => {
      dirty.add(id);
      return fn(id, ...rest);
    };
  const storage: Storage = {
    ...inner,
    createTable: (table, seats) => {
      dirty.add(table.id);
      return inner.createTable(table, seats);
    },
    claimSeat: mark(inner.claimSeat),
    updateSeat: mark(inner.updateSeat),
    startTable: mark(inner.startTable),
    appendAction: mark(inner.appendAction),
    replaceTimers: mark(inner.replaceTimers),
    setRematch: mark(inner.setRematch),
  };
  return {
    storage,
    take(id) {
      return dirty.delete(id);
    },
  };
}
