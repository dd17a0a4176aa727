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
import { nobidGame } from '../game.ts';
import { legalActionsInto } from '../legal.ts';
import { targetView } from '../stack.ts';
import { bookCount, type NobidState } from '../state.ts';
import type { NobidAction, NobidView, StackEntryView } from '../types.ts';
import { chooseAct, chooseDiscard, chooseResponse, DEFAULT_WEIGHTS } from './choose.ts';

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
 * One decision of a playout: the heuristic's rules with the policy's chance, else the cheap
 * random-ish choice. The search also uses it for the other seats' moves (`opponentPolicy`).
 */
export function createNobidPolicy(policies: SeatPolicies = DEFAULT_ROLLOUT) {
  return (s: NobidState, seat: number, legal: readonly NobidAction[], rng: Rng): NobidAction => {
    const policy = policyOf(policies, seat);
    if (legal.length === 1) return legal[0]!;
    if (policy.uniform) return legal[nextInt(rng, legal.length)]!;
    return policy.heuristic > 0 && nextFloat(rng) < policy.heuristic
      ? heuristicAction(s, seat, legal, rng)
      : pickAction(s, legal, rng, policy);
  };
}

export function createNobidRollout(policies: SeatPolicies = DEFAULT_ROLLOUT, maxActions = 100_000) {
  const decide = createNobidPolicy(policies);
  // A cut-off and its score are the table's, not a seat's: the first policy's.
  const policy = policyOf(policies, 0);
  const choices = nobidGame.choices!;
  // One list for every decision of every playout of this rollout: no policy keeps it.
  const legal: NobidAction[] = [];
  return (s: NobidState, rng: Rng): Outcome | number[] => {
    const stopAt = policy.turns > 0 ? s.turn + policy.turns : Number.POSITIVE_INFINITY;
    for (let n = 0; n < maxActions; n++) {
      // Who decides, counted rather than listed (the same draws as from `decisions`).
      const deciders = choices.deciderCount(s);
      if (deciders === 0) return s.outcome!;
      if (s.turn >= stopAt && s.step === 'act') return countRewards(s, policy.sharpness);
      const seat = choices.deciderAt(s, deciders === 1 ? 0 : nextInt(rng, deciders));
      nobidGame.applyInPlace(s, decide(s, seat, legalActionsInto(s, seat, legal), rng));
    }
    throw new Error(`nobid: a rollout did not end after ${maxActions} actions`);
  };
}

function pickAction(
  s: NobidState,
  legal: readonly NobidAction[],
  rng: Rng,
  policy: RolloutPolicy,
): NobidAction {
  if (legal.length === 1) return legal[0]!;
  if (s.step === 'window') {
    // legal[0] is the pass; the counters follow it.
    return nextFloat(rng) < policy.pass ? legal[0]! : legal[1 + nextInt(rng, legal.length - 1)]!;
  }
  if (s.step === 'act') {
    // The draw is the last legal action; every other one plays a card.
    const plays = legal.length - 1;
    if (plays > 0 && nextFloat(rng) < policy.play) return legal[nextInt(rng, plays)]!;
    return legal[legal.length - 1]!;
  }
  return legal[nextInt(rng, legal.length)]!;
}

/** Every Book's count, in a plain loop (this runs for every heuristic decision of a playout). */
function bookCounts(s: NobidState): number[] {
  const counts: number[] = [];
  for (let p = 0; p < s.seats; p++) counts.push(bookCount(s.cards, s.books[p]!));
  return counts;
}

/**
 * The heuristic bot's rules applied to a sampled state. They read only the public table and the
 * deciding seat's hand, so this light stand-in for that seat's view is all they need.
 */
function heuristicAction(s: NobidState, seat: number, legal: readonly NobidAction[], rng: Rng): NobidAction {
  // Only an answer in a window reads the stack: other decisions skip building it.
  const stack: StackEntryView[] = [];
  for (let i = 0; s.step === 'window' && i < s.stack.length; i++) {
    const target = targetView(s.stackTargetKind[i]!, s.stackTarget[i]!);
    stack.push(
      target
        ? { card: s.stack[i]!, seat: s.stackSeat[i]!, target }
        : { card: s.stack[i]!, seat: s.stackSeat[i]! },
    );
  }
  const view = {
    cards: s.cards,
    seats: s.seats,
    active: s.active,
    step: s.step,
    books: s.books,
    counts: bookCounts(s),
    openingsSize: s.openings.length,
    hand: s.hands[seat]!,
    stack,
  } as unknown as NobidView;
  switch (s.step) {
    case 'act':
      return chooseAct(view, seat, legal, DEFAULT_WEIGHTS, rng);
    case 'window':
      return chooseResponse(view, seat, legal, DEFAULT_WEIGHTS);
    case 'discard':
      return chooseDiscard(view, seat, legal);
    default:
      return legal[0]!;
  }
}
