/** The report of `nobid sim --sweep KEY=RANGE`: every figure plotted against the swept value. */
import { editionIdentity, editionLabel } from '@nobid/nobid';
import { minGamesForRound, type NobidSummary } from '@nobid/nobid/sim';
import {
  compareVerdict,
  type Figure,
  type FigureTrend,
  formatDifference,
  formatFigure,
  formatP,
  formatValue,
  type SweepChartPoint as Point,
  type SimResult,
  sweepChart,
  sweepTrends,
} from '@nobid/sim';
import type { TopLevelSpec } from 'vega-lite';
import { esc, figure, page, table, VEGA_SCHEMA, WIDTH } from './html.ts';
import type { Sweep } from './sweep.ts';

/** A trend's verdict in the report's words: which way a figure moves, if it does. */
function trendWords(t: FigureTrend): string {
  const verdict = compareVerdict(t);
  if (verdict !== 'differs') return verdict === 'inconclusive' ? 'inconclusive' : 'no change that matters';
  return t.diff > 0 ? 'rises (Holm)' : 'falls (Holm)';
}

/** "first player", "player 2", "seat 0": short enough for a legend. */
const seriesName = (id: string) =>
  id === 'first-player' ? 'first player' : id.replace(/^position-/, 'player ').replace(/^seat-/, 'seat ');

/** The leader's count by round, one line per swept value (per player count in a players sweep). */
export function leaderSweepChart(sweep: Sweep, results: readonly SimResult[]): TopLevelSpec {
  const target = Math.max(
    ...results.map((r) => (r.summary.metrics as NobidSummary | undefined)?.target ?? 0),
  );
  const rows = results.flatMap((r, i) =>
    ((r.summary.metrics as NobidSummary | undefined)?.leaderByRound ?? [])
      .filter((x) => x.games >= minGamesForRound(r.summary.games))
      .map((x) => ({
        round: x.round,
        leader: x.leader,
        value: `${sweep.label}=${sweep.points[i]!.value}`,
      })),
  );
  return {
    $schema: VEGA_SCHEMA,
    title: `The public leader's Book count by round (mean over the games still running, while 2% run; dashed: the target, ${target})`,
    width: WIDTH,
    data: { values: rows },
    layer: [
      {
        mark: { type: 'line', point: true },
        encoding: {
          x: { field: 'round', type: 'quantitative', title: 'round' },
          y: {
            field: 'leader',
            type: 'quantitative',
            title: "leader's count",
            scale: { domain: [0, target] },
          },
          color: { field: 'value', type: 'nominal', title: null, sort: null },
        },
      },
      {
        data: { values: [{ target }] },
        mark: { type: 'rule', color: '#e45756', strokeDash: [4, 3] },
        encoding: { y: { field: 'target', type: 'quantitative' } },
      },
    ],
  } as TopLevelSpec;
}

const pointOf = (value: number, series: string, f: Figure): Point => ({
  value,
  series,
  y: f.value,
  lo: f.ci95?.[0] ?? f.value,
  hi: f.ci95?.[1] ?? f.value,
});

