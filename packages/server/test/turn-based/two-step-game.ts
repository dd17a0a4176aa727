/**
 * "Fifteen" with a close: each turn is two moves of one seat, the toy game's play or draw and
 * then a pass, as a No Bid turn may end with a discard over the hand limit. For the tests of a
 * whole turn skipped at once.
 */
import { defineGame } from '@nobid/engine';
import {
  type ToyAction,
  type ToyEvent,
  type ToyOptions,
  type ToyState,
  type ToyView,
  toyGame,
} from '@nobid/engine/testing';

interface TwoStepState extends ToyState {
  /** The seat that played owes its close; the turn then goes to `next`. */
  closing: boolean;
  next: number;
}

const closeOf = (s: TwoStepState, seat: number): ToyAction[] =>
  !s.outcome && seat === s.active ? [{ seat, type: 'pass' }] : [];

export const twoStepGame = defineGame<TwoStepState, ToyAction, ToyView, ToyEvent, ToyOptions>({
  ...toyGame,
  name: 'fifteen-two-step',
  setup: (seats, options, seed) => ({ ...toyGame.setup(seats, options, seed), closing: false, next: 0 }),
  decisions: (s) => (s.outcome ? [] : [{ seat: s.active, kind: s.closing ? 'close' : 'act' }]),
  legalActions: (s, seat) => (s.closing ? closeOf(s, seat) : toyGame.legalActions(s, seat)),
  check(s, a) {
    if (!s.closing) return toyGame.check(s, a);
    return closeOf(s, a.seat).some((c) => c.type === a.type)
      ? null
      : { code: 'illegal-action', message: 'the turn ends with a pass' };
  },
  step(s, a, sink) {
    if (s.closing) {
      s.closing = false;
      s.active = s.next;
      return;
    }
    const actor = s.active;
    toyGame.step(s, a, sink);
    if (s.outcome) return;
    // The toy game has moved the turn on: the actor closes first.
    s.next = s.active;
    s.active = actor;
    s.closing = true;
  },
  clone: (s) => ({ ...(toyGame.clone(s) as TwoStepState), closing: s.closing, next: s.next }),
  determinize: (v, seat, rng) => ({ ...toyGame.determinize(v, seat, rng), closing: false, next: 0 }),
  defaultAction: (s, seat) => (s.closing ? closeOf(s, seat)[0]! : toyGame.defaultAction(s, seat)),
});
