/**
 * Which node runs a table's timers and bot seats. One process owns every table it starts or
 * resumes. A cluster gives each table in play one owner at a time through a lease that expires
 * with its node's heartbeat (`cluster/ownership.ts`), so that when a node dies another one takes
 * its tables over and carries on from the stored deadlines.
 */
export interface TableOwnership {
  /** True when this node runs the table's timers now. */
  owns(tableId: string): boolean;
  /** Takes the table if nobody alive holds it; true when this node owns it afterwards. */
  claim(tableId: string): Promise<boolean>;
  /** The game is over: nobody needs to own it any more. */
  release(tableId: string): Promise<void>;
}

export function soleOwnership(): TableOwnership {
  return {
    owns: () => true,
    claim: async () => true,
    release: async () => {},
  };
}
