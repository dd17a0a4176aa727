/** Startups (Oink Games, 2017, Jun Sasaki) on the project's engine. */
import { type CardFact, type Decision, defineGame, type Seat } from '@nobid/engine';
import { COMPANY_KEYS, RULES } from './companies.ts';
import { determinize } from './determinize.ts';
import { parseOptions } from './options.ts';
import { actionKey, parseAction } from './parse-action.ts';
import { playPick } from './play-pick.ts';
import { check, legalActions, pickAction } from './rules.ts';
import { clone, setup } from './setup.ts';
import { step } from './step.ts';
import type { StartupsAction, StartupsEvent, StartupsOptions, StartupsState, StartupsView } from './types.ts';
import { view } from './view.ts';

const NONE: readonly Decision[] = Object.freeze([]);
/** One frozen decision list per (phase, seat): `decisions` runs in the simulator's inner loop. */
const decisionsOf = (kind: 'take' | 'play') =>
  Array.from({ length: RULES.maxPlayers }, (_, seat) => Object.freeze([Object.freeze({ seat, kind })]));
const TAKE = decisionsOf('take');
const PLAY = decisionsOf('play');

export const startupsGame = defineGame<
  StartupsState,
  StartupsAction,
  StartupsView,
  StartupsEvent,
  StartupsOptions
>({
  name: 'startups',
  minSeats: RULES.minPlayers,
  maxSeats: RULES.maxPlayers,
  parseOptions,
  setup,
  decisions: (s) => (s.phase === 'take' ? TAKE[s.active]! : s.phase === 'play' ? PLAY[s.active]! : NONE),
  legalActions,
  check,
  step,
  clone,
  view,
  result: (s) => s.outcome,
  turnNumber: (s) => (s.phase === 'over' ? s.turn : s.turn + 1),
  determinize,
  /** On a timeout: take from the deck when affordable, else the first market card; then invest the first card in hand. */
  defaultAction(s, seat: Seat) {
    const legal = legalActions(s, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} has no decision to make now`);
    return legal[0]!;
  },
  parseAction,
  actionKey,
  choices: {
    deciderCount: (s) => (s.phase === 'over' ? 0 : 1),
    deciderAt: (s) => s.active,
    pickAction,
    playPick,
  },
  /** For the simulator's per-card statistics: a card is its company; investing and selling are plays. */
  cardFacts(event): readonly CardFact[] {
    const e = event.public;
    if (e?.type !== 'invested' && e?.type !== 'to-market') return [];
    return [{ fact: 'played', seat: e.seat, card: COMPANY_KEYS[e.company]!, response: false }];
  },
});
