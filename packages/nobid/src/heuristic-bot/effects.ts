/**
 * What a played card would do to the Book counts, predicted from a view: the same card data
 * the rules use, simplified (a Stop Loss in the way halves a Liquidation's expected effect,
 * since its owner may absorb it). Used both to choose an action and to judge a stack.
 */
import { type CardTable, cardDefOf, T_POSITION } from '../card-table.ts';
import { CURRENCIES } from '../cards.ts';
import { anyOver, TGT_CARD, TGT_CURRENCY, TGT_NONE, TGT_SEAT } from '../state.ts';
import type { CardId, NobidView, PlayTarget } from '../types.ts';

/** The predicted change of every Book's count, and a small bonus for effects that are not counts. */
export interface Prediction {
  readonly counts: number[];
  /** Value of non-count effects for the card's player (cards drawn, protection, acting again). */
  readonly extra: number;
  /** Value of non-count harm to the target seat, if any (Slippage, Frozen Collateral...). */
  readonly harm: { readonly seat: number; readonly value: number } | null;
}

// Plain loops, no callbacks: these run for every legal action of every playout decision.
export function ownerOf(view: PredictSource, card: CardId): number {
  const books = view.books;
  for (let p = 0; p < books.length; p++) {
    const book = books[p]!;
    for (let i = 0; i < book.length; i++) if (book[i] === card) return p;
  }
  return -1;
}

function hasPositions(t: CardTable, book: readonly CardId[], short?: boolean): boolean {
  for (let i = 0; i < book.length; i++) {
    const c = book[i]!;
    if (t.typeOf[c] === T_POSITION && (short === undefined || t.isShort[c] === (short ? 1 : 0))) return true;
  }
  return false;
}
/**
 * Each card's prediction class in a card table: cards whose plays `predictInto` predicts alike
 * (every Position; Leverage and Drawdown cards with the same Book effect; Orders with the same
 * effects) share one, so a turn's heuristic values each class at each target once. Kept per
 * table (tables are immutable and shared by every state of an edition).
 */
const classesByTable = new WeakMap<CardTable, Int32Array>();

export function predictionClasses(t: CardTable): Int32Array {
  let classes = classesByTable.get(t);
  if (classes === undefined) {
    const ids = new Map<string, number>();
    classes = new Int32Array(t.count);
    for (let card = 0; card < t.count; card++) {
      const def = t.def[card]!;
      // Everything `predictInto` reads of the card, as a key (a Position's pair and direction are not).
      const key =
        def.type === 'position'
          ? 'position'
          : def.type === 'leverage' || def.type === 'drawdown'
            ? `${def.type}:${JSON.stringify(def.book)}`
            : def.type === 'order'
              ? `order:${JSON.stringify(def.effects)}`
              : def.type;
      let id = ids.get(key);
      if (id === undefined) {
        id = ids.size;
        ids.set(key, id);
      }
      classes[card] = id;
    }
    classesByTable.set(t, classes);
  }
  return classes;
}

/** A Liquidation the owner may absorb with a Stop Loss is worth less to the attacker. */
const liquidationOdds = (t: CardTable, book: readonly CardId[]) =>
  anyOver(t.absorbsLiquidation, book, 1) ? 0.25 : 1;

/**
 * A Liquidation's expected effect on `owner`'s count (nothing when no one owns the card). Not a
 * closure inside `predict`: playouts call that for every legal action.
 */
function liquidate(counts: number[], owner: number, odds: number): void {
  if (owner >= 0) counts[owner] = Math.max(0, counts[owner]! - odds);
}

/** Whether a Liquidation's odds leave a fraction (the counts are whole numbers otherwise). */
const fractional = (odds: number) => odds !== Math.floor(odds);

/**
 * What the prediction reads of a table: a seat's view, or the light stand-in a playout builds.
 * Its counts are Book counts, whole numbers.
 */
export type PredictSource = Pick<NobidView, 'cards' | 'counts' | 'books' | 'seats' | 'openingsSize'>;

/**
 * The non-count part of the last `predictInto`: one object for every call, since playouts
 * predict every legal action of every heuristic decision and a result object each was most of
 * their garbage. Read it before the next call.
 */
export const predicted = { extra: 0, harmSeat: -1, harmValue: 0 };

/** A play's target as the packed pair the legal-action buffer holds (`TGT_*` kind, value). */
export function targetKindOf(target: PlayTarget | undefined): number {
  if (target === undefined) return TGT_NONE;
  if ('seat' in target) return TGT_SEAT;
  if ('card' in target) return TGT_CARD;
  return TGT_CURRENCY;
}

export function targetValueOf(target: PlayTarget | undefined): number {
  if (target === undefined) return 0;
  if ('seat' in target) return target.seat;
  if ('card' in target) return target.card;
  return CURRENCIES.indexOf(target.currency);
}

