/** Startups' scenario adapter: its part of the one scenario format, bound to the generic runner. */
import { defineScenarios } from '@nobid/scenario';
import { startupsGame } from '../game.ts';
import { optionsSchema } from '../options.ts';
import type { StartupsAction, StartupsEvent, StartupsOptions, StartupsState } from '../types.ts';
import { actionToStep, toAction } from './actions.ts';
import { buildScenarioState } from './build.ts';
import { checkExpectation } from './expect.ts';
import { eventsToJson, stateToJson } from './format.ts';
import {
  actionSteps,
  DECISION_KINDS,
  DOCS,
  expectSchema,
  type StartupsActionStep,
  type StartupsExpectation,
  type StartupsScenarioSetup,
  setupSchema,
} from './schema.ts';

export const startupsScenarios = defineScenarios<
  StartupsState,
  StartupsAction,
  StartupsEvent,
  StartupsOptions,
  StartupsScenarioSetup,
  StartupsActionStep,
  StartupsExpectation
>({
  game: startupsGame,
  docs: DOCS,
  options: optionsSchema,
  setup: setupSchema,
  actions: actionSteps,
  expect: expectSchema,
  decisionKinds: DECISION_KINDS,
  build: buildScenarioState,
  toAction: (_state, step) => toAction(step),
  check: checkExpectation,
  stateToJson,
  eventsToJson,
  actionToStep: (_state, action) => actionToStep(action),
});

export type StartupsScenarios = typeof startupsScenarios;
