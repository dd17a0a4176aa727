/**
 * Stopgap: per-card facts for games whose rules do not (yet) implement the engine's optional
 * `cardFacts` hook. The right home for each reader is the game's own `defineGame` call
 * (`cardFacts: nobidCardFacts`); once a game has it, its line here is dead and should go.
 */
import type { AnyGame, CardFact, GameEvent } from '@nobid/engine';
import { kindOf, type NobidEvent } from '@nobid/nobid';

export function nobidCardFacts(event: GameEvent<NobidEvent>): readonly CardFact[] {
  const e = event.public;
  if (!e) return [];
  if (e.type === 'play')
    return [{ fact: 'played', seat: e.seat, card: kindOf(e.card), response: e.response }];
  if (e.type === 'cancelled') return [{ fact: 'cancelled', seat: e.seat, card: kindOf(e.card) }];
  return [];
}

const FALLBACKS: Readonly<Record<string, AnyGame['cardFacts']>> = { nobid: nobidCardFacts };

/** The game itself when it describes its cards, else the game with the stopgap reader attached. */
export function withCardFacts(name: string, game: AnyGame): AnyGame {
  const fallback = FALLBACKS[name];
  return game.cardFacts || !fallback ? game : { ...game, cardFacts: fallback };
}
