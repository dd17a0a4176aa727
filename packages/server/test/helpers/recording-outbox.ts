/** An Outbox that records what each viewer would have been sent. */
import type { Outbox } from '../../src/context.ts';

export interface Sent {
  readonly to: number | 'spectator' | 'table';
  readonly event: string;
  readonly msg: unknown;
  readonly at: number;
}

export function recordingOutbox(connected: number[], now: () => number, spectators = 0) {
  const sent: Sent[] = [];
  const outbox: Outbox = {
    toSeat: (_id, seat, event, msg) => void sent.push({ to: seat, event, msg, at: now() }),
    toSpectators: (_id, event, msg) => void sent.push({ to: 'spectator', event, msg, at: now() }),
    toTable: (_id, event, msg) => void sent.push({ to: 'table', event, msg, at: now() }),
    // Whole views, as to a client that takes no patches.
    toViewer: (_id, viewer, msg) => void sent.push({ to: viewer, event: 'view', msg, at: now() }),
    connectedSeats: () => new Set(connected),
    dropSpectators: () => undefined,
    spectators: () => spectators,
    audience: () => ({ seats: [...connected], spectators: spectators > 0 }),
  };
  return { outbox, sent };
}
