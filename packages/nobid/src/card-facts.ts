/** Per-card facts for the simulator's report (engine `cardFacts`): which card was played or cancelled. */
import type { CardFact, GameEvent } from '@nobid/engine';
import { kindOf } from './card-table.ts';
import type { NobidState } from './state.ts';
import type { NobidEvent } from './types.ts';

export function nobidCardFacts(event: GameEvent<NobidEvent>, state: NobidState): readonly CardFact[] {
  const e = event.public;
  if (!e) return [];
  if (e.type === 'play')
    return [{ fact: 'played', seat: e.seat, card: kindOf(state.cards, e.card), response: e.response }];
  if (e.type === 'cancelled') return [{ fact: 'cancelled', seat: e.seat, card: kindOf(state.cards, e.card) }];
  return [];
}
