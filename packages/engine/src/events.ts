import type { GameEvent, Viewer } from './types.ts';

/** The part of one event that a viewer may see, or null when it shows them nothing. */
export function eventFor<E>(event: GameEvent<E>, viewer: Viewer): E | null {
  if (viewer !== 'spectator' && event.private) {
    const own = event.private[viewer];
    if (own !== undefined) return own;
  }
  return event.public;
}

/** The events a viewer may see, in order, with the invisible ones left out. */
export function eventsFor<E>(events: readonly GameEvent<E>[], viewer: Viewer): E[] {
  const out: E[] = [];
  for (const event of events) {
    const seen = eventFor(event, viewer);
    if (seen !== null) out.push(seen);
  }
  return out;
}

/** Collects events during a step. Simulations pass null instead and build none. */
export type EventSink<E> = GameEvent<E>[] | null;
