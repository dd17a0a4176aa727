/**
 * The turn-based scale bench (`bench/turn-based/`, `npm run bench -- --only turn-based`) runs end
 * to end at 300 tables: it seeds, reads both servers' memory, measures the four figures and
 * removes its stores. What it measures is not judged here (no wall-clock asserts): only that each
 * figure is there and is a time or a size, that the seeded server loaded no table at start, and
 * that "My games" listed the account's 50 tables. SQLite only, for the suite's time: the Postgres
 * path differs in its store's making and dropping, and is run by the bench itself (its line when
 * unreachable is checked here).
 */
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { expect, it } from 'vitest';
import { turnBasedBench } from '../../bench/turn-based/bench.ts';

it('measures 300 idle turn-based tables on SQLite, names an unreachable Postgres, and cleans up', async () => {
  const before = readdirSync(tmpdir()).filter((f) => f.startsWith('nobid-bench-tb-')).length;
  const { lines, json } = await turnBasedBench({
    tables: 300,
    samples: 20,
    templates: 4,
    memoryRuns: 1,
    postgresUrl: 'postgres://nobody@127.0.0.1:1/none',
  });
  const figures = json.turnBased as Record<string, Record<string, never>>;
  for (const backend of ['sqlite']) {
    const f = figures[backend] as unknown as {
      tables: number;
      memory: { aboveEmptyMiB: number; loadedAfterStart: number };
      myGames: { p99: number; listed: number };
      due: { noneDue: { p99: number }; allDue: { p99: number; batch: number } };
      load: { p99: number };
      firstAction: { p99: number };
    };
    expect(f.tables).toBe(300);
    expect(Number.isFinite(f.memory.aboveEmptyMiB)).toBe(true);
    expect(f.memory.loadedAfterStart).toBe(0);
    expect(f.myGames.listed).toBe(50);
    // Every timer is due a year on: a full batch.
    expect(f.due.allDue.batch).toBe(100);
    for (const t of [f.myGames.p99, f.due.noneDue.p99, f.due.allDue.p99, f.load.p99, f.firstAction.p99])
      expect(t).toBeGreaterThan(0);
  }
  expect(
    lines.some((l) =>
      /^Postgres: skipped \(unreachable at postgres:\/\/nobody@127\.0\.0\.1:1\/none: /.test(l),
    ),
  ).toBe(true);
  expect(lines.filter((l) => /goal/.test(l)).length).toBeGreaterThanOrEqual(4);
  expect(readdirSync(tmpdir()).filter((f) => f.startsWith('nobid-bench-tb-')).length).toBe(before);
}, 240_000);
