/**
 * Random play's fast path (`Choices.playPick`): what `pickAction` picks, carried out at once by
 * the functions `step` hands it to. A window answer (most of random play: pass or a counter)
 * is played without building an action, and so are the turn's plays and discards.
 */
import { discardOne } from './flow.ts';
import { C_DISCARD, C_PLAY, findCounters, firstBreaker, firstNoBid, found, walkLegal } from './legal.ts';
import { bitCount, step } from './rules.ts';
import { pass, playCard, respond } from './stack.ts';
import { allPassedMask, type NobidState } from './state.ts';

export function playPick(s: NobidState, seat: number, pick: (count: number) => number): boolean {
  if (s.step === 'window' && (s.passed & (1 << seat)) === 0) {
    answer(s, seat, pick);
    return true;
  }
  const n = walkLegal(s, seat);
  if (n === 0) return false;
  const i = pick(n);
  // A play and a discard are handed to the functions `step` hands them to, with the same
  // arguments; the rare rest is built and stepped.
  switch (found.code(i)) {
    case C_PLAY:
      playCard(s, seat, found.card[i]!, found.targetKind(i), found.targetValue(i), null);
      return true;
    case C_DISCARD:
      discardOne(s, seat, found.card[i]!, null);
      return true;
    default:
      step(s, found.build(s, seat, i), null);
      return true;
  }
}

/** The list `walkWindow` gives, picked from: pass, the first No Bid, the first Circuit Breaker. */
function answer(s: NobidState, seat: number, pick: (count: number) => number): void {
  findCounters(s, seat);
  const noBid = firstNoBid;
  const breaker = firstBreaker;
  const i = pick(1 + (noBid >= 0 ? 1 : 0) + (breaker >= 0 ? 1 : 0));
  if (i === 0) pass(s, seat, null);
  else respond(s, seat, i === 1 && noBid >= 0 ? noBid : breaker, null);
}

/** By seat mask (at most 8 seats): how many seats it holds, and (mask << 3 | k) its k-th seat. */
const OPEN_COUNT = new Uint8Array(256);
const OPEN_SEAT = new Uint8Array(256 * 8);
for (let mask = 0; mask < 256; mask++) {
  OPEN_COUNT[mask] = bitCount(mask);
  for (let seat = 0, k = 0; seat < 8; seat++)
    if ((mask & (1 << seat)) !== 0) OPEN_SEAT[(mask << 3) | k++] = seat;
}

/**
 * `Choices.playRandom`: the decider as `deciderAt` picks it, then `playPick` for that seat, in
 * one call (one look at the step instead of three). False when the game is over.
 */
export function playRandom(s: NobidState, pick: (count: number) => number): boolean {
  let seat: number;
  switch (s.step) {
    case 'window': {
      // The picked one among the seats that have not passed, lowest seat first (`deciderAt`).
      const open = allPassedMask(s.seats) & ~s.passed;
      answer(s, OPEN_SEAT[(open << 3) | pick(OPEN_COUNT[open]!)]!, pick);
      return true;
    }
    case 'over':
      return false;
    case 'act':
      seat = s.active;
      break;
    default:
      seat = s.pendSeat;
  }
  pick(1);
  if (!playPick(s, seat, pick)) throw new Error(`nobid: seat ${seat} must decide but has no legal action`);
  return true;
}
