/** Every Redis key and channel the cluster uses, under one prefix (a test run uses its own). */
export interface ClusterKeys {
  readonly prefix: string;
  /** The table's mutex (see `redis-lock.ts`). */
  lock(tableId: string): string;
  /** Who changed the table last (`node:seq`): a node whose copy is older reloads it. */
  stamp(tableId: string): string;
  /** The node that runs the table's timers and bots. */
  owner(tableId: string): string;
  /** A node's heartbeat; it expires when the node stops beating. */
  alive(nodeId: string): string;
  /** Every node that has joined (and not yet been cleaned up after). */
  readonly nodes: string;
  /** Who is connected to a table: `node|seat` (or `node|s` for spectators) -> socket count. */
  presence(tableId: string): string;
  /** The tables a node has sockets at: what to clean up when it dies. */
  nodeTables(nodeId: string): string;
  /** Set by the one node that cleans up after a dead node. */
  reap(nodeId: string): string;
  /** "tableId nodeId" after every change: the table's owner reschedules its timers. */
  readonly changes: string;
  /** The socket.io adapter's channel prefix. */
  readonly adapter: string;
}

export function clusterKeys(prefix: string): ClusterKeys {
  return {
    prefix,
    lock: (id) => `${prefix}lock:${id}`,
    stamp: (id) => `${prefix}stamp:${id}`,
    owner: (id) => `${prefix}owner:${id}`,
    alive: (node) => `${prefix}alive:${node}`,
    nodes: `${prefix}nodes`,
    presence: (id) => `${prefix}presence:${id}`,
    nodeTables: (node) => `${prefix}node-tables:${node}`,
    reap: (node) => `${prefix}reap:${node}`,
    changes: `${prefix}changes`,
    adapter: `${prefix}socket.io`,
  };
}
