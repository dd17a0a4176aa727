/**
 * Per-seat opponent models for the hard bot, from public actions only. The bot remembers what
 * it saw on the stack in the views it was shown (every card played opens a window, and every
 * seat is shown the window, with or without a choice), and judges each other seat's plays and
 * counters against what the heuristic would have done with the same public table: a play worth
 * far less than the same card at another target, or than drawing, or a counter thrown at a card
 * that barely matters, is not the heuristic's. A seat whose public actions look random is
 * played as random inside the search (uniform choices), the others as the 80% heuristic.
 * Passes stay hidden and count for nothing; hands are never read (only the view is).
 */
import type { BotTurn, Outcome, Rng } from '@nobid/engine';
import { T_CIRCUIT_BREAKER, T_NO_BID } from '../card-table.ts';
import type { NobidState } from '../state.ts';
import type { CardId, NobidAction, NobidView, PlayTarget } from '../types.ts';
import { chooseResponse, DEFAULT_WEIGHTS } from './choose.ts';
import { predict } from './effects.ts';
import { outlook } from './outlook.ts';
import { createNobidPolicy, createNobidRollout, DEFAULT_ROLLOUT, type RolloutPolicy } from './rollout.ts';
import { type TableKey, tableMemories } from './table-memory.ts';

/** How a seat judged to play at random is played inside the search. */
export const RANDOM_MODEL: RolloutPolicy = { ...DEFAULT_ROLLOUT, uniform: true };

/**
 * Chance that a public action passes the yardstick, for a heuristic player and for a uniformly
 * random one. Counters tell them apart (the heuristic keeps them for big swings; a random
 * player throws them at anything); most random plays pass for deliberate, so a play says
 * little unless it fails. Measured over 12 four-player games (hard, medium, medium, easy): the
 * medium seats' 49 counters and 304 plays all passed; the random seat's counters failed 21 of
 * 25, its plays 31 of 143. The figures below are kept a little less sharp than that.
 */
const COUNTER_MATCH = { heuristic: 0.95, random: 0.2 };
const PLAY_MATCH = { heuristic: 0.97, random: 0.8 };
/** Before any evidence a seat is taken for a heuristic-like player. */
const PRIOR_HEURISTIC = 0.8;
/** Below this belief a seat is played as random. */
const RANDOM_BELOW = 0.3;
/**
 * How far below the card's best seat target (or a draw) a play may be and still look
 * deliberate: the heuristic takes the best target by this very yardstick, so only rounding.
 */
const SLACK = 0.05;

/** What the search takes from the memory (structurally `SearchObserver` of @nobid/bots). */
export interface NobidObserver {
  observe(turn: BotTurn<NobidView, NobidAction>): {
    readonly rollout?: (state: NobidState, rng: Rng) => Outcome | number[];
    readonly opponentPolicy?: (
      state: NobidState,
      seat: number,
      legal: readonly NobidAction[],
      rng: Rng,
    ) => NobidAction;
  };
  /** Each seat's belief of playing like the heuristic, at the table of this view. */
  beliefs(view: NobidView): number[];
}

interface Tally {
  readonly match: number[];
  readonly miss: number[];
}

const tally = (seats: number): Tally => ({
  match: new Array<number>(seats).fill(0),
  miss: new Array<number>(seats).fill(0),
});

interface TableMemory extends TableKey {
  /** Stack entries already judged this turn ("index|card"). */
  readonly seen: Set<string>;
  seenTurn: number;
  /** Per seat: counters and plays that passed and failed the yardstick. */
  readonly counters: Tally;
  readonly plays: Tally;
}

/** What playing `card` at `target` is worth to `seat` by the heuristic's yardstick, on this view. */
function playWorth(view: NobidView, seat: number, card: CardId, target: PlayTarget | undefined): number {
  const goal = view.cards.numbers.target;
  const p = predict(view, seat, card, target);
  return (
    outlook(p.counts, seat, view.active, goal) -
    outlook(view.counts, seat, view.active, goal) +
    p.extra +
    (p.harm?.value ?? 0)
  );
}

/**
 * Whether a card played from hand looks like the heuristic's choice: worth about what the same
 * card would be at its best seat target, and not clearly worse than drawing. Null: no judgment.
 */
export function playLooksDeliberate(
  view: NobidView,
  seat: number,
  card: CardId,
  target?: PlayTarget,
): boolean {
  const worth = playWorth(view, seat, card, target);
  let best = worth;
  if (target && 'seat' in target)
    for (let t = 0; t < view.seats; t++)
      if (t !== seat) best = Math.max(best, playWorth(view, seat, card, { seat: t }));
  return worth >= best - SLACK && worth >= DEFAULT_WEIGHTS.draw - SLACK;
}

