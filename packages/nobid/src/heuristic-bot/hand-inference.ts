/**
 * Inference of hidden hands from public actions, for hard's determinizations (docs/bot-ladder.md,
 * round 4). Every card played from hand opens a reaction window that every seat is shown, and
 * turns pass round the table one seat at a time, so the bot knows each turn's action: the card
 * played, or (no window on that turn) a draw. A heuristic-like seat plays its best-valued card by
 * the heuristic's yardstick (`playValue`), so when it played a card worth v it held no Position
 * worth more than v to play; when it drew (worth 0.4), it held no Position at all (a Position is
 * nearly always worth more; at six heuristic seats nobody ever draws). From then on its hidden
 * hand holds at most as many such Positions (the "excluded" kinds) as the cards it has drawn
 * since. A determinization deals such a seat accordingly: excluded Positions beyond the bound
 * are swapped with cards of the deck that are not excluded.
 *
 * Only the seat's own views are read (the sequence of views a bot is shown): turns, the stack,
 * hand sizes. Passes stay hidden and are not used, and nothing here looks at a hand but the
 * viewer's own.
 */
import { type BotTurn, forkRng, nextInt, type Rng } from '@nobid/engine';
import { T_POSITION } from '../card-table.ts';
import { determinize } from '../determinize.ts';
import { bitsOver, type NobidState } from '../state.ts';
import type { CardId, NobidAction, NobidView } from '../types.ts';
import { DEFAULT_WEIGHTS, playValue } from './choose.ts';
import type { NobidObserver } from './opponents.ts';
import { outlook } from './outlook.ts';
import { type TableKey, tableMemories } from './table-memory.ts';

/** What one seat's hidden hand can hold: at most `cap` cards of the excluded kinds. */
export interface HandBound {
  /** By kind index (`cards.kindIndex`): 1 for a Position kind the seat was seen not to hold. */
  readonly excluded: Uint8Array;
  /** The cards the seat has drawn since it was seen (each may be one of them). */
  readonly cap: number;
}

/** Per seat: its bound, or null (nothing inferred). */
export type PositionBounds = readonly (HandBound | null)[];

/**
 * How far above the played card's value a Position may be worth and still have been held: the
 * heuristic breaks near-ties at random, and the window's view is a card later than its choice.
 */
const SLACK = 0.05;

interface SeatBound {
  excluded: Uint8Array;
  /** Excluded Positions the hidden hand can hold at most: the cards drawn since. */
  cap: number;
  /** The seat's hand size at the last view, to count later draws; null until a view is seen. */
  size: number | null;
}

interface TableHands extends TableKey {
  /** Whether the last view's turn's active seat was seen to play (or the turn was not watched from its start). */
  played: boolean;
  readonly bounds: (SeatBound | null)[];
}

/**
 * The Position kinds `seat` would rather have played than something worth `worth`, on `view`
 * (the table as it was when it chose), by the heuristic's yardstick; null when Positions are
 * forbidden to it (its Book forbids them: then holding one says nothing).
 */
function positionsAbove(view: NobidView, seat: number, worth: number | null): Uint8Array | null {
  const t = view.cards;
  if ((bitsOver(t.forbids, view.books[seat]!) & (1 << T_POSITION)) !== 0) return null;
  const excluded = new Uint8Array(t.kinds.length);
  const judged = new Uint8Array(t.kinds.length);
  const now = outlook(view.counts, seat, view.active, t.numbers.target);
  for (let id = 0; id < t.count; id++) {
    const k = t.kindIndex[id]!;
    if (t.typeOf[id] !== T_POSITION || judged[k]) continue;
    judged[k] = 1;
    if (worth === null || playValue(view, seat, { seat, type: 'play', card: id }, now) > worth + SLACK)
      excluded[k] = 1;
  }
  return excluded;
}

/** The active seat of turn `turn`, counted back from the view's (one seat a turn, in order). */
const activeAt = (view: NobidView, turn: number): number =>
  (((view.active - (view.turn - turn)) % view.seats) + view.seats) % view.seats;

/**
 * One bot's memory of who drew at the tables it sits at. A view belongs to the remembered table
 * whose discard pile it extends, at the same or a later turn (a reshuffle starts a new memory,
 * which knows nothing: the bounds are only ever dropped, never guessed).
 */
