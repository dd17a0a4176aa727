// Sums the suites' JSON reports (Vitest's format) into CI's closing line:
// "N passed, N failed, N skipped" (a skipped test is one whose program or service is missing: each
// printed its line, "skipped: …", in its suite's log).
// Each REPORT may have REPORT.rc beside it, the suite's exit code (.ci/run writes it): a suite that
// failed with no failed test in its report, or left no report, counts one failure, since Vitest's
// JSON does not hold errors outside tests (an unhandled rejection fails the run, not a test).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

let passed = 0;
// Checks that are not test suites (lint, typecheck) and failed count one each.
let failed = Number(process.env.EXTRA_FAILED ?? 0);
let skipped = 0;

/**
 * A report's failures: its failed tests, plus one for each file that failed with none of its tests
 * failed (it did not load, or a hook threw). Vitest's numFailedTestSuites counts describe blocks
 * too, so one failed test inside a describe would be counted twice by it.
 */
function failures(report) {
  const tests = report.numFailedTests ?? 0;
  const files = report.testResults ?? [];
  const broken = files.filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  return tests + broken;
}

/** The suite's exit code, when .ci/run wrote one beside its report. */
function exitCode(file) {
  const rcFile = `${file}.rc`;
  return existsSync(rcFile) ? Number(readFileSync(rcFile, 'utf8').trim()) : undefined;
}

for (const arg of process.argv.slice(2)) {
  // rerun:REPORT is a run of what another skipped (-t): the tests it filtered out are reported as
  // skipped, though they ran in the other report, so its skips are not counted.
  const rerun = arg.startsWith('rerun:');
  const file = rerun ? arg.slice('rerun:'.length) : arg;
  const rc = exitCode(file);
  if (!existsSync(file)) {
    if (rc !== undefined) {
      failed += 1;
      console.log(`ci: ${file}: no report (the suite exited ${rc} before writing it), 1 failed`);
    }
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  let failedHere = failures(report);
  if (failedHere === 0 && rc !== undefined && rc !== 0) {
    failedHere = 1;
    console.log(`ci: ${file}: exited ${rc} with no failed test (an error outside the tests: see its log)`);
  }
  const skippedHere = rerun ? 0 : (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // Name what failed here, so the last lines of a long CI log say which tests to look at.
  for (const result of report.testResults ?? [])
    for (const test of result.assertionResults ?? [])
      if (test.status === 'failed') {
        const why = String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 200);
        console.log(`ci: failed: ${relative(process.cwd(), result.name)} > ${test.fullName}: ${why}`);
      }
  passed += report.numPassedTests ?? 0;
  failed += failedHere;
  skipped += skippedHere;
  console.log(
    `ci: ${file}: ${report.numPassedTests ?? 0} passed, ${failedHere} failed, ${skippedHere} skipped`,
  );
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
