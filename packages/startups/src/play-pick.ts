/**
 * Random play's fast path (`Choices.playPick`): the action `pickAction` would pick, carried out
 * at once by the functions `step` hands it to, without building it; the same count, the same
 * draw, the same order as `legalActions`.
 */
import type { Seat } from '@nobid/engine';
import { COMPANY_COUNT } from './companies.ts';
import { canTakeDeck, marketSlots, takeableSlots } from './rules.ts';
import { investIn, sellToMarket, takeFromDeck, takeFromMarket } from './step.ts';
import type { StartupsState } from './types.ts';

export function playPick(s: StartupsState, seat: Seat, pick: (count: number) => number): boolean {
  if (seat !== s.active) return false;
  if (s.phase === 'take') {
    const deck = canTakeDeck(s, seat) ? 1 : 0;
    const n = deck + marketSlots(s, seat);
    if (n === 0) return false;
    const i = pick(n);
    if (i < deck) takeFromDeck(s, seat, null);
    else takeFromMarket(s, seat, takeableSlots[i - deck]!, null);
    return true;
  }
  if (s.phase !== 'play') return false;
  // Per card held: invest it, then (unless just taken from the market) sell it to the market.
  const hands = s.hands;
  const base = seat * COMPANY_COUNT;
  const took = s.tookFromMarket;
  let n = 0;
  for (let c = 0; c < COMPANY_COUNT; c++) if (hands[base + c]! > 0) n += c === took ? 1 : 2;
  if (n === 0) return false;
  let i = pick(n);
  for (let c = 0; c < COMPANY_COUNT; c++) {
    if (hands[base + c]! === 0) continue;
    if (i === 0) {
      investIn(s, seat, c, null);
      return true;
    }
    i--;
    if (c === took) continue;
    if (i === 0) {
      sellToMarket(s, seat, c, null);
      return true;
    }
    i--;
  }
  throw new RangeError(`pick answered an index outside [0, ${n})`);
}
