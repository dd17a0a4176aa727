// Sums the suites' JSON reports (Vitest's format) into CI's closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
// Checks that are not test suites (lint, typecheck) and failed count one each.
let failed = Number(process.env.EXTRA_FAILED ?? 0);
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  // A suite that failed to load has no failed tests of its own: count it once.
  failed += Math.max(report.numFailedTests ?? 0, report.numFailedTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(`ci: ${file}: ${report.numPassedTests ?? 0} passed, ${report.numFailedTests ?? 0} failed`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
