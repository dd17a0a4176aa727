/** Presence for service tests without sockets: the seats a test says are connected. */
import type { PresenceDirectory } from '../../src/presence-directory.ts';

export interface SettablePresence extends PresenceDirectory {
  /** From now on, these seats (and spectators) are connected. */
  set(seats: readonly number[], spectators?: number): void;
}

export function settablePresence(seats: readonly number[], spectators = 0): SettablePresence {
  let connected = { seats: new Set(seats), spectators };
  return {
    joined: async () => {},
    left: async () => {},
    of: async () => ({ seats: new Set(connected.seats), spectators: connected.spectators }),
    set(next, n = 0) {
      connected = { seats: new Set(next), spectators: n };
    },
  };
}
