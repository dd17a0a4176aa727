/**
 * Random play's fast path (`Choices.playPick`): what `pickAction` picks, carried out at once by
 * the functions `step` hands it to. A window answer (most of random play: pass or a counter)
 * is played without building an action; everything else goes through `pickAction` and `step`.
 */
import { findCounters, firstBreaker, firstNoBid, pickAction } from './legal.ts';
import { step } from './rules.ts';
import { pass, respond } from './stack.ts';
import type { NobidState } from './state.ts';

export function playPick(s: NobidState, seat: number, pick: (count: number) => number): boolean {
  if (s.step === 'window' && (s.passed & (1 << seat)) === 0) {
    // The list `walkWindow` gives: pass, the first No Bid, the first Circuit Breaker.
    findCounters(s, seat);
    const noBid = firstNoBid;
    const breaker = firstBreaker;
    const i = pick(1 + (noBid >= 0 ? 1 : 0) + (breaker >= 0 ? 1 : 0));
    if (i === 0) pass(s, seat, null);
    else respond(s, seat, i === 1 && noBid >= 0 ? noBid : breaker, null);
    return true;
  }
  const action = pickAction(s, seat, pick);
  if (action === null) return false;
  step(s, action, null);
  return true;
}
