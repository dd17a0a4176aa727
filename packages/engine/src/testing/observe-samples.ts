import type { Game, SeatAction } from '../game.ts';

/**
 * The same game, except that every determinization it makes is shown to `seen` first: for tests
 * that check what a searching bot samples, without a hook in the search itself.
 */
export function observeSamples<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  seen: ((sample: S) => void) | undefined,
): Game<S, A, V, E, O> {
  if (!seen) return game;
  return {
    ...game,
    determinize(view, observer, rng) {
      const sample = game.determinize(view, observer, rng);
      seen(sample);
      return sample;
    },
  };
}