export function createHandMemory() {
  // Joined mid-turn (or after a reshuffle): this turn's act was not watched.
  const tableOf = tableMemories(
    (view): TableHands => ({
      seats: view.seats,
      cards: view.cards,
      turn: view.turn,
      played: true,
      discard: [],
      bounds: new Array<SeatBound | null>(view.seats).fill(null),
      used: 0,
    }),
  );

  return {
    /** Takes in one view shown to seat `me`; returns every seat's bound as of that view. */
    observe(view: NobidView, me: number): PositionBounds {
      const m = tableOf(view);
      // The turns that ended since the last view: an active seat seen to play nothing drew.
      for (let t = m.turn; t < view.turn; t++) {
        const seat = activeAt(view, t);
        if (seat === me) continue;
        if (t === m.turn && m.played) continue;
        // It drew: no Position was worth playing; the card drawn may be one.
        const excluded = positionsAbove(view, seat, null);
        m.bounds[seat] = excluded ? { excluded, cap: 1, size: null } : null;
      }
      if (view.turn > m.turn) m.played = false;
      m.turn = view.turn;
      m.discard = view.discard.slice();
      // A card played from hand is the bottom of the stack, by the active seat.
      const bottom = view.stack[0];
      if (bottom && bottom.seat === view.active && !m.played) {
        m.played = true;
        const seat = view.active;
        m.bounds[seat] = null;
        if (seat !== me) {
          // The table as the seat chose: the stack empty, the card still in its hand.
          const before = { ...view, stack: [], step: 'act' } as NobidView;
          const worth = playValue(
            before,
            seat,
            { seat, type: 'play', card: bottom.card, target: bottom.target },
            outlook(view.counts, seat, view.active, view.cards.numbers.target),
          );
          const excluded = positionsAbove(before, seat, Math.max(worth, DEFAULT_WEIGHTS.draw));
          if (excluded) m.bounds[seat] = { excluded, cap: 0, size: view.handSizes[seat]! };
        }
      }
      // Every card a seat gained since the last view may be a Position.
      for (let s = 0; s < m.seats; s++) {
        const b = m.bounds[s];
        if (!b) continue;
        const size = view.handSizes[s]!;
        if (b.size !== null && size > b.size) b.cap += size - b.size;
        b.size = size;
      }
      return m.bounds.map((b, s) => (b && s !== me ? { excluded: b.excluded, cap: b.cap } : null));
    },
  };
}

/**
 * A determinization of `view` for `seat` in which every bounded seat's hidden hand holds at most
 * `cap` cards of its excluded kinds: the plain one (`determinize.ts`), with each excluded card
 * beyond the bound swapped for a card of the deck that is not excluded (at random). A sample
 * that already meets every bound is the plain one, unchanged, with the same dice.
 */
export function determinizeWithin(
  view: NobidView,
  seat: number,
  rng: Rng,
  bounds: PositionBounds,
): NobidState {
  const s = determinize(view, seat, rng);
  const { typeOf, kindIndex } = view.cards;
  let r: Rng | null = null;
  for (let p = 0; p < view.seats; p++) {
    const bound = bounds[p];
    if (!bound || p === seat) continue;
    const excluded = (card: CardId) => typeOf[card] === T_POSITION && bound.excluded[kindIndex[card]!] === 1;
    const hand = s.hands[p]!;
    // The publicly known cards stay where they are; only the dealt ones may be swapped.
    const known = [...view.knownHands[p]!];
    const dealt: number[] = [];
    for (let i = 0; i < hand.length; i++) {
      const k = known.indexOf(hand[i]!);
      if (k >= 0) known.splice(k, 1);
      else if (excluded(hand[i]!)) dealt.push(i);
    }
    let excess = dealt.length - bound.cap;
    if (excess <= 0) continue;
    r ??= forkRng(rng, `hands:${seat}`);
    const others: number[] = [];
    for (let i = 0; i < s.deck.length; i++) if (!excluded(s.deck[i]!)) others.push(i);
    while (excess > 0 && others.length > 0) {
      const at = dealt.splice(nextInt(r, dealt.length), 1)[0]!;
      const from = others.splice(nextInt(r, others.length), 1)[0]!;
      const card = hand[at]!;
      hand[at] = s.deck[from]!;
      s.deck[from] = card;
      excess--;
    }
  }
  return s;
}

/** Below this belief (`NobidObserver.beliefs`) a seat is taken for a random player: no bound. */
const HEURISTIC_LIKE = 0.3;

/**
 * The opponent models' observer with hidden-hand inference on top: the same rollout and
 * opponent policies, and a determinization within the bounds of the heuristic-like seats (a
 * random player draws whatever it holds, so its draws say nothing).
 */
export interface HandInferringObserver {
  observe(turn: BotTurn<NobidView, NobidAction>): ReturnType<NobidObserver['observe']> & {
    readonly determinize?: (view: NobidView, seat: number, rng: Rng) => NobidState;
  };
  beliefs(view: NobidView): number[];
}

export function withHandInference(base: NobidObserver): HandInferringObserver {
  const hands = createHandMemory();
  return {
    beliefs: (view) => base.beliefs(view),
    observe(turn) {
      const settings = base.observe(turn);
      const bounds = hands.observe(turn.view, turn.seat);
      if (bounds.every((b) => b === null)) return settings;
      const beliefs = base.beliefs(turn.view);
      const heuristic = bounds.map((b, s) => (beliefs[s]! >= HEURISTIC_LIKE ? b : null));
      if (heuristic.every((b) => b === null)) return settings;
      return {
        ...settings,
        determinize: (view: NobidView, seat: number, rng: Rng) =>
          determinizeWithin(view, seat, rng, heuristic),
      };
    },
  };
}
