/** The report of `nobid sim --compare A B`: every figure's difference, its interval and its test. */
import { editionLabel } from '@nobid/nobid';
import {
  type ComparedFigure,
  type Comparison,
  type FigureUnit,
  formatDifference,
  formatP,
  formatValue,
} from '@nobid/sim';
import type { TopLevelSpec } from 'vega-lite';
import { esc, figure, page, table, VEGA_SCHEMA, WIDTH } from './html.ts';

const TEST_NAMES: Record<ComparedFigure['method'], string> = {
  'newcombe-wilson / two-proportion z': 'Newcombe–Wilson interval, two-proportion z',
  'welch t': "Welch's t",
  bootstrap: 'bootstrap over games',
};

/** B − A with its interval per figure of one unit; significant ones in red. */
export function differenceChart(figures: readonly ComparedFigure[], unit: FigureUnit): TopLevelSpec {
  const scale = unit === 'share' ? 100 : 1;
  const rows = figures
    .filter((f) => f.unit === unit)
    .map((f) => ({
      figure: f.label,
      diff: f.diff * scale,
      lo: (f.ci95?.[0] ?? f.diff) * scale,
      hi: (f.ci95?.[1] ?? f.diff) * scale,
      verdict: f.significant ? 'differs (Holm)' : 'no significant difference',
    }));
  const title = unit === 'share' ? 'B − A in percentage points' : `B − A in ${unit}`;
  return {
    $schema: VEGA_SCHEMA,
    title: `${title} (95% CI)`,
    width: WIDTH - 120,
    data: { values: rows },
    // Figure names are long: let the axis show them whole.
    config: { axis: { labelLimit: 600 } },
    layer: [
      {
        mark: { type: 'rule', color: '#888', strokeDash: [4, 3] },
        data: { values: [{ zero: 0 }] },
        encoding: { x: { field: 'zero', type: 'quantitative' } },
      },
      {
        mark: { type: 'errorbar', ticks: true },
        encoding: {
          y: { field: 'figure', type: 'nominal', sort: null, title: null, axis: { labelLimit: 600 } },
          x: { field: 'lo', type: 'quantitative', title },
          x2: { field: 'hi' },
          color: {
            field: 'verdict',
            type: 'nominal',
            title: null,
            legend: { labelLimit: 220, orient: 'bottom' },
            scale: { domain: ['differs (Holm)', 'no significant difference'], range: ['#d62728', '#4c78a8'] },
          },
        },
      },
      {
        mark: { type: 'point', filled: true },
        encoding: {
          y: { field: 'figure', type: 'nominal', sort: null },
          x: { field: 'diff', type: 'quantitative' },
          color: { field: 'verdict', type: 'nominal' },
        },
      },
    ],
  } as TopLevelSpec;
}

const sideLine = (label: string, side: Comparison['a']) =>
  `<li>${label}: <code>${esc(side.source)}</code>${
    side.edition ? ` = <b>${esc(editionLabel(side.edition))}</b>, hash <code>${side.edition.hash}</code>` : ''
  }</li>`;

export async function renderComparisonReport(
  c: Comparison,
  links: { a: string; b: string },
): Promise<string> {
  const units = [...new Set(c.figures.map((f) => f.unit))];
  const charts: string[] = [];
  for (const unit of units) charts.push(await figure(differenceChart(c.figures, unit)));
  const parts = [
    '<h1>Comparing two editions</h1>',
    `<ul>${sideLine('A', c.a)}${sideLine('B', c.b)}</ul>`,
    `<p>${c.games} games of each, ${c.players} players, seed <code>${esc(c.seed)}</code>, bots ${esc(c.bots.join(', '))}${
      c.rotate ? ', rotated one seat a game' : ''
    }. Game <i>i</i> of both editions has the same seed and the same seating, so the two differ only by their cards. ` +
      `Full reports: <a href="${links.a}">A</a>, <a href="${links.b}">B</a>.</p>`,
    `<p><b>${c.significant} of ${c.figures.length}</b> figures differ after a Holm(–Bonferroni) correction over all ${c.figures.length} comparisons (family-wise error ${(
      100 * c.alpha
    ).toFixed(0)}%).</p>`,
    ...charts,
    table(
      ['figure', 'A', 'B', 'B − A [95% CI]', 'test', 'p', 'Holm p', ''],
      c.figures.map((f) => [
        f.label,
        formatValue(f.unit, f.a),
        formatValue(f.unit, f.b),
        formatDifference(f.unit, f),
        TEST_NAMES[f.method],
        formatP(f.p),
        formatP(f.adjustedP),
        f.significant ? 'differs' : '',
      ]),
    ),
    '<p class="note">Rates (win rates by seat and by place in turn order, the draw rate): Newcombe’s hybrid score interval ' +
      'for the difference and the pooled two-proportion z-test. Means: Welch’s t-test and interval. Medians, ratios of ' +
      'sums and the balance: the bootstrap over games (2,000 resamples, percentile interval, p from the bootstrap standard ' +
      'error). The intervals are not adjusted; the Holm p-values are. The two editions shuffle different decks, so their ' +
      'games are compared as independent samples.</p>',
  ];
  return page('edition comparison', parts);
}
