/**
 * No package's files import one another in a circle (`import-cycles.ts`). The server's were taken
 * apart when the live table got a module of its own (docs/decisions/live-table-module.md); the
 * circles other packages still hold are listed below, so that a new one fails here at once and
 * one taken apart is struck from the list.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, packageSources } from './import-cycles.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** The circles that were there before this check, per package: to be taken apart, never added to. */
const KNOWN: Readonly<Record<string, readonly (readonly string[])[]>> = {
  nobid: [['cards.ts', 'edition/schema.ts']],
  press: [['rulebook/card-texts.ts', 'texts.ts']],
  sim: [['game-metrics.ts', 'run.ts']],
  web: [
    ['games/nobid/index.ts', 'games/startups/index.ts', 'table/registry.ts'],
    ['games/startups/OptionsFields.tsx', 'lobby/game-options.ts'],
    ['replay/ReplayBar.tsx', 'replay/ReplayPage.tsx'],
  ],
};

describe('import circles inside a package', () => {
  for (const [name, src] of packageSources(ROOT)) {
    it(`${name}: none beyond the known ones`, () => {
      expect(importCycles(src)).toEqual(KNOWN[name] ?? []);
    });
  }

  it('finds a circle of types as well as one of values', () => {
    const cycles = importCycles(resolve(import.meta.dirname, 'fixtures/import-cycle'));
    expect(cycles).toEqual([['a.ts', 'b.ts']]);
  });
});
