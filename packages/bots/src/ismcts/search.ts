import {
  type Game,
  nextInt,
  type Outcome,
  type Rng,
  randomPlayout,
  type Seat,
  type SeatAction,
} from '@nobid/engine';
import { type Budget, checkBudget } from './budget.ts';
import { addChild, bestChild, newNode, type TreeNode, ucb } from './tree.ts';

export interface IsmctsOptions<S, A = unknown> {
  readonly budget: Budget;
  /** UCB exploration constant; rewards lie in [0, 1]. 0.7 is the value Cowling et al. use. */
  readonly exploration?: number;
  /** What a draw is worth to each seat (a win is 1, a loss 0). */
  readonly drawReward?: number;
  /**
   * Plays a sampled state out, in place. Default: uniformly random legal actions to the end
   * (`randomPlayout`). A game may pass a cheap policy of its own (it sees only the sample),
   * which may also stop early and return each seat's expected reward in [0, 1] instead.
   */
  readonly rollout?: (state: S, rng: Rng) => Outcome | Rewards;
  /**
   * How the other seats decide inside the search. When given, their decisions follow it during
   * selection as in playouts, and the tree holds only the observer's own moves; when absent,
   * they are tree nodes like the observer's (max^n). A small budget spreads a 4-player tree
   * over three opponents' replies, which it then explores almost at random; a policy that plays
   * like the real opponents judges each of the observer's moves against plausible answers.
   */
  readonly opponentPolicy?: (state: S, seat: Seat, legal: readonly A[], rng: Rng) => A;
  /**
   * Samples a full state from the observer's view; `game.determinize` by default. A game may
   * narrow the sample with what the observer saw in public (a seat that drew instead of playing
   * a winning card holds none); it must use nothing but the view and that memory.
   */
  readonly determinize?: (view: never, observer: Seat, rng: Rng) => S;
}

/**
 * Prior knowledge for the final choice (Gelly & Silver's virtual visits): the advised move is
 * credited with `weight` of the iterations run, so a small budget (many moves, few visits
 * each) falls back on the advice instead of on whichever move happened to be expanded first,
 * while a search that finds a clearly better move still overrules it.
 */
export interface SearchPrior<A> {
  readonly action: A;
  /** Share of the iterations credited to the advised move; 0.1 by default. */
  readonly weight?: number;
  /**
   * Keep the advised move unless another one's mean reward beats it by this many standard
   * errors (a one-sided z-test on the two means): with a few hundred iterations split over many
   * moves, the most visited move is often a lucky one, and a search that is not sure of a better
   * move than a good heuristic's should not trade it for noise. Absent: visits decide alone.
   */
  readonly margin?: number;
}

/**
 * Whether `challenger`'s mean reward beats `held`'s by `margin` standard errors (rewards in
 * [0, 1], so a mean p has a variance of at most p(1 - p); a floor keeps a streak of wins or
 * losses from looking certain).
 */
export function clearlyBetter(challenger: TreeNode, held: TreeNode, margin: number): boolean {
  if (challenger.visits === 0) return false;
  if (held.visits === 0) return true;
  const a = challenger.reward / challenger.visits;
  const b = held.reward / held.visits;
  const variance = (p: number) => Math.max(0.05, p * (1 - p));
  const se = Math.sqrt(variance(a) / challenger.visits + variance(b) / held.visits);
  return a - b > margin * se;
}

/** Expected reward per seat, indexed by seat, each in [0, 1]. */
export type Rewards = readonly number[];

export interface SearchResult<A> {
  readonly action: A;
  readonly iterations: number;
  /** Visits per root move, by action key: what the search thought of each option. */
  readonly visits: ReadonlyMap<string, number>;
  /** Sum of the observer's rewards per root move, by action key (`analysis.ts` reads win rates here). */
  readonly rewards: ReadonlyMap<string, number>;
  /** An iteration budget's time cap stopped the search before its iterations were done. */
  readonly capped: boolean;
}

const nodeKey = (seat: Seat, actionKey: string) => `${seat}|${actionKey}`;

/** What the end of one iteration is worth to `seat` (a function, not a closure per iteration). */
export function rewardOf(end: Outcome | Rewards, seat: Seat, drawReward: number): number {
  if (Array.isArray(end)) return (end as Rewards)[seat] ?? 0;
  const o = end as Outcome;
  return o.kind === 'draw' ? drawReward : o.winner === seat ? 1 : 0;
}

/** The playout a search runs: the game's own (`IsmctsOptions.rollout`), or random play to the end. */
export function playoutOf<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  options: IsmctsOptions<S, A>,
): (state: S, rng: Rng) => Outcome | Rewards {
  return options.rollout ?? ((state, r) => randomPlayout(game, state, r).outcome);
}

/**
 * Single-observer ISMCTS. Every iteration samples a full state that agrees with the observer's
 * view (`game.determinize`), walks the one shared tree with the moves legal in that sample,
 * expands one untried move, plays the rest of the game out at random in place, and credits each
 * node with the result for the seat that moved into it.
 *
 * Other seats' decisions (their turns, their answers in reaction windows, Stop Loss...) are
 * nodes of the same tree: at such a node the deciding seat picks the move that is best for
 * itself (max^n), judged from the observer's samples. Where several seats may decide at once
 * (a reaction window) the tree lets the first listed decision go first; rollouts pick at random.
 */