/** What `card`, played by `seat` at `target`, would do if it resolved now. */
export function predict(view: PredictSource, seat: number, card: CardId, target?: PlayTarget): Prediction {
  const counts: number[] = [];
  predictInto(view, seat, card, targetKindOf(target), targetValueOf(target), counts);
  const { extra, harmSeat, harmValue } = predicted;
  return { counts, extra, harm: harmSeat >= 0 ? { seat: harmSeat, value: harmValue } : null };
}

/**
 * `predict` without allocating: the predicted counts into `counts` (resized to the table's),
 * the rest into `predicted`. The target is a `TGT_*` kind and its value (a seat, a card id, a
 * currency index), as the legal-action buffer holds it.
 */
/**
 * A Position target (`TGT_CARD`) enters the prediction only through the Book that holds it:
 * every Order effect with a card target (Liquidate, Assign, Unwind) reads its owner alone.
 */
export function predictInto(
  view: PredictSource,
  seat: number,
  card: CardId,
  kind: number,
  value: number,
  counts: number[],
): void {
  const t = view.cards;
  const before = view.counts;
  const n = before.length;
  if (counts.length !== n) counts.length = n;
  for (let p = 0; p < n; p++) counts[p] = before[p]!;
  const def = cardDefOf(t, card);
  let extra = 0;
  let harmSeat = -1;
  let harmValue = 0;
  // Whether some count took a fraction (an expected Liquidation): only then is there anything to round.
  let round = false;
  switch (def.type) {
    case 'position':
      counts[seat]!++;
      break;
    case 'leverage':
      if (def.book.op === 'count') counts[seat]! += def.book.delta;
      else if (def.book.op === 'absorb-liquidation') extra = 0.3 + 0.1 * before[seat]!;
      else if (def.book.op === 'protect-from') extra = 0.25 + 0.05 * before[seat]!;
      else if (def.book.op === 'draw-at-start') extra = 0.6;
      else extra = 0.15;
      break;
    case 'drawdown': {
      if (kind !== TGT_SEAT) break;
      const victim = value;
      if (def.book.op === 'count') counts[victim] = Math.max(0, counts[victim]! + def.book.delta);
      else {
        harmSeat = victim;
        harmValue = 0.2 + 0.08 * before[victim]!;
      }
      break;
    }
    case 'order':
      for (const e of def.effects) {
        if (e.op === 'liquidate' && kind === TGT_CARD) {
          const owner = ownerOf(view, value);
          if (owner >= 0) {
            const odds = liquidationOdds(t, view.books[owner]!);
            liquidate(counts, owner, odds);
            round ||= fractional(odds);
          }
        } else if (e.op === 'assign' && kind === TGT_CARD) {
          const owner = ownerOf(view, value);
          if (owner >= 0) {
            counts[owner]!--;
            counts[seat]!++;
          }
        } else if (e.op === 'unwind' && kind === TGT_CARD) {
          // The Position goes back to its owner's hand: they can play it again.
          liquidate(counts, ownerOf(view, value), 0.6);
          round = true;
        } else if (e.op === 'unwind-currency' && kind === TGT_CURRENCY) {
          const bit = 1 << value;
          for (let p = 0; p < view.books.length; p++) {
            const book = view.books[p]!;
            let hit = 0;
            for (let i = 0; i < book.length; i++)
              if (t.typeOf[book[i]!] === T_POSITION && (t.currencyMask[book[i]!]! & bit) !== 0) hit++;
            counts[p] = Math.max(0, counts[p]! - 0.6 * hit);
          }
          round = true;
        } else if (e.op === 'stop-out') {
          const short = e.direction === undefined ? undefined : e.direction === 'SHORT';
          for (let p = 0; p < view.books.length; p++) {
            const book = view.books[p]!;
            const chosen = e.who === 'each-player' || (kind === TGT_SEAT && value === p);
            if (chosen && hasPositions(t, book, short)) {
              const odds = liquidationOdds(t, book);
              liquidate(counts, p, odds);
              round ||= fractional(odds);
            }
          }
        } else if (e.op === 'take-opening') {
          let left = view.openingsSize;
          for (let i = 0; i < view.seats && left > 0; i++) {
            const p = (seat + i) % view.seats;
            if (e.who === 'self' && p !== seat) break;
            counts[p]!++;
            left--;
          }
        } else if (e.op === 'draw') extra += 0.35 * e.count;
        else if (e.op === 'act-again') extra += 0.5;
      }
      break;
    default:
      break;
  }
  // Rounding a whole number changes nothing, so whole counts are left as they are.
  if (round) for (let p = 0; p < n; p++) counts[p] = Math.round(counts[p]! * 100) / 100;
  predicted.extra = extra;
  predicted.harmSeat = harmSeat;
  predicted.harmValue = harmValue;
}
