/**
 * `--compare`: the same seed gives the same comparison; an edition against a copy of itself
 * differs nowhere; two samples of one edition rarely differ after Holm; doubling Leverage does.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_EDITION } from '@nobid/nobid';
import { compareRecords, figureDefsOf, playRecords } from '@nobid/sim';
import { describe, expect, it } from 'vitest';
import { parseSimFlags } from './args.ts';
import { onThreads, runPlan } from './experiment.ts';
import { planSim } from './plan.ts';

const dir = mkdtempSync(join(tmpdir(), 'nobid-compare-'));
const editionFile = (name: string, edit: (e: Record<string, unknown>) => void) => {
  const e = structuredClone(DEFAULT_EDITION) as unknown as Record<string, unknown>;
  edit(e);
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify(e));
  return path;
};
// The same cards under another name: another hash, the same games.
const copy = editionFile('copy', (e) => {
  e.name = 'No Bid (copy)';
});
const leverage16 = editionFile('leverage-16', (e) => {
  e.version = '1-leverage-16';
  for (const c of e.cards as { kind: string; copies: number }[]) if (c.kind === 'leverage') c.copies = 16;
});

const compare = async (b: string, seed: string, games: number, extra: Record<string, unknown> = {}) => {
  const outcome = await runPlan(
    planSim({
      game: 'nobid',
      players: '4',
      games: String(games),
      seed,
      bots: 'medium',
      compare: ['default', b],
      ...extra,
    }),
    onThreads(1),
  );
  if (outcome.mode !== 'compare') throw new Error('not a comparison');
  return outcome.comparison;
};

describe('nobid sim --compare', () => {
  it('the same seed gives the same comparison, figures, intervals and p-values alike', async () => {
    const a = await compare(leverage16, 'twice', 12, { rotate: true, bots: 'medium,easy,easy,easy' });
    expect(await compare(leverage16, 'twice', 12, { rotate: true, bots: 'medium,easy,easy,easy' })).toEqual(
      a,
    );
    expect(a.a.edition!.hash).not.toBe(a.b.edition!.hash);
    expect(a.b.edition).toMatchObject({ name: 'No Bid', version: '1-leverage-16' });
    expect(a.rotate).toBe(true);
  });

  it('the default against a copy of itself: no significant difference on any of 10 seeds', async () => {
    for (let seed = 0; seed < 10; seed++) {
      const c = await compare(copy, `copy-${seed}`, 20);
      expect(c.a.edition!.hash).not.toBe(c.b.edition!.hash);
      // Same cards, same seeds, same bots: the very same games, so every difference is 0.
      expect(c.figures.every((f) => f.diff === 0)).toBe(true);
      expect(c.significant).toBe(0);
    }
  });

  it('two independent samples of the default (different seeds) rarely differ after Holm', () => {
    // A false positive here means a test too eager for its data, e.g. windows counted as
    // independent when they share a game; Holm keeps the family-wise error near 5% a pair.
    const config = (seed: string) =>
      parseSimFlags({ game: 'nobid', players: '4', games: '30', seed, bots: 'medium' });
    let falseCalls = 0;
    for (let pair = 0; pair < 10; pair++) {
      const a = config(`null-a-${pair}`);
      const b = config(`null-b-${pair}`);
      const figures = compareRecords(figureDefsOf(a), playRecords(a), playRecords(b), `null-${pair}`);
      falseCalls += figures.filter((f) => f.significant).length;
    }
    expect(falseCalls).toBeLessThanOrEqual(1);
  });

  it('Leverage 8 → 16 shortens the game: the lengths and the leader figures differ significantly', async () => {
    const c = await compare(leverage16, 'leverage', 200);
    const byId = new Map(c.figures.map((f) => [f.id, f]));
    for (const id of ['rounds-mean', 'rounds-median', 'lead-changes', 'pullbacks']) {
      expect(byId.get(id)!.significant, id).toBe(true);
      expect(byId.get(id)!.diff, id).toBeLessThan(0);
    }
    // Every figure of the run is in the family the correction is made over.
    expect(c.figures.map((f) => f.id)).toEqual(
      expect.arrayContaining(['seat-0', 'first-player', 'balance', 'draws']),
    );
    expect(c.figures.every((f) => f.adjustedP >= f.p)).toBe(true);
  });
});
