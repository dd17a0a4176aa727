/**
 * Hard's hidden-hand inference (`heuristic-bot/hand-inference.ts`): a seat seen to play a card
 * worth v (or to draw) held no Position worth more, and since holds at most the cards it drew
 * since as such Positions. Checked on seeded six-player games
 * of heuristic seats, watched from seat 0 through the views it is shown (as a hard seat is shown
 * them): the determinization within the bounds never deals a bounded seat more excluded Positions than
 * its bound, deals the same cards as the plain one, and depends on the view only.
 */
import { playBotGame, seatView } from '@nobid/bots';
import { type AnyGame, type Bot, type BotTurn, rngFromSeed } from '@nobid/engine';
import {
  createHandMemory,
  determinizeWithin,
  type HandBound,
  type NobidAction,
  type NobidState,
  type NobidView,
  nobidGame,
  nobidHeuristicBot,
  type PositionBounds,
  T_POSITION,
} from '@nobid/nobid';
import { describe, expect, it } from 'vitest';

const options = nobidGame.parseOptions({});
const SEATS = 6;

/** Excluded Positions among a seat's hand cards that are not publicly known there. */
function heldExcluded(
  hand: readonly number[],
  known: readonly number[],
  view: NobidView,
  bound: HandBound,
): number {
  const rest = [...known];
  let n = 0;
  for (const c of hand) {
    const k = rest.indexOf(c);
    if (k >= 0) rest.splice(k, 1);
    else if (view.cards.typeOf[c] === T_POSITION && bound.excluded[view.cards.kindIndex[c]!] === 1) n++;
  }
  return n;
}

interface Watched {
  readonly view: NobidView;
  readonly bounds: PositionBounds;
  /** The true state when seat 0 was shown the view (the test's, never the bot's). */
  readonly truth: NobidState;
}

/** Plays one seeded game of heuristic seats; seat 0 also feeds every view it is shown to the memory. */
function watchGame(seed: string): Watched[] {
  const memory = createHandMemory();
  const watched: Watched[] = [];
  let truth = nobidGame.setup(SEATS, options, seed);
  const watcher: Bot<NobidView, NobidAction> & { observe(turn: BotTurn<NobidView, NobidAction>): void } = {
    name: 'watcher',
    observe(turn) {
      watched.push({ view: turn.view, bounds: memory.observe(turn.view, turn.seat), truth });
    },
    choose(turn) {
      this.observe(turn);
      return nobidHeuristicBot.choose(turn);
    },
  };
  const bots = [watcher, ...new Array(SEATS - 1).fill(nobidHeuristicBot)];
  playBotGame(nobidGame as AnyGame, truth, bots, seed, {
    onEvents: (_events, state) => {
      truth = state as NobidState;
    },
  });
  return watched;
}

const games = Array.from({ length: 6 }, (_, g) => watchGame(`hand-inference/${g}`));

describe('hidden-hand inference', () => {
  it('bounds the seats seen to draw, and only other seats', () => {
    const bounded = games.flat().filter((w) => w.bounds.some((b) => b !== null));
    expect(bounded.length).toBeGreaterThan(100);
    for (const w of games.flat()) expect(w.bounds[0]).toBeNull();
  });

  it('holds for heuristic seats: a seat seen to draw holds at most its bound of Positions', () => {
    // The inference's premise, on the true hands (which the bot never sees): the heuristic draws
    // only when no card is worth playing, and a Position nearly always is.
    let checked = 0;
    let over = 0;
    for (const w of games.flat())
      w.bounds.forEach((b, s) => {
        if (b === null) return;
        checked++;
        const held = heldExcluded(w.truth.hands[s]!, w.truth.known[s]!, w.view, b);
        if (held > b.cap) over++;
      });
    expect(checked).toBeGreaterThan(100);
    expect(over / checked).toBeLessThan(0.05);
  });

  it('never deals a bounded seat more Positions than its bound, and deals the same cards', () => {
    for (const w of games
      .flat()
      .filter((x) => x.bounds.some((b) => b !== null))
      .slice(0, 200)) {
      for (let i = 0; i < 3; i++) {
        const s = determinizeWithin(w.view, 0, rngFromSeed(`sample/${i}`), w.bounds);
        w.bounds.forEach((b, p) => {
          if (b === null) return;
          // Unless the deck ran out of other cards to swap in (not in these games).
          expect(heldExcluded(s.hands[p]!, w.view.knownHands[p]!, w.view, b)).toBeLessThanOrEqual(b.cap);
          expect(s.hands[p]!.length).toBe(w.view.handSizes[p]);
        });
        expect(s.hands[0]).toEqual(w.view.hand);
        expect(s.deck.length).toBe(w.view.deckSize);
        const cards = (x: NobidState) => [...x.deck, ...x.hands.flat()].sort((a, b) => a - b);
        const plain = nobidGame.determinize(w.view, 0, rngFromSeed(`sample/${i}`));
        expect(cards(s)).toEqual(cards(plain as NobidState));
      }
    }
  });

  it('uses the view only: other hands and the deck order changed, the same samples', () => {
    const { view, bounds, truth } = games[0]!.find((w) => w.bounds.some((b) => b !== null))!;
    // Another deal of the hidden cards: seat 1's hidden hand and the deck swap their first cards.
    const other = structuredClone(truth);
    const hand = other.hands[1]!;
    const at = hand.findIndex((c) => !other.known[1]!.includes(c));
    [hand[at], other.deck[0]] = [other.deck[0]!, hand[at]!];
    expect(hand[at]).not.toBe(truth.hands[1]![at]);
    const again = seatView(nobidGame as AnyGame, other, 0) as NobidView;
    expect(again).toEqual(view);
    const a = determinizeWithin(view, 0, rngFromSeed('same'), bounds);
    const b = determinizeWithin(again, 0, rngFromSeed('same'), bounds);
    expect(b.hands).toEqual(a.hands);
    expect(b.deck).toEqual(a.deck);
  });
});
