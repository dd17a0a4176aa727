import type { ToyView } from '@nobid/engine/testing';
import type { ViewUpdate } from '@nobid/protocol';

/** A toy-game ("Fifteen") player that sees only its own view: play the highest card, else draw, else pass. */
export function toyChoice(update: ViewUpdate): { action: Record<string, unknown> } {
  const view = update.view as ToyView;
  const hand = view.hand ?? [];
  if (hand.length > 0) return { action: { type: 'play', card: Math.max(...hand) } };
  if (view.deckSize > 0) return { action: { type: 'draw' } };
  return { action: { type: 'pass' } };
}

/** A slow player, for games that must last: draws up to three cards, then plays its lowest. */
export function slowToyChoice(update: ViewUpdate): { action: Record<string, unknown> } {
  const view = update.view as ToyView;
  const hand = view.hand ?? [];
  if (hand.length < 3 && view.deckSize > 0) return { action: { type: 'draw' } };
  if (hand.length > 0) return { action: { type: 'play', card: Math.min(...hand) } };
  return { action: { type: 'pass' } };
}
