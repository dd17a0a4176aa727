export { buildScenarioState, ScenarioError } from './build.ts';
export { checkExpectation } from './expect.ts';
export { actionToStep, eventsToJson, eventToJson, stateToJson } from './format.ts';
export { parseScenario, runScenario, type ScenarioFailure, type ScenarioResult } from './run.ts';
export { type Scenario, scenarioSchema } from './schema.ts';
