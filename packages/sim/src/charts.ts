/**
 * The report's plots as vega-lite specs, built from a simulation summary: the CLI renders them
 * to SVG in Node, the web lab in the browser, so both draw the same plots from the same figures.
 */
import type { TopLevelSpec } from 'vega-lite';
import type { ComparedFigure } from './compare.ts';
import type { FigureUnit } from './figures.ts';
import type { SimSummary } from './run.ts';
import type { Rate } from './stats.ts';
import { type CompareVerdict, compareVerdict } from './verdicts.ts';

export const VEGA_SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
/** Plot width in pixels (the report's column). */
export const WIDTH = 520;

export const rateRow = (label: string, r: Rate) => ({
  label,
  rate: r.rate,
  lo: r.ci95[0],
  hi: r.ci95[1],
  n: r.of,
});

/** Bars with 95% error bars, and an optional reference line (the fair share). */
export function rateChart(
  title: string,
  rows: ReturnType<typeof rateRow>[],
  fair?: number,
  axis = 'win rate',
): TopLevelSpec {
  const layers: object[] = [
    {
      mark: { type: 'bar', color: '#4c78a8' },
      encoding: {
        y: { field: 'label', type: 'nominal', sort: null, title: null },
        x: {
          field: 'rate',
          type: 'quantitative',
          title: axis,
          axis: { format: '%' },
          scale: { domain: [0, 1] },
        },
      },
    },
    {
      mark: { type: 'errorbar', ticks: true, color: '#222' },
      encoding: {
        y: { field: 'label', type: 'nominal', sort: null },
        x: { field: 'lo', type: 'quantitative', title: axis },
        x2: { field: 'hi' },
      },
    },
  ];
  if (fair !== undefined)
    layers.push({
      data: { values: [{ fair }] },
      mark: { type: 'rule', color: '#e45756', strokeDash: [4, 3] },
      encoding: { x: { field: 'fair', type: 'quantitative' } },
    });
  return {
    $schema: VEGA_SCHEMA,
    title,
    width: WIDTH,
    data: { values: rows },
    layer: layers,
  } as TopLevelSpec;
}

export function seatChart(s: SimSummary): TopLevelSpec {
  return rateChart(
    'Win rate per seat (95% Wilson CI; dashed: fair share)',
    s.seats.map((x) => rateRow(`seat ${x.seat} (${x.bot})`, x.wins)),
    1 / s.players,
  );
}

export function positionChart(s: SimSummary): TopLevelSpec {
  return rateChart(
    'Win rate by place in turn order (95% Wilson CI; dashed: fair share)',
    s.positions.map((x) =>
      rateRow(x.position === 0 ? 'first player' : `player ${x.position + 1} in turn order`, x.wins),
    ),
    1 / s.players,
  );
}

export function botChart(s: SimSummary): TopLevelSpec {
  return rateChart(
    'Win rate per bot level (95% Wilson CI, over the seats it held)',
    s.byBot.map((b) => rateRow(`${b.bot} (seats ${b.seats.join(', ')})`, b.wins)),
    1 / s.players,
  );
}

export function lengthChart(s: SimSummary): TopLevelSpec {
  return {
    $schema: VEGA_SCHEMA,
    title: `Game length in turns (median ${s.length.median}, mean ${s.length.mean.toFixed(1)})`,
    width: WIDTH,
    data: { values: s.length.histogram },
    mark: { type: 'bar', color: '#4c78a8' },
    encoding: {
      x: { field: 'turns', type: 'quantitative', bin: { maxbins: 40 }, title: 'turns' },
      y: { aggregate: 'sum', field: 'games', type: 'quantitative', title: 'games' },
    },
  } as TopLevelSpec;
}

