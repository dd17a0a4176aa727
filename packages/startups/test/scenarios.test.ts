/**
 * Every JSON file under packages/startups/scenarios/ is one rules question (docs/scenarios.md,
 * "Startups"); each must run without an illegal action and meet all its expectations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startupsScenarios } from '../src/index.ts';

const dir = join(import.meta.dirname, '..', 'scenarios');
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('Startups rules scenarios', () => {
  it('finds the scenario files, each a Startups file with its question', () => {
    expect(files.length).toBeGreaterThanOrEqual(28);
  });
  for (const file of files) {
    const raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    it(`${file}: ${raw.question ?? ''}`, () => {
      expect(raw.game).toBe('startups');
      expect(raw.question).toEqual(expect.any(String));
      const { failure } = startupsScenarios.run(raw);
      expect(failure?.message ?? null).toBeNull();
    });
  }
});
