/** A scenario file runs by its "game" field through the catalog's adapters (the CLI reads the file). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SCENARIO_GAME } from '@nobid/catalog';
import { describe, expect, it } from 'vitest';
import { runScenarioFile } from './scenario-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'cli-scenario-'));
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

describe('scenario files of any game', () => {
  it('runs a file by its "game" field, and a file without one as No Bid', () => {
    expect(DEFAULT_SCENARIO_GAME).toBe('nobid');
    const startups = runScenarioFile(
      file('startups.json', {
        game: 'startups',
        players: 3,
        setup: { hands: [{ octo: 1 }, {}, {}], deck: ['hippo'] },
        steps: [{ seat: 0, takeDeck: true }, { expect: { hands: [{ octo: 1, hippo: 1 }] } }],
      }),
      { events: false },
    );
    expect(startups).toMatchObject({ exitCode: 0, output: { game: 'startups', ok: true } });
    const nobid = runScenarioFile(
      file('nobid.json', { players: 2, setup: { hands: [['scalp'], []], deck: ['ipo', 'leverage'] } }),
      { events: false },
    );
    expect(nobid).toMatchObject({ exitCode: 0, output: { game: 'nobid', ok: true } });
  });

  it('refuses an unknown game with exit code 2, naming the known ones', () => {
    const r = runScenarioFile(file('chess.json', { game: 'chess', players: 2, setup: {} }), {
      events: false,
    });
    expect(r.exitCode).toBe(2);
    expect(r.message).toContain('game: unknown game "chess"; known games: nobid, startups');
  });
});
