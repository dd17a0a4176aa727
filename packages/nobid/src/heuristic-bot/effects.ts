/**
 * What a played card would do to the Book counts, predicted from a view: the same card data
 * the rules use, simplified (a Stop Loss in the way halves a Liquidation's expected effect,
 * since its owner may absorb it). Used both to choose an action and to judge a stack.
 */
import { type CardTable, cardDefOf, T_POSITION } from '../card-table.ts';
import { CURRENCIES } from '../cards.ts';
import { anyOver } from '../state.ts';
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
function ownerOf(view: NobidView, card: CardId): number {
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

/** What `card`, played by `seat` at `target`, would do if it resolved now. */
export function predict(view: NobidView, seat: number, card: CardId, target?: PlayTarget): Prediction {
  const t = view.cards;
  const counts = view.counts.slice();
  const def = cardDefOf(t, card);
  let extra = 0;
  let harm: Prediction['harm'] = null;
  switch (def.type) {
    case 'position':
      counts[seat]!++;
      break;
    case 'leverage':
      if (def.book.op === 'count') counts[seat]! += def.book.delta;
      else if (def.book.op === 'absorb-liquidation') extra = 0.3 + 0.1 * view.counts[seat]!;
      else if (def.book.op === 'protect-from') extra = 0.25 + 0.05 * view.counts[seat]!;
      else if (def.book.op === 'draw-at-start') extra = 0.6;
      else extra = 0.15;
      break;
    case 'drawdown': {
      const victim = target && 'seat' in target ? target.seat : -1;
      if (victim < 0) break;
      if (def.book.op === 'count') counts[victim] = Math.max(0, counts[victim]! + def.book.delta);
      else harm = { seat: victim, value: 0.2 + 0.08 * view.counts[victim]! };
      break;
    }
    case 'order':
      for (const e of def.effects) {
        if (e.op === 'liquidate' && target && 'card' in target) {
          const owner = ownerOf(view, target.card);
          liquidate(counts, owner, liquidationOdds(t, view.books[owner] ?? []));
        } else if (e.op === 'assign' && target && 'card' in target) {
          const owner = ownerOf(view, target.card);
          if (owner >= 0) {
            counts[owner]!--;
            counts[seat]!++;
          }
        } else if (e.op === 'unwind' && target && 'card' in target) {
          // The Position goes back to its owner's hand: they can play it again.
          liquidate(counts, ownerOf(view, target.card), 0.6);
        } else if (e.op === 'unwind-currency' && target && 'currency' in target) {
          const bit = 1 << CURRENCIES.indexOf(target.currency);
          for (let p = 0; p < view.books.length; p++) {
            const book = view.books[p]!;
            let hit = 0;
            for (let i = 0; i < book.length; i++)
              if (t.typeOf[book[i]!] === T_POSITION && (t.currencyMask[book[i]!]! & bit) !== 0) hit++;
            counts[p] = Math.max(0, counts[p]! - 0.6 * hit);
          }
        } else if (e.op === 'stop-out') {
          const short = e.direction === undefined ? undefined : e.direction === 'SHORT';
          for (let p = 0; p < view.books.length; p++) {
            const book = view.books[p]!;
            const chosen = e.who === 'each-player' || (target && 'seat' in target && target.seat === p);
            if (chosen && hasPositions(t, book, short)) liquidate(counts, p, liquidationOdds(t, book));
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
  // Rounded in place: `counts` is this call's own copy.
  for (let p = 0; p < counts.length; p++) counts[p] = Math.round(counts[p]! * 100) / 100;
  return { counts, extra, harm };
}
