/**
 * Every JSON file under packages/nobid/scenarios/, subfolders included (audit/ holds the rules
 * audit's questions), is one rules question (docs/scenarios.md); each must run without an illegal
 * action and meet all its expectations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nobidScenarios } from '../src/index.ts';

const dir = join(import.meta.dirname, '..', 'scenarios');
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('rules scenarios', () => {
  it('finds the scenario files, the audit folder included', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => f.startsWith('audit')).length).toBeGreaterThanOrEqual(30);
  });
  for (const file of files) {
    const raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    it(`${file}: ${raw.question ?? ''}`, () => {
      const { failure } = nobidScenarios.run(raw);
      expect(failure?.message ?? null).toBeNull();
    });
  }
});
