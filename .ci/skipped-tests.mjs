// What the run with only Node skipped, for the run with every tool and service:
//   node .ci/skipped-tests.mjs files REPORT.json     the test files that skipped a test, one a line
//   node .ci/skipped-tests.mjs pattern REPORT.json   a -t pattern that matches only those tests
//   node .ci/skipped-tests.mjs check REPORT.json AGAIN.json
//                                                    every test REPORT skipped ran in AGAIN (exit 1
//                                                    and one line each for those that did not)
// So the second run runs what was skipped and nothing twice: a file with a SQLite and a Postgres
// half runs only its Postgres half again.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const SKIPPED = new Set(['skipped', 'pending', 'todo']);
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** [file, fullName] of every test a report skipped. */
function skipped(report) {
  const out = [];
  for (const file of report.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (SKIPPED.has(test.status)) out.push([relative(process.cwd(), file.name), test.fullName]);
  return out;
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const [mode, reportFile, againFile] = process.argv.slice(2);
const tests = skipped(read(reportFile));

if (mode === 'files') {
  for (const file of new Set(tests.map(([file]) => file))) console.log(file);
} else if (mode === 'pattern') {
  // Vitest matches -t against the test's full name, its file and describes before its title: the
  // full name ends with what the report calls the full name.
  console.log(`(?:${[...new Set(tests.map(([, name]) => escapeRegex(name)))].join('|')})$`);
} else if (mode === 'check') {
  const ran = new Set();
  for (const file of read(againFile).testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (!SKIPPED.has(test.status)) ran.add(`${relative(process.cwd(), file.name)} > ${test.fullName}`);
  const missed = tests.map(([file, name]) => `${file} > ${name}`).filter((key) => !ran.has(key));
  for (const key of missed) console.log(`ci: skipped without tools and not run with them: ${key}`);
  process.exit(missed.length ? 1 : 0);
} else {
  console.error('usage: node .ci/skipped-tests.mjs files|pattern REPORT.json | check REPORT.json AGAIN.json');
  process.exit(2);
}
