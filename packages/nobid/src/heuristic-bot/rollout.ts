/**
 * Playout policies for ISMCTS on No Bid (the hard bot), on a sampled full state. Uniformly
 * random play is a poor model of a No Bid player: it throws counters at every card and draws
 * as often as it builds, so random games run for ~80 turns and say little about the move being
 * searched. These policies keep some randomness but play like a person most of the time: a
 * share of decisions follows the heuristic bot's rules; the rest mostly pass in reaction
 * windows and mostly play a card rather than draw. A playout may also stop after a few turns
 * and score the table from the Book counts.
 */
import { nextFloat, nextInt, type Outcome, type Rng } from '@nobid/engine';
import { T_NO_BID } from '../card-table.ts';
import { nobidGame } from '../game.ts';
import { firstBreaker, firstNoBid, walkLegal } from '../legal.ts';
import { playPick } from '../play-pick.ts';
import { bookCount, type NobidState } from '../state.ts';
import type { CardId, NobidAction } from '../types.ts';
import {
  ANSWER_BREAKER,
  ANSWER_NO_BID,
  chooseActFound,
  chooseDiscardFound,
  countersIn,
  DEFAULT_WEIGHTS,
  responseTo,
  type StackBottom,
} from './choose.ts';

export interface RolloutPolicy {
  /**
   * Chance that a decision is made by the heuristic bot's rules (on the sample) rather than
   * by the cheap random policy below; 0 is the plain random-ish playout.
   */
  readonly heuristic: number;
  /**
   * Stop after this many more turns and score the table instead (see `countRewards`); 0 plays
   * to the end of the game.
   */
  readonly turns: number;
  /** How sharply a Book lead turns into a winning chance in that score. */
  readonly sharpness: number;
  /** Chance of passing in a reaction window when a counter could be played. */
  readonly pass: number;
  /** Chance of playing a card (any, at random) rather than drawing, when one can be played. */
  readonly play: number;
  /** Every decision uniformly at random among the legal actions (the easy level's own play). */
  readonly uniform?: boolean;
}

/** One policy for every seat, or one per seat (an opponent model per seat: see `opponents.ts`). */
export type SeatPolicies = RolloutPolicy | readonly RolloutPolicy[];

const policyOf = (policies: SeatPolicies, seat: number): RolloutPolicy =>
  Array.isArray(policies)
    ? ((policies as readonly RolloutPolicy[])[seat] ?? DEFAULT_ROLLOUT)
    : (policies as RolloutPolicy);

export const DEFAULT_ROLLOUT: RolloutPolicy = {
  heuristic: 0,
  pass: 0.9,
  play: 0.9,
  turns: 0,
  sharpness: 0.8,
};

/**
 * Each seat's chance of winning, guessed from the Book counts alone: a softmax, so a seat two
 * counts ahead of another is e^(2 * sharpness) times likelier to win.
 */