export function outcomeChart(s: SimSummary): TopLevelSpec {
  return {
    $schema: VEGA_SCHEMA,
    title: `Outcomes: ${s.draws.count} draw(s) at the turn cap in ${s.games} games`,
    width: WIDTH,
    data: {
      values: [
        { outcome: 'won', games: s.games - s.draws.count },
        { outcome: 'draw (turn cap)', games: s.draws.count },
      ],
    },
    mark: { type: 'bar', color: '#4c78a8' },
    encoding: {
      y: { field: 'outcome', type: 'nominal', sort: null, title: null },
      x: { field: 'games', type: 'quantitative' },
    },
  } as TopLevelSpec;
}

/** Played and cancelled per game, for every card kind (or only the response cards). */
export function cardUseChart(s: SimSummary, responsesOnly: boolean): TopLevelSpec {
  const cards = s.cards.list.filter((c) => !responsesOnly || c.asResponse > 0);
  const rows = cards.flatMap((c) => [
    { card: c.card, what: 'played', perGame: c.played / s.games },
    { card: c.card, what: 'cancelled', perGame: c.cancelled / s.games },
    ...(responsesOnly
      ? [{ card: c.card, what: 'played as a response', perGame: c.asResponse / s.games }]
      : []),
  ]);
  return {
    $schema: VEGA_SCHEMA,
    title: responsesOnly
      ? 'Response cards (No Bid, Circuit Breaker): uses per game'
      : 'Each card: played and cancelled, per game',
    width: WIDTH,
    data: { values: rows },
    mark: 'bar',
    encoding: {
      y: { field: 'card', type: 'nominal', title: null },
      yOffset: { field: 'what', type: 'nominal' },
      x: { field: 'perGame', type: 'quantitative', title: 'per game' },
      color: { field: 'what', type: 'nominal', title: null },
    },
  } as TopLevelSpec;
}

export function cardWinChart(s: SimSummary): TopLevelSpec {
  return rateChart(
    'Win rate of the players who played each card (95% CI; dashed: fair share)',
    s.cards.list.filter((c) => c.playerWins.of > 0).map((c) => rateRow(c.card, c.playerWins)),
    1 / s.players,
  );
}

export function stackChart(s: SimSummary): TopLevelSpec {
  return {
    $schema: VEGA_SCHEMA,
    title: 'Reaction stack depth (1 = nobody answered the card)',
    width: WIDTH,
    data: { values: s.cards.stackDepths },
    mark: { type: 'bar', color: '#4c78a8' },
    encoding: {
      x: { field: 'depth', type: 'ordinal', title: 'cards on the stack' },
      y: { field: 'stacks', type: 'quantitative', scale: { type: 'symlog' }, title: 'stacks (symlog scale)' },
    },
  } as TopLevelSpec;
}

/** The words of a difference chart; English by default (the CLI's report), the page's in the lab. */
export interface DifferenceWords {
  readonly figure: (f: ComparedFigure) => string;
  readonly verdict: (v: CompareVerdict) => string;
  /** The x axis: "B − A in percentage points", "B − A in rounds". */
  readonly axis: (unit: FigureUnit) => string;
  /** The widest a figure's name may be, in pixels (a phone's column has little room). */
  readonly labelLimit?: number;
}

const VERDICTS: readonly CompareVerdict[] = ['differs', 'inconclusive', 'no difference that matters'];

export const ENGLISH_DIFFERENCE_WORDS: DifferenceWords = {
  figure: (f) => f.label,
  verdict: (v) => (v === 'differs' ? 'differs (Holm)' : v),
  axis: (unit) => (unit === 'share' ? 'B − A in percentage points' : `B − A in ${unit}`),
};

/**
 * B − A per figure of one unit, each with the interval its verdict is made at (`adjustedCi`, the
 * Holm step's level), coloured by that verdict: a bar that misses 0 is a figure that differs.
 */
