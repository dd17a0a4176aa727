/** `npm run lint` part two: the package-boundary rule over the whole repository. */
import { fileURLToPath } from 'node:url';
import { checkBoundaries } from './check.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const violations = checkBoundaries(root);
for (const v of violations) process.stderr.write(`${v.file}:${v.line}: ${v.message}\n`);
if (violations.length > 0) {
  process.stderr.write(`package boundaries: ${violations.length} violation(s)\n`);
  process.exit(1);
}
process.stdout.write('package boundaries: clean\n');
