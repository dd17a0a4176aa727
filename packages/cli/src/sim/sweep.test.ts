/** `--sweep`: every problem of a malformed sweep listed; each value's edition; a run and its report. */
import { DEFAULT_EDITION, type Edition, editionIdentity } from '@nobid/nobid';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../usage-error.ts';
import { onThreads, runPlan } from './experiment.ts';
import { planSim } from './plan.ts';
import { parseSweep } from './sweep.ts';
import { renderSweepReport } from './sweep-report.ts';

const limits = { min: 2, max: 6 };
const sweep = (spec: string, base: Edition = DEFAULT_EDITION) => parseSweep(spec, base, 4, limits);
const problemsOf = (spec: string, base?: Edition): string[] => {
  try {
    sweep(spec, base);
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return (err as Error).message
      .split('\n')
      .slice(1)
      .map((l) => l.trim());
  }
  throw new Error(`--sweep ${spec} was accepted`);
};
const card = (e: Edition, kind: string) => e.cards.find((c) => c.kind === kind)!;

describe('parsing --sweep', () => {
  it('lists every problem of a malformed sweep at once', () => {
    expect(problemsOf('nope=a..b')).toEqual([
      '"a..b" is not a range of whole numbers: write A..B (4..10) or a list (1,2,3)',
      expect.stringMatching(
        new RegExp(
          `^no card of kind "nope" in No Bid ${DEFAULT_EDITION.version} \\(kinds: opening-eurusd-long, .*day-trade`,
        ),
      ),
    ]);
    expect(problemsOf('leverage=10..4')).toEqual(['the range 10..4 runs backwards: write 4..10']);
    expect(problemsOf('leverage.count=1..2')).toEqual([
      '"leverage" has no number "count" (its numbers: delta)',
    ]);
    expect(problemsOf('stop-loss.delta=1')).toEqual([
      '"stop-loss" has no number "delta" (it has no numbers to vary)',
    ]);
    expect(problemsOf('players=1..7')).toEqual([
      'at players=1: the game is for 2 to 6 players',
      'at players=7: the game is for 2 to 6 players',
    ]);
    expect(() => sweep('leverage')).toThrow(/write KEY=RANGE/);
  });

  it("checks each value's edition and names the value and the path of every problem", () => {
    // Credit Line's hand-limit change goes up to +5; Leverage's count change to ±3 and not 0.
    const cl = DEFAULT_EDITION.cards.findIndex((c) => c.kind === 'credit-line');
    expect(problemsOf('credit-line.delta=3..7')).toEqual([
      expect.stringMatching(new RegExp(`^at credit-line\\.delta=6: cards\\[${cl}\\]\\.book\\.delta: `)),
      expect.stringMatching(new RegExp(`^at credit-line\\.delta=7: cards\\[${cl}\\]\\.book\\.delta: `)),
    ]);
    expect(problemsOf('leverage.delta=-1..1')).toEqual([
      expect.stringMatching(/^at leverage\.delta=0: .*does nothing/),
    ]);
    expect(problemsOf('leverage=19..21')).toEqual([
      expect.stringMatching(/^at leverage=21: cards\[\d+\]\.copies: /),
    ]);
  });

  it("builds one edition per value: a card's copies (at every player count) or one effect parameter", () => {
    const base: Edition = {
      ...DEFAULT_EDITION,
      playerCounts: [{ players: [5, 6], copies: { leverage: 10, ipo: 6 } }],
    };
    const s = sweep('leverage=4..6', base);
    expect(s.label).toBe('leverage copies');
    expect(s.points.map((p) => card(p.edition, 'leverage').copies)).toEqual([4, 5, 6]);
    // The per-count rule for the swept card would hide the value at 5 and 6 players: it goes.
    expect(s.points[0]!.edition.playerCounts).toEqual([{ players: [5, 6], copies: { ipo: 6 } }]);
    expect(new Set(s.points.map((p) => editionIdentity(p.edition).hash)).size).toBe(3);

    const delta = sweep('credit-line.delta=1,2,5');
    expect(delta.points.map((p) => card(p.edition, 'credit-line'))).toMatchObject([
      { book: { op: 'hand-limit', delta: 1 } },
      { book: { op: 'hand-limit', delta: 2 } },
      { book: { op: 'hand-limit', delta: 5 } },
    ]);
    expect(sweep('scalp.count=1..3').points.map((p) => card(p.edition, 'scalp'))).toMatchObject([
      { effects: [{ op: 'draw', count: 1 }] },
      { effects: [{ op: 'draw', count: 2 }] },
      { effects: [{ op: 'draw', count: 3 }] },
    ]);
    expect(sweep('players=4..6').points.map((p) => [p.players, p.edition])).toEqual([
      [4, DEFAULT_EDITION],
      [5, DEFAULT_EDITION],
      [6, DEFAULT_EDITION],
    ]);
  });

  it("knows today's value: the base edition's own number at this table size, or the table size given", () => {
    const base: Edition = {
      ...DEFAULT_EDITION,
      playerCounts: [{ players: [4], copies: { leverage: 11 } }],
    };
    // At 4 players the edition's own rule gives Leverage 11 copies: that is where it stands today.
    expect(sweep('leverage=4..12', base).today).toBe(11);
    expect(parseSweep('leverage=4..12', base, 3, limits).today).toBe(card(base, 'leverage').copies);
    const creditLine = card(DEFAULT_EDITION, 'credit-line');
    expect(sweep('credit-line.delta=1..5').today).toBe(
      creditLine.type === 'leverage' && creditLine.book.op === 'hand-limit' && creditLine.book.delta,
    );
    expect(sweep('players=3..6').today).toBe(4);
  });
});