export function ismctsSearch<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  view: V,
  observer: Seat,
  legal: readonly A[],
  rng: Rng,
  options: IsmctsOptions<S, A>,
  prior?: SearchPrior<A>,
): SearchResult<A> {
  if (legal.length === 0) throw new RangeError(`${game.name}: ISMCTS needs at least one legal action`);
  const budget = checkBudget(options.budget);
  const exploration = options.exploration ?? 0.7;
  const drawReward = options.drawReward ?? 0.5;
  const rollout = playoutOf(game, options);
  // The root's keys once, not once per iteration (the same keys as from a sample's position).
  const rootMoveKeys = legal.map((a) => nodeKey(observer, game.actionKey(a, view)));
  const rootKeys = new Set(rootMoveKeys);
  const untriedKeys: string[] = [];
  const root = newNode(null, -1, '');
  const deadline = budget.ms === undefined ? Number.POSITIVE_INFINITY : performance.now() + budget.ms;
  const maxIterations = budget.iterations ?? Number.POSITIVE_INFINITY;
  const timed = budget.ms !== undefined;
  const determinize = options.determinize;
  const choices = game.choices;
  // Node keys of shared (frozen) actions, computed once per search: a key is a function of the
  // action alone within one search (every sample agrees with the one view). Fresh action
  // objects are keyed anew each time, so this holds only a game's shared constants.
  const keyOf = new Map<A, string>();
  const moveKey = (seat: Seat, move: A, state: S): string => {
    let key = keyOf.get(move);
    if (key === undefined) {
      key = nodeKey(seat, game.actionKey(move, state));
      if (Object.isFrozen(move)) keyOf.set(move, key);
    }
    return key;
  };
  const untried: A[] = [];

  let iterations = 0;
  let capped = false;
  while (iterations < maxIterations) {
    if (timed && iterations > 0 && performance.now() >= deadline) {
      capped = budget.iterations !== undefined;
      break;
    }
    const state = determinize
      ? determinize(view as never, observer, rng)
      : game.determinize(view, observer, rng);
    let node = root;
    let outcome: Outcome | Rewards | null = null;
    // Selection and expansion. The root's options are the observer's legal actions, as given.
    for (let depth = 0; ; depth++) {
      // Who decides first, counted rather than listed when the game can (no list per depth).
      let seat: Seat;
      if (choices) {
        if (choices.deciderCount(state) === 0) {
          outcome = game.result(state);
          break;
        }
        seat = depth === 0 ? observer : choices.deciderAt(state, 0);
      } else {
        const decisions = game.decisions(state);
        if (decisions.length === 0) {
          outcome = game.result(state);
          break;
        }
        seat = depth === 0 ? observer : decisions[0]!.seat;
      }
      if (seat !== observer && options.opponentPolicy) {
        // Not a tree node: the other seat answers as the policy would, and the walk goes on.
        game.applyInPlace(state, options.opponentPolicy(state, seat, game.legalActions(state, seat), rng));
        continue;
      }
      const moves = depth === 0 ? legal : game.legalActions(state, seat);
      // Writing `length` is a call into the runtime: only when there is something to drop.
      if (untried.length !== 0) {
        untried.length = 0;
        untriedKeys.length = 0;
      }
      let chosen: TreeNode | null = null;
      let chosenMove: A | null = null;
      let bestScore = Number.NEGATIVE_INFINITY;
      const children = node.children;
      for (let i = 0; i < moves.length; i++) {
        const move = moves[i]!;
        const key = depth === 0 ? rootMoveKeys[i]! : moveKey(seat, move, state);
        const child = children === null ? undefined : children.get(key);
        if (!child) {
          untried.push(move);
          untriedKeys.push(key);
          continue;
        }
        child.available++;
        if (untried.length > 0) continue;
        const score = ucb(child, exploration);
        if (score > bestScore) {
          bestScore = score;
          chosen = child;
          chosenMove = move;
        }
      }
      if (untried.length > 0) {
        const pick = nextInt(rng, untried.length);
        const move = untried[pick]!;
        const child = newNode(node, seat, untriedKeys[pick]!);
        child.available = 1;
        addChild(node, child);
        game.applyInPlace(state, move);
        node = child;
        break;
      }
      if (!chosen || !chosenMove) throw new Error(`${game.name}: seat ${seat} must decide but has no move`);
      game.applyInPlace(state, chosenMove);
      node = chosen;
    }
    outcome ??= rollout(state, rng);
    // Backpropagation: each node holds the reward of the seat that moved into it.
    for (let n: TreeNode | null = node; n; n = n.parent) {
      n.visits++;
      n.reward += rewardOf(outcome, n.seat, drawReward);
    }
    iterations++;
  }

  let bestKey = bestChild(root, rootKeys)?.key ?? null;
  if (prior) {
    // The advised move counts as if it had `weight` of the iterations on top of its own visits;
    // it wins ties.
    const key = nodeKey(observer, game.actionKey(prior.action, view));
    const credit = Math.max(1, (prior.weight ?? 0.1) * iterations);
    const score = (k: string | null) => (k ? (root.children?.get(k)?.visits ?? 0) : -1);
    if (rootKeys.has(key) && score(key) + credit >= score(bestKey)) bestKey = key;
    const held = root.children?.get(key);
    const best = bestKey ? root.children?.get(bestKey) : undefined;
    if (
      prior.margin !== undefined &&
      rootKeys.has(key) &&
      held &&
      best &&
      !clearlyBetter(best, held, prior.margin)
    )
      bestKey = key;
  }
  const action = bestKey
    ? legal.find((a) => nodeKey(observer, game.actionKey(a, view)) === bestKey)!
    : legal[0]!;
  const visits = new Map<string, number>();
  const rewards = new Map<string, number>();
  for (const child of root.children?.values() ?? []) {
    visits.set(child.key.slice(child.key.indexOf('|') + 1), child.visits);
    rewards.set(child.key.slice(child.key.indexOf('|') + 1), child.reward);
  }
  return { action, iterations, visits, rewards, capped };
}
