export { type NobidScenarios, nobidScenarios } from './adapter.ts';
export type { NobidActionStep, NobidExpectation, NobidScenarioSetup } from './schema.ts';
