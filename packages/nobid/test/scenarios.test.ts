/**
 * Every JSON file under packages/nobid/scenarios/ is one rules question (docs/scenarios.md); each
 * must run without an illegal action and meet all its expectations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario, runScenario } from '../src/index.ts';

const dir = join(import.meta.dirname, '..', 'scenarios');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('rules scenarios', () => {
  it('finds the scenario files', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const file of files) {
    const scenario = parseScenario(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    it(`${file}: ${scenario.question ?? ''}`, () => {
      const { failure } = runScenario(scenario);
      expect(failure?.message ?? null).toBeNull();
    });
  }
});
