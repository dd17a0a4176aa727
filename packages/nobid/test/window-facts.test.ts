/** The public facts of a reaction window that standing orders read (engine `WindowFacts`). */
import { describe, expect, it } from 'vitest';
import { idsOfKind, type NobidState, nobidGame } from '../src/index.ts';
import { options } from './helpers.ts';

/** Moves a card of the first of `kinds` the deck holds to `zone` (a hand or a Book) of `seat`. */
function give(s: NobidState, seat: number, kinds: string | string[], zone: 'hands' | 'books'): number {
  const card = [kinds]
    .flat()
    .flatMap((k) => idsOfKind(s.cards, k))
    .find((c) => s.deck.includes(c));
  if (card === undefined) throw new Error(`no ${kinds} left in the deck`);
  s.deck.splice(s.deck.indexOf(card), 1);
  s[zone][seat]!.push(card);
  return card;
}

const POSITIONS = ['eurusd', 'gbpusd', 'usdjpy', 'usdchf', 'audusd', 'usdcad', 'nzdusd'].flatMap((p) => [
  `position-${p}-long`,
  `position-${p}-short`,
]);

/** Three seats; the active one has 6 in its Book and a Position in hand that makes 7. */
function oneFromWinning() {
  const s = nobidGame.setup(3, options(), 'facts');
  const a = s.active;
  for (let i = 0; i < 5; i++) give(s, a, POSITIONS, 'books');
  const winning = give(s, a, 'position-eurjpy-long', 'hands');
  return { s, a, others: [1, 2].map((k) => (a + k) % 3), winning };
}

const play = (s: NobidState, action: object) => {
  const r = nobidGame.apply(s, action as never);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

describe('window facts', () => {
  it('name the winner a card would make if everyone passed, and nobody once a No Bid stands on it', () => {
    const { s, a, others, winning } = oneFromWinning();
    const [b, c] = others as [number, number];
    const noBidB = give(s, b, 'no-bid', 'hands');
    const noBidC = give(s, c, 'no-bid', 'hands');
    const w1 = play(s, { seat: a, type: 'play', card: winning });
    expect(nobidGame.windowFacts!(w1)).toEqual({ card: 'position-eurjpy-long', targets: [a], winner: a });
    const w2 = play(w1, { seat: b, type: 'respond', card: noBidB });
    expect(nobidGame.windowFacts!(w2)).toEqual({ card: 'position-eurjpy-long', targets: [], winner: null });
    const w3 = play(w2, { seat: c, type: 'respond', card: noBidC });
    expect(nobidGame.windowFacts!(w3)).toMatchObject({ winner: a });
    expect(nobidGame.windowFacts!(s)).toBeNull(); // no window open
  });

  it('name the seat a Margin Call goes to', () => {
    const s = nobidGame.setup(3, options(), 'facts-2');
    const a = s.active;
    const b = (a + 1) % 3;
    const card = give(s, a, 'margin-call', 'hands');
    const w = play(s, { seat: a, type: 'play', card, target: { seat: b } });
    expect(nobidGame.windowFacts!(w)).toEqual({ card: 'margin-call', targets: [b], winner: null });
  });

  it('do not move with anything hidden: hands and deck dealt again give the same facts', () => {
    const { s, a, winning } = oneFromWinning();
    const w = play(s, { seat: a, type: 'play', card: winning });
    const facts = nobidGame.windowFacts!(w);
    for (let round = 0; round < 5; round++) {
      const other = nobidGame.clone(w);
      // Every hidden card (hands, deck) shuffled among the same places, hand sizes kept.
      const hidden = [...other.deck, ...other.hands.flat()];
      hidden.sort((x, y) => ((x * 7919 + round * 104729) % 997) - ((y * 7919 + round * 104729) % 997));
      for (const hand of other.hands) hand.splice(0, hand.length, ...hidden.splice(0, hand.length));
      other.deck = hidden;
      other.known = other.known.map(() => []);
      expect(nobidGame.windowFacts!(other)).toEqual(facts);
    }
  });

  it('a counter is the first No Bid in hand, else a Circuit Breaker, else none', () => {
    const { s, a, others, winning } = oneFromWinning();
    const [b, c] = others as [number, number];
    for (const p of [b, c]) s.hands[p] = s.hands[p]!.filter((x) => ![4, 5].includes(s.cards.typeOf[x]!));
    const breaker = give(s, b, 'circuit-breaker', 'hands');
    const noBid = give(s, b, 'no-bid', 'hands');
    const w = play(s, { seat: a, type: 'play', card: winning });
    expect(nobidGame.counterAction!(w, b)).toEqual({ seat: b, type: 'respond', card: noBid });
    w.hands[b] = w.hands[b]!.filter((x) => x !== noBid);
    expect(nobidGame.counterAction!(w, b)).toEqual({ seat: b, type: 'respond', card: breaker });
    expect(nobidGame.counterAction!(w, c)).toBeNull();
  });

  it('card kinds are the edition’s', () => {
    expect(nobidGame.cardKinds!(options())).toContain('margin-call');
  });
});
