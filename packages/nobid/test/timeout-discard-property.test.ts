/**
 * A timed-out discard over random hands (issue 32): it gives up exactly the cards the "medium"
 * bot would give up one by one, and a counter card (No Bid, Circuit Breaker) only when the step
 * owes more cards than the hand holds of anything else. Hands are drawn from the 2-player
 * table's own cards, so every copy named exists.
 */
import { rngFromSeed, type SeatView } from '@nobid/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type NobidAction,
  type NobidState,
  type NobidView,
  nobidGame,
  nobidHeuristicBot,
  nobidScenarios,
  T_CIRCUIT_BREAKER,
  T_NO_BID,
} from '../src/index.ts';
import { defaultTable } from './helpers.ts';

const table = defaultTable(2);
const ids = Array.from({ length: table.count }, (_, id) => id);
const isCounter = (s: NobidState, id: number) =>
  s.cards.typeOf[id] === T_NO_BID || s.cards.typeOf[id] === T_CIRCUIT_BREAKER;
const cardsOf = (a: NobidAction) => (a.type === 'discard' ? [a.card, ...(a.more ?? [])] : []);

/** What the medium bot discards from `s`, one card at a time, until seat 0 owes no more. */
function botDiscards(s: NobidState): number[] {
  const gone: number[] = [];
  let state = s;
  const rng = rngFromSeed('timeout-discard-property');
  while (nobidGame.decisions(state).some((d) => d.seat === 0 && d.kind === 'discard')) {
    const action = nobidHeuristicBot.choose({
      // The seat's own view, as the server hands it to a bot (seatView() lives in @nobid/bots).
      view: nobidGame.view(state, 0) as SeatView<NobidView>,
      seat: 0,
      legal: nobidGame.legalActions(state, 0),
      rng,
    });
    gone.push(...cardsOf(action));
    const r = nobidGame.apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return gone;
}

/** Checks the timeout's answer at a discard of seat 0 against the bot and the counter rule. */
function checkTimeout(s: NobidState): void {
  expect(nobidGame.decisions(s)).toEqual([{ seat: 0, kind: 'discard' }]);
  const owed = s.discardLeft;
  const hand = s.hands[0]!;
  const timeout = nobidGame.defaultAction(s, 0);
  expect(nobidGame.check(s, timeout)).toBeNull();
  const gone = cardsOf(timeout);
  expect(gone).toHaveLength(Math.min(owed, hand.length));
  const others = hand.filter((id) => !isCounter(s, id)).length;
  // A counter goes only for what the other cards cannot cover.
  expect(gone.filter((id) => isCounter(s, id)).length).toBe(Math.max(0, gone.length - others));
  expect(gone.map((id) => s.cards.kind[id])).toEqual(botDiscards(s).map((id) => s.cards.kind[id]));
}

/** `size` distinct cards of the table, at least one of them not a counter, and one more card. */
const handArb = (min: number, max: number) =>
  fc
    .shuffledSubarray(ids, { minLength: min + 1, maxLength: max + 1 })
    .filter((cards) => cards.slice(1).some((id) => !isCounter({ cards: table } as NobidState, id)));

describe('a timed-out discard over random hands', () => {
  it('over the hand limit: the bot’s cards, and no counter while another card will do', () => {
    fc.assert(
      fc.property(handArb(7, 12), ([drawn, ...hand]) => {
        const s = nobidScenarios.play({
          players: 2,
          setup: {
            deck: [table.kind[drawn!]!],
            books: [[], []],
            hands: [hand.map((id) => table.kind[id]!), []],
          },
          steps: [{ seat: 0, draw: true }],
        });
        checkTimeout(s);
      }),
      { numRuns: 150 },
    );
  });

  it('Slippage: the bot’s card, and no counter while another card will do', () => {
    // The hand may not hold the Slippage or the Position it sits on: they are in the Book.
    const inBook = new Set(['slippage', 'position-eurusd-long']);
    fc.assert(
      fc.property(
        handArb(1, 7).filter((cards) => cards.every((id) => !inBook.has(table.kind[id]!))),
        ([drawn, ...hand]) => {
          const s = nobidScenarios.play({
            players: 2,
            setup: {
              books: [['position-eurusd-long', 'slippage'], []],
              hands: [hand.map((id) => table.kind[id]!), []],
              deck: [table.kind[drawn!]!],
              step: 'start',
            },
            steps: [],
          });
          checkTimeout(s);
        },
      ),
      { numRuns: 150 },
    );
  });
});