export function differenceChart(
  figures: readonly ComparedFigure[],
  unit: FigureUnit,
  words: DifferenceWords = ENGLISH_DIFFERENCE_WORDS,
): TopLevelSpec {
  const scale = unit === 'share' ? 100 : 1;
  const rows = figures
    .filter((f) => f.unit === unit)
    .map((f) => ({
      figure: words.figure(f),
      diff: f.diff * scale,
      lo: (f.adjustedCi?.[0] ?? f.diff) * scale,
      hi: (f.adjustedCi?.[1] ?? f.diff) * scale,
      verdict: words.verdict(compareVerdict(f)),
    }));
  const axis = words.axis(unit);
  // Figure names are long: the report's axis shows them whole.
  const labelLimit = words.labelLimit ?? 600;
  return {
    $schema: VEGA_SCHEMA,
    title: `${axis} (Holm-adjusted intervals)`,
    width: WIDTH - 120,
    data: { values: rows },
    config: { axis: { labelLimit } },
    layer: [
      {
        mark: { type: 'rule', color: '#888', strokeDash: [4, 3] },
        data: { values: [{ zero: 0 }] },
        encoding: { x: { field: 'zero', type: 'quantitative' } },
      },
      {
        mark: { type: 'errorbar', ticks: true },
        encoding: {
          y: { field: 'figure', type: 'nominal', sort: null, title: null, axis: { labelLimit } },
          x: { field: 'lo', type: 'quantitative', title: axis },
          x2: { field: 'hi' },
          color: {
            field: 'verdict',
            type: 'nominal',
            title: null,
            legend: { labelLimit: 220, orient: 'bottom' },
            scale: { domain: VERDICTS.map(words.verdict), range: ['#d62728', '#9e9e9e', '#4c78a8'] },
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

/** One point of a sweep's plot: a figure's value at one swept value, with its interval. */
export interface SweepChartPoint {
  value: number;
  series: string;
  y: number;
  lo: number;
  hi: number;
}

/** One figure (or a family: seats, places) against the swept value, with its 95% intervals. */
export function sweepChart(
  title: string,
  axis: string,
  unit: FigureUnit,
  points: readonly SweepChartPoint[],
  reference?: number,
  today?: number | null,
  todayLabel = `today: ${today}`,
): TopLevelSpec {
  const share = unit === 'share';
  const y = {
    field: 'y',
    type: 'quantitative',
    title: share ? `${unit} (%)` : unit,
    ...(share ? { axis: { format: '%' } } : {}),
  };
  const several = new Set(points.map((p) => p.series)).size > 1;
  // Series in the order given (first player, then the others), not sorted by name.
  const color = several ? { color: { field: 'series', type: 'nominal', title: null, sort: null } } : {};
  return {
    $schema: VEGA_SCHEMA,
    title,
    width: WIDTH,
    height: 220,
    data: { values: points },
    layer: [
      {
        mark: { type: 'line', point: true, ...(several ? {} : { color: '#4c78a8' }) },
        encoding: {
          x: { field: 'value', type: 'quantitative', title: axis, axis: { tickMinStep: 1 } },
          y,
          ...color,
        },
      },
      {
        mark: { type: 'errorbar', ticks: true, ...(several ? {} : { color: '#4c78a8' }) },
        encoding: {
          x: { field: 'value', type: 'quantitative' },
          y: { field: 'lo', type: 'quantitative', title: y.title },
          y2: { field: 'hi' },
          ...color,
        },
      },
      ...(reference === undefined
        ? []
        : [
            {
              data: { values: [{ reference }] },
              mark: { type: 'rule', color: '#888', strokeDash: [4, 3] },
              encoding: { y: { field: 'reference', type: 'quantitative' } },
            },
          ]),
      // Today's value: where the edition stands now, so a curve reads as "more" or "fewer".
      ...(today === undefined || today === null
        ? []
        : [
            {
              data: { values: [{ today, label: todayLabel }] },
              mark: { type: 'rule', color: '#2ca02c', strokeWidth: 2 },
              encoding: { x: { field: 'today', type: 'quantitative' } },
            },
            {
              data: { values: [{ today, label: todayLabel }] },
              mark: { type: 'text', align: 'left', dx: 4, dy: -4, baseline: 'top', color: '#2ca02c' },
              encoding: {
                x: { field: 'today', type: 'quantitative' },
                y: { value: 0 },
                text: { field: 'label' },
              },
            },
          ]),
    ],
  } as TopLevelSpec;
}
