export type {
  ActionStepCommon,
  ScenarioAdapter,
  ScenarioMacro,
  ScenarioRejection,
  ScenarioRejectionCode,
  ScenarioTable,
} from './adapter.ts';
export { scenarioMacro } from './adapter.ts';
export { type AnyScenarios, defineScenarios, ScenarioFailed, type Scenarios } from './define.ts';
export {
  keyedUnionError,
  pathText,
  ScenarioFileError,
  type ScenarioProblem,
  showProblem,
  zodProblems,
} from './problems.ts';
export { type GivenOptions, type ReportOptions, reportScenario, type ScenarioReport } from './report.ts';
export { runScenario, type ScenarioFailure, type ScenarioFailureKind, type ScenarioResult } from './run.ts';
export {
  type CommonExpectation,
  parseScenario,
  REJECTION_CODES,
  type Scenario,
  type ScenarioStep,
  scenarioSchema,
} from './schema.ts';
export { DecisionTokens } from './tokens.ts';
