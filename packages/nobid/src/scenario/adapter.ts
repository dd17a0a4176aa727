/** No Bid's scenario adapter: its part of the one scenario format, bound to the generic runner. */
import { defineScenarios } from '@nobid/scenario';
import { z } from 'zod';
import { nobidGame } from '../game.ts';
import { optionsSchema, parseOptions } from '../parse.ts';
import type { NobidState } from '../state.ts';
import type { NobidAction, NobidEvent, NobidOptions } from '../types.ts';
import { passAll, refuseTarget, toAction } from './actions.ts';
import { buildScenarioState } from './build.ts';
import { checkExpectation } from './expect.ts';
import { actionToStep, eventsToJson, stateToJson } from './format.ts';
import { refineKinds } from './kinds.ts';
import {
  actionSteps,
  DECISION_KINDS,
  DOCS,
  expectSchema,
  type NobidActionStep,
  type NobidExpectation,
  type NobidScenarioSetup,
  setupSchema,
} from './schema.ts';

export const nobidScenarios = defineScenarios<
  NobidState,
  NobidAction,
  NobidEvent,
  NobidOptions,
  NobidScenarioSetup,
  NobidActionStep,
  NobidExpectation
>({
  game: nobidGame,
  docs: DOCS,
  // The table options, the edition resolved (a bad one is a malformed file, listed by path).
  options: optionsSchema.transform((raw, ctx) => {
    try {
      return parseOptions(raw);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message });
      return z.NEVER;
    }
  }),
  setup: setupSchema,
  actions: actionSteps,
  macros: [passAll],
  expect: expectSchema,
  decisionKinds: DECISION_KINDS,
  refine: refineKinds,
  build: (setup, table, sink) => buildScenarioState(setup, table, sink),
  toAction,
  refuse: refuseTarget,
  check: checkExpectation,
  stateToJson,
  eventsToJson,
  actionToStep,
});

export type NobidScenarios = typeof nobidScenarios;
