/**
 * Runs one table's state changes one at a time. This in-process version chains promises per
 * table; the storage's version check backs it up across processes. A cluster version (issue 7)
 * replaces it with a Postgres row lock or a lease without touching the callers.
 */
export interface TableLock {
  run<T>(tableId: string, task: () => Promise<T>): Promise<T>;
}

export function inProcessLock(): TableLock {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run(tableId, task) {
      const prev = tails.get(tableId) ?? Promise.resolve();
      const next = prev.then(task, task);
      const tail = next.catch(() => undefined);
      tails.set(tableId, tail);
      void tail.then(() => {
        if (tails.get(tableId) === tail) tails.delete(tableId);
      });
      return next;
    },
  };
}