export function countRewards(s: NobidState, sharpness: number): number[] {
  const weights = s.books.map((b) => Math.exp(sharpness * bookCount(s.cards, b)));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/**
 * The light stand-in for the deciding seat's view that the heuristic's rules read in a playout
 * (the public table; the hand is read from the state): one per rollout or policy, refilled
 * before each heuristic decision that needs the counts, so a decision allocates nothing.
 */
interface PlayoutTable {
  cards: NobidState['cards'];
  seats: number;
  counts: number[];
  books: readonly (readonly CardId[])[];
  openingsSize: number;
}

// Its cards are set before every read: an empty table has none to give.
const newTable = (): PlayoutTable => ({
  cards: undefined as unknown as NobidState['cards'],
  seats: 0,
  counts: [],
  books: [],
  openingsSize: 0,
});

/** Every Book's count, in a plain loop (this runs for every heuristic decision of a playout). */
function fillTable(table: PlayoutTable, s: NobidState): PlayoutTable {
  table.cards = s.cards;
  table.seats = s.seats;
  table.books = s.books;
  table.openingsSize = s.openings.length;
  const counts = table.counts;
  if (counts.length !== s.seats) counts.length = s.seats;
  for (let p = 0; p < s.seats; p++) counts[p] = bookCount(s.cards, s.books[p]!);
  return table;
}

/** The stack's bottom for `responseTo`, refilled per window answer. */
const bottom: StackBottom = { seat: 0, card: 0, kind: 0, target: 0, resolves: false };

/**
 * The index, in the legal-action buffer just walked for `seat` (`found`), of the heuristic
 * bot's choice on this sampled state: the same choice as its rules on the seat's view and the
 * list the buffer builds, since they read only the public table and the seat's own hand.
 */
function heuristicIndex(s: NobidState, seat: number, table: PlayoutTable, rng: Rng): number {
  switch (s.step) {
    case 'act':
      return chooseActFound(fillTable(table, s), s.active, seat, DEFAULT_WEIGHTS, rng);
    case 'window':
      return windowAnswer(s, seat, table);
    case 'discard':
      return chooseDiscardFound(fillTable(table, s), s.active, seat);
    default:
      return 0;
  }
}

/**
 * `chooseResponse` on the state. The answers are listed as `walkWindow` lists them: the pass,
 * then the first No Bid and the first Circuit Breaker in hand, which `findCounters` (run by
 * the walk or by `playPick`) has just found.
 */
function windowAnswer(s: NobidState, seat: number, table: PlayoutTable): number {
  const noBid = firstNoBid >= 0 ? 1 : -1;
  const breaker = firstBreaker >= 0 ? (noBid < 0 ? 1 : 2) : -1;
  // Most answers: nothing to counter with, or nothing to counter.
  if ((noBid < 0 && breaker < 0) || s.stack.length === 0) return 0;
  const typeOf = s.cards.typeOf;
  bottom.seat = s.stackSeat[0]!;
  bottom.card = s.stack[0]!;
  bottom.kind = s.stackTargetKind[0]!;
  bottom.target = s.stackTarget[0]!;
  // `bottomResolves`: each effective No Bid from the top flips the card beneath it.
  let effective = true;
  for (let i = s.stack.length - 1; i > 0; i--) effective = !(effective && typeOf[s.stack[i]!] === T_NO_BID);
  bottom.resolves = effective;
  const held = countersIn(typeOf, s.hands[seat]!);
  const answer = responseTo(
    fillTable(table, s),
    s.active,
    seat,
    bottom,
    held,
    noBid >= 0,
    breaker >= 0,
    DEFAULT_WEIGHTS,
  );
  return answer === ANSWER_BREAKER ? breaker : answer === ANSWER_NO_BID ? noBid : 0;
}

/**
 * The cheap random-ish choice among `n` legal actions, by index: in a window the pass (first)
 * with the policy's chance, else a counter; at an act step a play with its chance, else the
 * draw (last); anything else uniformly.
 */
function randomishIndex(s: NobidState, n: number, rng: Rng, policy: RolloutPolicy): number {
  if (n === 1) return 0;
  if (s.step === 'window') return nextFloat(rng) < policy.pass ? 0 : 1 + nextInt(rng, n - 1);
  if (s.step === 'act') {
    const plays = n - 1;
    if (plays > 0 && nextFloat(rng) < policy.play) return nextInt(rng, plays);
    return n - 1;
  }
  return nextInt(rng, n);
}

/**
 * One decision of a playout: the heuristic's rules with the policy's chance, else the cheap
 * random-ish choice. The search also uses it for the other seats' moves (`opponentPolicy`);
 * `legal` is the seat's legal actions as `legalActions` lists them.
 */
export function createNobidPolicy(policies: SeatPolicies = DEFAULT_ROLLOUT) {
  const table = newTable();
  return (s: NobidState, seat: number, legal: readonly NobidAction[], rng: Rng): NobidAction => {
    const policy = policyOf(policies, seat);
    if (legal.length === 1) return legal[0]!;
    if (policy.uniform) return legal[nextInt(rng, legal.length)]!;
    if (policy.heuristic > 0 && nextFloat(rng) < policy.heuristic) {
      // The same list as `legal`, in the buffer the heuristic reads.
      walkLegal(s, seat);
      return legal[heuristicIndex(s, seat, table, rng)]!;
    }
    return legal[randomishIndex(s, legal.length, rng, policy)]!;
  };
}

/**
 * The decision `playPick` asks a playout for, by index among `count` legal actions: the
 * policy's choice for `seat` on `state`. One module-level function and context rather than a
 * closure per decision (playouts do not nest).
 */
const playout = {
  state: undefined as unknown as NobidState,
  seat: 0,
  policy: DEFAULT_ROLLOUT,
  table: newTable(),
  rng: undefined as unknown as Rng,
};

function pickForPlayout(count: number): number {
  if (count <= 1) return 0;
  const { state, seat, policy, rng } = playout;
  if (policy.uniform) return nextInt(rng, count);
  if (policy.heuristic > 0 && nextFloat(rng) < policy.heuristic)
    return heuristicIndex(state, seat, playout.table, rng);
  return randomishIndex(state, count, rng, policy);
}

export function createNobidRollout(policies: SeatPolicies = DEFAULT_ROLLOUT, maxActions = 100_000) {
  // A cut-off and its score are the table's, not a seat's: the first policy's.
  const first = policyOf(policies, 0);
  const choices = nobidGame.choices!;
  return (s: NobidState, rng: Rng): Outcome | number[] => {
    const stopAt = first.turns > 0 ? s.turn + first.turns : Number.POSITIVE_INFINITY;
    playout.state = s;
    playout.rng = rng;
    for (let n = 0; n < maxActions; n++) {
      // Who decides, counted rather than listed (the same draws as from `decisions`).
      const deciders = choices.deciderCount(s);
      if (deciders === 0) return s.outcome!;
      if (s.turn >= stopAt && s.step === 'act') return countRewards(s, first.sharpness);
      const seat = choices.deciderAt(s, deciders === 1 ? 0 : nextInt(rng, deciders));
      // The policy picks by index among the legal actions `playPick` counts, which plays the
      // pick without building it: the same choice and draws as from the list.
      playout.seat = seat;
      playout.policy = policyOf(policies, seat);
      playPick(s, seat, pickForPlayout);
    }
    throw new Error(`nobid: a rollout did not end after ${maxActions} actions`);
  };
}
