// The test files of a Vitest JSON report that skipped a test (a program or service was missing),
// one a line, relative to the repository: `.ci/run` runs them again with every tool and service.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const file of report.testResults ?? [])
  if (
    (file.assertionResults ?? []).some(
      (t) => t.status === 'skipped' || t.status === 'pending' || t.status === 'todo',
    )
  )
    console.log(relative(process.cwd(), file.name));