/** Whether a counter (entry `index` of the stack) is one the heuristic would have thrown. */
export function counterLooksDeliberate(view: NobidView, index: number): boolean {
  const entry = view.stack[index]!;
  const seat = entry.seat;
  // With two counters in hand the heuristic counters at its lower threshold: the lenient reading.
  const before = { ...view, stack: view.stack.slice(0, index), hand: [entry.card, entry.card] } as NobidView;
  const pass: NobidAction = { seat, type: 'pass' };
  const respond: NobidAction = { seat, type: 'respond', card: entry.card };
  return chooseResponse(before, seat, [pass, respond], DEFAULT_WEIGHTS).type !== 'pass';
}

/** What a seat's public actions so far say, as counts of actions that passed or failed. */
export interface Evidence {
  readonly counterMatch: number;
  readonly counterMiss: number;
  readonly playMatch: number;
  readonly playMiss: number;
}

/** Belief that a seat plays like the heuristic rather than at random, from its evidence (Bayes). */
export function heuristicBelief(e: Evidence): number {
  const odds = (who: 'heuristic' | 'random') =>
    COUNTER_MATCH[who] ** e.counterMatch *
    (1 - COUNTER_MATCH[who]) ** e.counterMiss *
    PLAY_MATCH[who] ** e.playMatch *
    (1 - PLAY_MATCH[who]) ** e.playMiss;
  const h = PRIOR_HEURISTIC * odds('heuristic');
  const r = (1 - PRIOR_HEURISTIC) * odds('random');
  return h / (h + r);
}

const evidenceOf = (m: TableMemory, s: number): Evidence => ({
  counterMatch: m.counters.match[s]!,
  counterMiss: m.counters.miss[s]!,
  playMatch: m.plays.match[s]!,
  playMiss: m.plays.miss[s]!,
});

/**
 * The hard bot's memory of the tables it sits at. A view belongs to the remembered table whose
 * discard pile it extends (the pile only grows, bar a reshuffle), at the same or a later turn;
 * otherwise it starts a new memory.
 */
export function createNobidObserver(
  model: RolloutPolicy,
  opponentModel: RolloutPolicy = model,
): NobidObserver {
  const tableOf = tableMemories(
    (view): TableMemory => ({
      seats: view.seats,
      cards: view.cards,
      turn: view.turn,
      discard: [],
      seen: new Set(),
      seenTurn: view.turn,
      counters: tally(view.seats),
      plays: tally(view.seats),
      used: 0,
    }),
  );

  function record(m: TableMemory, view: NobidView, me: number): void {
    if (view.turn !== m.seenTurn) {
      m.seen.clear();
      m.seenTurn = view.turn;
    }
    m.turn = view.turn;
    m.discard = view.discard.slice();
    for (let i = 0; i < view.stack.length; i++) {
      const e = view.stack[i]!;
      if (e.seat === me) continue;
      const key = `${i}|${e.card}`;
      if (m.seen.has(key)) continue;
      m.seen.add(key);
      const type = view.cards.typeOf[e.card];
      const counter = type === T_NO_BID || type === T_CIRCUIT_BREAKER;
      if (i > 0 && !counter) continue;
      const t = i === 0 ? m.plays : m.counters;
      const deliberate =
        i === 0 ? playLooksDeliberate(view, e.seat, e.card, e.target) : counterLooksDeliberate(view, i);
      if (deliberate) t.match[e.seat]!++;
      else t.miss[e.seat]!++;
    }
  }

  return {
    beliefs(view) {
      const m = tableOf(view);
      return Array.from({ length: m.seats }, (_, s) => heuristicBelief(evidenceOf(m, s)));
    },
    observe(turn: BotTurn<NobidView, NobidAction>) {
      const m = tableOf(turn.view);
      record(m, turn.view, turn.seat);
      let anyRandom = false;
      const policies = Array.from({ length: m.seats }, (_, s) => {
        const random = s !== turn.seat && heuristicBelief(evidenceOf(m, s)) < RANDOM_BELOW;
        anyRandom ||= random;
        return random ? RANDOM_MODEL : s === turn.seat ? model : opponentModel;
      });
      // Every seat heuristic-like and played as the bot plays itself: the shared settings.
      if (!anyRandom && opponentModel === model) return {};
      return { rollout: createNobidRollout(policies), opponentPolicy: createNobidPolicy(policies) };
    },
  };
}
