/**
 * The public facts of an open reaction window (engine `WindowFacts`), which standing orders read,
 * and a seat's counter to it.
 *
 * The facts are computed from the spectator's view alone: a world is sampled from it with a fixed
 * seed (`determinize`), every seat passes there, and the stack resolves (any decision on the way
 * taking its safe default). What changes in that world is the answer. So the facts are a function
 * of public information by construction: nothing in a hand, the deck or the RNG can move them.
 * Where a card's effect does hang on a hidden card (none does today for Books: draws and discards
 * change hands only), the sample stands in for it, the same sample for every seat.
 */
import type { WindowFacts } from '@nobid/engine';
import { rngFromSeed } from '@nobid/engine';
import { kindOf, T_NO_BID } from './card-table.ts';
import { determinize } from './determinize.ts';
import { legalActions } from './legal.ts';
import { decisions, defaultAction, step } from './rules.ts';
import { type NobidState, TGT_CARD, TGT_SEAT } from './state.ts';
import type { NobidAction } from './types.ts';
import { buildView } from './view.ts';

/** A resolution that needs more steps than this is cut short (none comes near it). */
const MAX_STEPS = 200;

/** The seat whose Book holds `card`, or -1. */
function ownerOf(s: NobidState, card: number): number {
  for (let p = 0; p < s.seats; p++) if (s.books[p]!.includes(card)) return p;
  return -1;
}

function sameBook(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((c, i) => c === b[i]);
}

export function windowFacts(state: NobidState): WindowFacts | null {
  if (state.step !== 'window' || state.stack.length === 0) return null;
  // Public information only: the spectator's view, and a world sampled from it with a fixed seed.
  const world = determinize(buildView(state, 'spectator'), 0, rngFromSeed('window-facts'));
  const card = kindOf(world.cards, world.stack[0]!);
  // The bottom card resolves when the top card's index is even (ruling 1).
  if (((world.stack.length - 1) & 1) !== 0) return { card, targets: [], winner: null };
  const named = new Set<number>();
  const kind = world.stackTargetKind[0]!;
  if (kind === TGT_SEAT) named.add(world.stackTarget[0]!);
  else if (kind === TGT_CARD) {
    const owner = ownerOf(world, world.stackTarget[0]!);
    if (owner >= 0) named.add(owner);
  }
  const before = world.books.map((b) => b.slice());
  const window = world.window;
  for (let p = 0; p < world.seats; p++) step(world, { seat: p, type: 'pass' }, null);
  // The card resolves; decisions on the way (Stop Loss, Stop Out, discards) take their default.
  for (let i = 0; i < MAX_STEPS && world.outcome === null && world.stack.length > 0; i++) {
    if (world.step === 'window' && world.window !== window) break;
    const next = decisions(world)[0];
    if (!next) break;
    step(world, defaultAction(world, next.seat), null);
  }
  for (let p = 0; p < world.seats; p++) if (!sameBook(before[p]!, world.books[p]!)) named.add(p);
  const outcome = world.outcome as NobidState['outcome'];
  return {
    card,
    targets: [...named].sort((a, b) => a - b),
    winner: outcome?.kind === 'win' ? outcome.winner : null,
  };
}

/** The seat's counter to the open window: its first No Bid, else its first Circuit Breaker; null: none. */
export function counterAction(state: NobidState, seat: number): NobidAction | null {
  const answers = legalActions(state, seat).filter((a) => a.type === 'respond');
  const noBid = answers.find((a) => a.type === 'respond' && state.cards.typeOf[a.card] === T_NO_BID);
  return noBid ?? answers[0] ?? null;
}
