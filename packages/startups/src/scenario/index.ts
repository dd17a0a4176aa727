export { type StartupsScenarios, startupsScenarios } from './adapter.ts';
export { COMPANY_NAMES } from './names.ts';
export type { StartupsActionStep, StartupsExpectation, StartupsScenarioSetup } from './schema.ts';
