/**
 * Checks No Bid's expectation fields against a state; returns what differed. `winner`, `outcome`
 * and `decision` are the generic runner's.
 */
import { kindOf as kindIn } from '../card-table.ts';
import { bookCount, type NobidState } from '../state.ts';
import type { NobidExpectation } from './schema.ts';

const sorted = (xs: readonly string[]) => xs.slice().sort();
const same = (a: readonly string[], b: readonly string[]) => JSON.stringify(a) === JSON.stringify(b);
const show = (v: unknown) => JSON.stringify(v);

export function checkExpectation(s: NobidState, e: NobidExpectation): string[] {
  const kindOf = (id: number) => kindIn(s.cards, id);
  const topOf = (pile: readonly number[]) => (pile.length > 0 ? kindOf(pile[pile.length - 1]!) : null);
  const problems: string[] = [];
  const want = (name: string, expected: unknown, actual: unknown) => {
    if (show(expected) !== show(actual)) problems.push(`${name} = ${show(expected)}, got ${show(actual)}`);
  };
  const eachSeat = <T>(
    map: Record<string, T> | undefined,
    name: string,
    check: (seat: number, v: T) => void,
  ) => {
    if (!map) return;
    for (const [k, v] of Object.entries(map)) {
      const seat = Number(k);
      if (seat >= s.seats) problems.push(`${name}: no seat ${seat} at a ${s.seats}-player table`);
      else check(seat, v);
    }
  };
  eachSeat(e.books, 'books', (p, v) => {
    const actual = s.books[p]!.map(kindOf);
    if (!same(sorted(v), sorted(actual)))
      problems.push(`books[${p}] = ${show(v)} (any order), got ${show(actual)}`);
  });
  eachSeat(e.counts, 'counts', (p, v) => want(`counts[${p}]`, v, bookCount(s.cards, s.books[p]!)));
  eachSeat(e.hands, 'hands', (p, v) => {
    const actual = s.hands[p]!.map(kindOf);
    if (!same(sorted(v), sorted(actual)))
      problems.push(`hands[${p}] = ${show(v)} (any order), got ${show(actual)}`);
  });
  eachSeat(e.handSizes, 'handSizes', (p, v) => want(`handSizes[${p}]`, v, s.hands[p]!.length));
  eachSeat(e.knownHands, 'knownHands', (p, v) =>
    want(`knownHands[${p}] (sorted)`, sorted(v), sorted(s.known[p]!.map(kindOf))),
  );
  if (e.deckSize !== undefined) want('deckSize', e.deckSize, s.deck.length);
  if (e.deckTop !== undefined) want('deckTop', e.deckTop, topOf(s.deck));
  if (e.discard !== undefined) want('discard (bottom first)', e.discard, s.discard.map(kindOf));
  if (e.discardSize !== undefined) want('discardSize', e.discardSize, s.discard.length);
  if (e.discardTop !== undefined) want('discardTop', e.discardTop, topOf(s.discard));
  if (e.openingsSize !== undefined) want('openingsSize', e.openingsSize, s.openings.length);
  if (e.openingsTop !== undefined) want('openingsTop', e.openingsTop, topOf(s.openings));
  if (e.stack !== undefined) want('stack (bottom first)', e.stack, s.stack.map(kindOf));
  if (e.step !== undefined) want('step', e.step, s.step);
  if (e.phase !== undefined) want('phase', e.phase, s.phase);
  if (e.active !== undefined) want('active', e.active, s.active);
  if (e.turn !== undefined) want('turn', e.turn, s.turn);
  return problems;
}