describe('a sweep run', () => {
  it('plays every value on the same seeds and plots every figure against the value', async () => {
    const outcome = await runPlan(
      planSim({
        game: 'nobid',
        players: '2',
        games: '15',
        seed: 'sweep',
        bots: 'medium',
        sweep: 'leverage=4,16',
      }),
      onThreads(1),
    );
    if (outcome.mode !== 'sweep') throw new Error('not a sweep');
    expect(outcome.results.map((r) => r.summary.edition!.hash)).toEqual(
      outcome.sweep.points.map((p) => editionIdentity(p.edition).hash),
    );
    expect(outcome.results.map((r) => r.summary.games)).toEqual([15, 15]);
    const html = await renderSweepReport(outcome.sweep, outcome.results);
    const figures = outcome.results[0]!.summary.figures.length;
    // Seats and places share a chart each; every other figure has its own, plus the leader's
    // curve and the swept card's two.
    const perSeat = outcome.results[0]!.summary.figures.filter((f) =>
      /^(seat-|first-player|position-)/.test(f.id),
    ).length;
    expect(html.match(/<svg/g)?.length).toBe(2 + (figures - perSeat) + 1 + 2);
    for (const text of [
      'Sweep: leverage copies from 4 to 16',
      'median game length',
      'leverage: played per game',
      'Trends across the sweep',
    ])
      expect(html).toContain(text);
    // Today's Leverage count at 2 players is marked on the plots, and said to lie outside 4..16 or not.
    const today = outcome.sweep.today!;
    expect(today).toBe(card(DEFAULT_EDITION, 'leverage').copies);
    expect(html).toContain(`Today's value: <b>${today}</b>`);
    expect(html).toContain(`today: ${today}`);
    // Each figure measured at both values has a trend row with its verdict, corrected over all of them.
    const trendRows =
      html.split('Trends across the sweep')[1]!.split('</table>')[0]!.match(/<tr>/g)!.length - 1;
    expect(trendRows).toBe(figures);
    expect(html).toMatch(/Holm\(–Bonferroni\) over all \d+ figures at once/);
  });

  it('a players sweep plays each table size with one bot level for every seat', async () => {
    const outcome = await runPlan(
      planSim({ game: 'nobid', games: '6', seed: 'p', bots: 'easy', sweep: 'players=2..3' }),
      onThreads(1),
    );
    if (outcome.mode !== 'sweep') throw new Error('not a sweep');
    expect(outcome.results.map((r) => r.summary.players)).toEqual([2, 3]);
    expect(() => planSim({ game: 'nobid', games: '6', bots: 'easy,medium', sweep: 'players=2..3' })).toThrow(
      /give one --bots level for every seat/,
    );
  });
});
