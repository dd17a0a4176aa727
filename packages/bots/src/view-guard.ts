import type { Game, Seat, SeatAction, SeatView } from '@nobid/engine';

/** Raised when something that is not a seat's own view is about to reach a bot. */
export class ViewGuardError extends Error {
  override name = 'ViewGuardError';
}

/**
 * Which seat each handed-out view belongs to. Only `seatView` adds to it, so a full state (or a
 * view built by hand, or another seat's view) is never found here. A WeakMap keeps no view alive.
 */
const issued = new WeakMap<object, Seat>();

function deepFreeze(value: unknown): void {
  // Typed arrays cannot be frozen; a game's shared read-only tables (a card table) hold them.
  if (value === null || typeof value !== 'object' || Object.isFrozen(value) || ArrayBuffer.isView(value))
    return;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
}

/**
 * Builds the view of `seat` from the full state, the only way to produce a `SeatView`. The view
 * is deeply frozen: a bot cannot alter it, and a determinization that shared its arrays with
 * the view would fail loudly instead of silently corrupting the next one.
 */
export function seatView<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  state: S,
  seat: Seat,
): SeatView<V> {
  const view = game.view(state, seat);
  if (view === null || typeof view !== 'object')
    throw new ViewGuardError(`${game.name}: a view must be an object to be handed to a bot`);
  deepFreeze(view);
  issued.set(view, seat);
  return view as SeatView<V>;
}

/** Refuses anything that `seatView` did not build for this very seat. */
export function assertSeatView(candidate: unknown, seat: Seat): void {
  if (candidate === null || typeof candidate !== 'object')
    throw new ViewGuardError(`seat ${seat}: a bot must be given its seat's view, got ${typeof candidate}`);
  const owner = issued.get(candidate);
  if (owner === undefined)
    throw new ViewGuardError(
      `seat ${seat}: refusing an object that is not a seat's view (a full state must never reach a bot)`,
    );
  if (owner !== seat) throw new ViewGuardError(`seat ${seat}: refusing the view of seat ${owner}`);
}