export async function renderSweepReport(sweep: Sweep, results: readonly SimResult[]): Promise<string> {
  const first = results[0]!.summary;
  // A players sweep has more seats at its larger values: the widest run lists every figure.
  const widest = results.reduce((w, r) =>
    r.summary.figures.length > w.summary.figures.length ? r : w,
  ).summary;
  const values = sweep.points.map((p) => p.value);
  const byId = (id: string) =>
    results.flatMap((r, i) => {
      const f = r.summary.figures.find((x) => x.id === id);
      return f ? [{ value: values[i]!, f }] : [];
    });
  const charts: string[] = [];
  // Win rates by place in turn order and by seat: one chart each, one line per place or seat.
  for (const [title, prefix] of [
    ['Win rate by place in turn order', /^(first-player|position-\d+)$/],
    ['Win rate per seat', /^seat-\d+$/],
  ] as const) {
    const points = results.flatMap((r, i) =>
      r.summary.figures.filter((f) => prefix.test(f.id)).map((f) => pointOf(values[i]!, seriesName(f.id), f)),
    );
    // The fair share, where every value has the same table size.
    const fair = sweep.target.kind === 'players' ? undefined : 1 / first.players;
    charts.push(
      await figure(
        sweepChart(`${title} (95% CI; dashed: fair share)`, sweep.label, 'share', points, fair, sweep.today),
      ),
    );
  }
  const single = first.figures.filter((f) => !/^(seat-\d+|first-player|position-\d+)$/.test(f.id));
  for (const f of single) {
    const points = byId(f.id).map(({ value, f: g }) => pointOf(value, f.label, g));
    charts.push(
      await figure(sweepChart(`${f.label} (95% CI)`, sweep.label, f.unit, points, undefined, sweep.today)),
    );
  }
  if (first.metrics !== undefined) charts.push(await figure(leaderSweepChart(sweep, results)));
  if (sweep.target.kind !== 'players') {
    const card = sweep.target.card;
    const rows = results.map((r) => (r.summary.metrics as NobidSummary).cards.find((c) => c.card === card));
    const played = rows.map((c, i) => ({
      value: values[i]!,
      series: 'played per game',
      y: c?.playedPerGame ?? 0,
      lo: c?.playedPerGame ?? 0,
      hi: c?.playedPerGame ?? 0,
    }));
    charts.push(
      await figure(
        sweepChart(`${card}: played per game`, sweep.label, 'per game', played, undefined, sweep.today),
      ),
    );
    const wins = rows.flatMap((c, i) =>
      c
        ? [
            {
              value: values[i]!,
              series: 'played',
              y: c.winWhenPlayed.rate,
              lo: c.winWhenPlayed.ci95[0],
              hi: c.winWhenPlayed.ci95[1],
            },
            {
              value: values[i]!,
              series: 'held, not played',
              y: c.winWhenHeldNotPlayed.rate,
              lo: c.winWhenHeldNotPlayed.ci95[0],
              hi: c.winWhenHeldNotPlayed.ci95[1],
            },
          ]
        : [],
    );
    charts.push(
      await figure(
        sweepChart(
          `${card}: win rate when played vs. held and not played (correlation, not cause)`,
          sweep.label,
          'share',
          wins,
          undefined,
          sweep.today,
        ),
      ),
    );
  }
  const trends = sweepTrends(
    values,
    results.map((r) => r.summary.figures),
  );
  const parts = [
    `<h1>Sweep: ${esc(sweep.label)} from ${values[0]} to ${values.at(-1)}</h1>`,
    `<p>${first.games} games at each value, seed <code>${esc(first.seed)}</code>, bots ${esc(first.bots.join(', '))}${
      first.rotate ? ', rotated one seat a game' : ''
    }. Game <i>i</i> has the same seed and seating at every value.</p>`,
    table(
      ['value', 'edition', 'hash', 'players'],
      sweep.points.map((p) => {
        const id = editionIdentity(p.edition);
        return [
          p.value === sweep.today ? `${p.value} (today)` : p.value,
          editionLabel(id),
          id.hash,
          p.players,
        ];
      }),
    ),
    sweep.today === null
      ? ''
      : `<p>Today's value: <b>${sweep.today}</b>${
          values.includes(sweep.today) ? '' : ' (outside the sweep)'
        }, the green line on every plot.</p>`,
    '<h2>Trends across the sweep</h2>',
    `<p>Each figure's linear trend over ${esc(sweep.label)}: its change from the first value to the last by least squares, ` +
      'its interval from each point’s own, and a z-test; Holm(–Bonferroni) over all ' +
      `${trends.length} figures at once, the intervals drawn at each figure’s Holm step. A figure that does not trend is ` +
      'inconclusive while that interval still reaches a change that matters (3 points of a rate, 5% of anything else).</p>',
    table(
      [
        'figure',
        `at ${values[0]}`,
        `at ${values.at(-1)}`,
        'change over the sweep [Holm-adjusted CI]',
        'p',
        'Holm p',
        '',
      ],
      trends.map((t) => [
        t.label,
        formatValue(t.unit, t.a),
        formatValue(t.unit, t.b),
        formatDifference(t.unit, { diff: t.diff, ci95: t.adjustedCi }),
        formatP(t.p),
        formatP(t.adjustedP),
        trendWords(t),
      ]),
    ),
    ...charts,
    '<h2>Every figure at every value</h2>',
    table(
      [`figure \\ ${sweep.label}`, ...values.map(String)],
      widest.figures.map((f) => [
        f.label,
        ...results.map((r) => {
          const g = r.summary.figures.find((x) => x.id === f.id);
          return g ? formatFigure(g) : '–';
        }),
      ]),
    ),
  ];
  return page(`sweep ${sweep.spec}`, parts);
}
