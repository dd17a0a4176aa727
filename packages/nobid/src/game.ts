/** `nobidGame`: the whole game of No Bid as an engine `Game`. */
import { defineGame } from '@nobid/engine';
import { nobidCardFacts } from './card-facts.ts';
import { checkAction } from './check.ts';
import { determinize } from './determinize.ts';
import { identityOf } from './edition/compile.ts';
import { legalActions, pickAction } from './legal.ts';
import { parseAction, parseOptions } from './parse.ts';
import { playPick, playRandom } from './play-pick.ts';
import { actionKey, deciderAt, deciderCount, decisions, defaultAction, setupState, step } from './rules.ts';
import { cloneState, type NobidState } from './state.ts';
import type { NobidAction, NobidEvent, NobidOptions, NobidView } from './types.ts';
import { buildView } from './view.ts';
import { counterAction, windowFacts } from './window-facts.ts';

export const nobidGame = defineGame<NobidState, NobidAction, NobidView, NobidEvent, NobidOptions>({
  name: 'nobid',
  minSeats: 2,
  maxSeats: 6,
  parseOptions,
  setup: setupState,
  decisions,
  legalActions,
  check: checkAction,
  step,
  clone: cloneState,
  view: buildView,
  result: (s) => s.outcome,
  turnNumber: (s) => s.turn,
  cardFacts: nobidCardFacts,
  editionOf: (options) => identityOf(options.edition),
  windowFacts,
  counterAction,
  cardKinds: (options) => options.edition.cards.map((c) => c.kind),
  determinize,
  defaultAction,
  parseAction,
  actionKey,
  choices: { deciderCount, deciderAt, pickAction, playPick, playRandom },
});

export type NobidGame = typeof nobidGame;
