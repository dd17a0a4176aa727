/**
 * "Fifteen": a deliberately tiny hidden-hand game for testing the engine, bots and server without
 * depending on a real game. Cards 1..9 (two copies each) are shuffled; each seat holds two hidden
 * cards. On your turn, play a card face up onto your pile or draw one. The first pile to reach
 * 15 wins; an empty deck and a hand-less turn, or the turn cap, ends it as a draw.
 */
import type { EventSink } from '../events.ts';
import { defineGame } from '../game.ts';
import { type Rng, rngFromSeed, shuffleInPlace } from '../rng.ts';
import type { Outcome, Seat, Viewer } from '../types.ts';

export interface ToyState {
  rng: Rng;
  deck: number[];
  hands: number[][];
  piles: number[][];
  active: Seat;
  turn: number;
  turnCap: number;
  outcome: Outcome | null;
}
export type ToyAction =
  | { seat: Seat; type: 'play'; card: number }
  | { seat: Seat; type: 'draw' }
  | { seat: Seat; type: 'pass' };
export interface ToyView {
  viewer: Viewer;
  hand: number[] | null;
  handSizes: number[];
  deckSize: number;
  piles: number[][];
  active: Seat;
  turn: number;
  turnCap: number;
  outcome: Outcome | null;
}
export type ToyEvent =
  | { type: 'played'; seat: Seat; card: number }
  | { type: 'drew'; seat: Seat; card?: number };
export interface ToyOptions {
  turnCap: number;
}

const TARGET = 15;
const fullDeck = (): number[] => Array.from({ length: 18 }, (_, i) => (i % 9) + 1);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function endTurn(s: ToyState): void {
  if (sum(s.piles[s.active]!) >= TARGET) s.outcome = { kind: 'win', winner: s.active, reason: 'target' };
  else if (++s.turn >= s.turnCap) s.outcome = { kind: 'draw', reason: 'turn-cap' };
  else s.active = (s.active + 1) % s.hands.length;
}

function step(s: ToyState, a: ToyAction, sink: EventSink<ToyEvent>): void {
  if (a.type === 'play') {
    const hand = s.hands[a.seat]!;
    hand.splice(hand.indexOf(a.card), 1);
    s.piles[a.seat]!.push(a.card);
    sink?.push({ public: { type: 'played', seat: a.seat, card: a.card } });
  } else if (a.type === 'draw') {
    const card = s.deck.pop()!;
    s.hands[a.seat]!.push(card);
    sink?.push({
      public: { type: 'drew', seat: a.seat },
      private: { [a.seat]: { type: 'drew', seat: a.seat, card } },
    });
  }
  endTurn(s);
}

function legal(s: ToyState, seat: Seat): ToyAction[] {
  if (s.outcome || seat !== s.active) return [];
  const out: ToyAction[] = [...new Set(s.hands[seat])].map((card) => ({ seat, type: 'play', card }));
  if (s.deck.length > 0) out.push({ seat, type: 'draw' });
  if (out.length === 0) out.push({ seat, type: 'pass' });
  return out;
}

export const toyGame = defineGame<ToyState, ToyAction, ToyView, ToyEvent, ToyOptions>({
  name: 'fifteen',
  minSeats: 2,
  maxSeats: 4,
  parseOptions(raw) {
    const o = (raw ?? {}) as Partial<ToyOptions>;
    const turnCap = o.turnCap ?? 60;
    if (!Number.isInteger(turnCap) || turnCap < 1) throw new Error('turnCap must be a positive integer');
    return { turnCap };
  },
  setup(seats, options, seed) {
    const rng = rngFromSeed(seed);
    const deck = shuffleInPlace(rng, fullDeck());
    const hands = Array.from({ length: seats }, () => [deck.pop()!, deck.pop()!]);
    return {
      rng,
      deck,
      hands,
      piles: hands.map(() => []),
      active: 0,
      turn: 0,
      turnCap: options.turnCap,
      outcome: null,
    };
  },
  decisions: (s) => (s.outcome ? [] : [{ seat: s.active, kind: 'act' }]),
  legalActions: legal,
  check(s, a) {
    if (s.outcome) return { code: 'game-over', message: 'the game is over' };
    if (a.seat !== s.active) return { code: 'not-your-decision', message: `it is seat ${s.active}'s turn` };
    if (!legal(s, a.seat).some((l) => toyGame.actionKey(l, s) === toyGame.actionKey(a, s)))
      return {
        code: a.type === 'play' ? 'card-not-in-hand' : 'illegal-action',
        message: `${a.type} is not legal now`,
      };
    return null;
  },
  step,
  clone: (s) => ({
    ...s,
    rng: { ...s.rng },
    deck: s.deck.slice(),
    hands: s.hands.map((h) => h.slice()),
    piles: s.piles.map((p) => p.slice()),
  }),
  view(s, viewer) {
    return {
      viewer,
      hand: viewer === 'spectator' ? null : s.hands[viewer]!.slice(),
      handSizes: s.hands.map((h) => h.length),
      deckSize: s.deck.length,
      piles: s.piles.map((p) => p.slice()),
      active: s.active,
      turn: s.turn,
      turnCap: s.turnCap,
      outcome: s.outcome,
    };
  },
  result: (s) => s.outcome,
  turnNumber: (s) => s.turn,
  determinize(v, seat, rng) {
    const unseen = fullDeck();
    const known = [...(v.hand ?? []), ...v.piles.flat()];
    for (const c of known) unseen.splice(unseen.indexOf(c), 1);
    shuffleInPlace(rng, unseen);
    const hands = v.handSizes.map((n, i) => (i === seat && v.hand ? v.hand.slice() : unseen.splice(0, n)));
    return {
      rng: { ...rng },
      deck: unseen.slice(0, v.deckSize),
      hands,
      piles: v.piles.map((p) => p.slice()),
      active: v.active,
      turn: v.turn,
      turnCap: v.turnCap,
      outcome: v.outcome,
    };
  },
  defaultAction: (s, seat) => legal(s, seat).at(-1)!,
  parseAction(raw) {
    const a = raw as Partial<ToyAction> | null;
    if (!a || typeof a !== 'object' || !Number.isInteger(a.seat))
      return { ok: false, error: { code: 'malformed', message: 'an action needs an integer seat' } };
    if (a.type === 'play' && Number.isInteger((a as { card?: unknown }).card))
      return { ok: true, action: { seat: a.seat!, type: 'play', card: (a as { card: number }).card } };
    if (a.type === 'draw' || a.type === 'pass') return { ok: true, action: { seat: a.seat!, type: a.type } };
    const type = typeof a.type === 'string' ? JSON.stringify(a.type.slice(0, 40)) : `of a ${typeof a.type}`;
    return { ok: false, error: { code: 'unknown-action', message: `unknown action type ${type}` } };
  },
  actionKey: (a) => (a.type === 'play' ? `play:${a.card}` : a.type),
});
