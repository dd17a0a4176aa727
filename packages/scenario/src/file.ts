/** `reportScenario` for a file on disk (Node only: the package's main entry stays browser-safe). */
import { readFileSync } from 'node:fs';
import { type ReportOptions, reportScenario, type ScenarioReport } from './report.ts';

export function runScenarioFile(file: string, opts: Omit<ReportOptions, 'file'>): ScenarioReport {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    return {
      exitCode: 2,
      output: null,
      message: `${file}: cannot read scenario: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
  return reportScenario(text, { ...opts, file });
}

export type { GivenOptions, ReportOptions, ScenarioReport } from './report.ts';
