/**
 * Random play's fast path (`Choices.playPick`): the action `pickAction` would pick, carried out
 * at once by the functions `step` hands it to, without building it; the same count, the same
 * draw, the same order as `legalActions`.
 */
import type { Seat } from '@nobid/engine';
import { playChoiceAt, playChoices, takeChoiceAt, takeChoices } from './rules.ts';
import { investIn, sellToMarket, takeFromDeck, takeFromMarket } from './step.ts';
import type { StartupsState } from './types.ts';

export function playPick(s: StartupsState, seat: Seat, pick: (count: number) => number): boolean {
  if (seat !== s.active) return false;
  if (s.phase === 'take') {
    const n = takeChoices(s, seat);
    if (n === 0) return false;
    const slot = takeChoiceAt(pick(n));
    if (slot < 0) takeFromDeck(s, seat, null);
    else takeFromMarket(s, seat, slot, null);
    return true;
  }
  if (s.phase !== 'play') return false;
  const n = playChoices(s, seat);
  if (n === 0) return false;
  const choice = playChoiceAt(pick(n));
  if (choice & 1) sellToMarket(s, seat, choice >> 1, null);
  else investIn(s, seat, choice >> 1, null);
  return true;
}
