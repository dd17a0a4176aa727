/** The report of `nobid sim --compare A B`: every figure's difference, its interval and its test. */
import { editionLabel } from '@nobid/nobid';
import {
  type ComparedFigure,
  type Comparison,
  compareVerdict,
  differenceChart,
  formatDifference,
  formatP,
  formatValue,
} from '@nobid/sim';
import { esc, figure, page, table } from './html.ts';

const TEST_NAMES: Record<ComparedFigure['method'], string> = {
  'newcombe-wilson / two-proportion z': 'Newcombe–Wilson interval, two-proportion z',
  'welch t': "Welch's t",
  bootstrap: 'bootstrap over games',
};

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
        compareVerdict(f),
      ]),
    ),
    '<p class="note">Rates (win rates by seat and by place in turn order, the draw rate): Newcombe’s hybrid score interval ' +
      'for the difference and the pooled two-proportion z-test. Means: Welch’s t-test and interval. Medians, ratios of ' +
      'sums and the balance: the bootstrap over games (2,000 resamples, percentile interval, p from the bootstrap standard ' +
      'error). The table’s intervals are 95%, not adjusted; the Holm p-values are. The plotted intervals are drawn at each ' +
      'figure’s Holm step, so a bar misses 0 exactly when the figure differs; a figure whose plotted interval still reaches ' +
      'a difference that matters (3 points of a rate, 5% of anything else) is inconclusive. The two editions shuffle different decks, so their ' +
      'games are compared as independent samples.</p>',
  ];
  return page('edition comparison', parts);
}
