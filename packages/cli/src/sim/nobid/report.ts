/** No Bid's sections of the simulator's report: drama, cards, responses, the leader over rounds. */
import type { TopLevelSpec } from 'vega-lite';
import { rateChart, rateRow } from '../charts.ts';
import { formatDifference, formatFigure, pct } from '../format.ts';
import { esc, figure, table, VEGA_SCHEMA, WIDTH } from '../html.ts';
import type { SimSummary } from '../run.ts';
import { formatRate, type Rate, rate } from '../stats.ts';
import type { NobidSummary } from './summary.ts';

export const CORRELATION_NOTE =
  'Correlation, not cause: a seat that is ahead can afford to play a card, and a seat that holds a ' +
  'card it cannot use is often behind. Read a large gap as a lead to look into, not as the card’s strength.';

const figureTable = (s: SimSummary, group: string) =>
  table(
    ['figure', 'value [95% CI]', 'games', 'interval'],
    s.figures
      .filter((f) => f.group === group)
      .map((f) => [
        f.label,
        formatFigure(f),
        f.n,
        f.kind === 'rate' ? 'Wilson' : f.kind === 'mean' ? 't' : 'bootstrap',
      ]),
  );

/** Rounds reached by fewer games than this say little about the leader: the curve stops there. */
export const minGamesForRound = (games: number) => Math.max(5, Math.ceil(0.02 * games));

/** The public leader's mean Book count at the start of each round, and how many games still run. */
export function leaderChart(m: NobidSummary, players: number, target: number, games: number): TopLevelSpec {
  const rows = m.leaderByRound.filter((r) => r.games >= minGamesForRound(games));
  return {
    $schema: VEGA_SCHEMA,
    title: `The public leader's Book count by round, ${players} players (dashed: the target, ${target})`,
    width: WIDTH,
    data: { values: rows },
    layer: [
      {
        layer: [
          {
            mark: { type: 'area', color: '#bab0ac', opacity: 0.35 },
            encoding: {
              x: { field: 'round', type: 'quantitative', title: 'round' },
              y: {
                field: 'games',
                type: 'quantitative',
                title: 'games still running (grey)',
                axis: { orient: 'right' },
              },
            },
          },
        ],
      },
      {
        layer: [
          {
            mark: { type: 'line', color: '#4c78a8', point: true },
            encoding: {
              x: { field: 'round', type: 'quantitative', title: 'round' },
              y: {
                field: 'leader',
                type: 'quantitative',
                title: "leader's count (mean over running games)",
                scale: { domain: [0, target] },
              },
            },
          },
          {
            data: { values: [{ target }] },
            mark: { type: 'rule', color: '#e45756', strokeDash: [4, 3] },
            encoding: { y: { field: 'target', type: 'quantitative' } },
          },
        ],
      },
    ],
    resolve: { scale: { y: 'independent' } },
  } as TopLevelSpec;
}

/** Positions are many near-identical kinds: one row for all of them reads better. */
function withPositionsTogether(m: NobidSummary): { card: string; answered: Rate }[] {
  const positions = m.cards.filter((c) => c.type === 'position');
  const answered = positions.reduce((n, c) => n + c.answered.count, 0);
  const stacks = positions.reduce((n, c) => n + c.answered.of, 0);
  return [
    ...m.cards.filter((c) => c.type !== 'position').map((c) => ({ card: c.card, answered: c.answered })),
    ...(stacks > 0 ? [{ card: 'any Position', answered: rate(answered, stacks) }] : []),
  ].filter((c) => c.answered.of > 0);
}

/** Win rate when a card was played against when it was held and not played, per card. */
export function playedOrHeldChart(m: NobidSummary, players: number): TopLevelSpec {
  const rows = m.cards
    .filter((c) => c.type !== 'position' && (c.winWhenPlayed.of > 0 || c.winWhenHeldNotPlayed.of > 0))
    .flatMap((c) => [
      { card: c.card, when: 'played', ...rateRow(c.card, c.winWhenPlayed) },
      { card: c.card, when: 'held, not played', ...rateRow(c.card, c.winWhenHeldNotPlayed) },
    ])
    // A side nobody was on has no win rate, only the [0, 1] interval of no data.
    .filter((row) => row.n > 0);
  return {
    $schema: VEGA_SCHEMA,
    title: 'Win rate when played vs. when held and not played (95% CI; correlation, not cause)',
    width: WIDTH,
    data: { values: rows },
    layer: [
      {
        mark: { type: 'errorbar', ticks: true },
        encoding: {
          y: { field: 'card', type: 'nominal', title: null },
          yOffset: { field: 'when', type: 'nominal' },
          x: {
            field: 'lo',
            type: 'quantitative',
            title: 'win rate',
            axis: { format: '%' },
            scale: { domain: [0, 1] },
          },
          x2: { field: 'hi' },
          color: { field: 'when', type: 'nominal', title: null },
        },
      },
      {
        mark: { type: 'point', filled: true },
        encoding: {
          y: { field: 'card', type: 'nominal' },
          yOffset: { field: 'when', type: 'nominal' },
          x: { field: 'rate', type: 'quantitative' },
          color: { field: 'when', type: 'nominal' },
        },
      },
      {
        data: { values: [{ fair: 1 / players }] },
        mark: { type: 'rule', color: '#888', strokeDash: [4, 3] },
        encoding: { x: { field: 'fair', type: 'quantitative' } },
      },
    ],
  } as TopLevelSpec;
}

export function pullbackChart(m: NobidSummary): TopLevelSpec {
  return {
    $schema: VEGA_SCHEMA,
    title: 'Which cards pull the leader back (per game)',
    width: WIDTH,
    data: { values: m.pullbacksByCard },
    mark: { type: 'bar', color: '#4c78a8' },
    encoding: {
      y: { field: 'card', type: 'nominal', sort: '-x', title: null },
      x: { field: 'perGame', type: 'quantitative', title: 'pull-backs per game' },
    },
  } as TopLevelSpec;
}

export async function nobidSections(s: SimSummary): Promise<string[]> {
  const m = s.metrics as NobidSummary;
  const target = m.target;
  // Non-Position cards first: they are what a designer tunes; the Positions follow, pair by pair.
  const cardRows = [
    ...m.cards.filter((c) => c.type !== 'position'),
    ...m.cards.filter((c) => c.type === 'position'),
  ].filter((c) => c.drawnPerGame > 0 || c.playedPerGame > 0);
  const answeredRows = withPositionsTogether(m);
  return [
    '<h2>Drama, lead changes and decisiveness</h2>',
    '<p>From the public Book counts only (what every player sees), sampled at the start of every turn. ' +
      'Drama: how far behind the public leader the eventual winner fell; decisiveness: how many rounds the ' +
      'winner led alone, without a break, before the game ended (small: decided late).</p>',
    figureTable(s, 'drama'),
    '<h2>Cards in hand and in play</h2>',
    `<p class="note">${esc(CORRELATION_NOTE)}</p>`,
    await figure(playedOrHeldChart(m, s.players)),
    table(
      [
        'card',
        'drawn',
        'held at end',
        'played',
        'cancelled',
        'resolved',
        'win when played [95% CI]',
        'win when held, not played',
        'difference [95% CI]',
      ],
      cardRows.map((c) => [
        c.card,
        c.drawnPerGame.toFixed(2),
        c.heldAtEndPerGame.toFixed(2),
        c.playedPerGame.toFixed(2),
        c.cancelledPerGame.toFixed(2),
        c.resolvedPerGame.toFixed(2),
        formatRate(c.winWhenPlayed),
        formatRate(c.winWhenHeldNotPlayed),
        formatDifference('share', c.improvement),
      ]),
    ),
    '<p class="note">Per game, averaged over every game. Win rates count (game, seat) pairs: a seat that played ' +
      'the card at least once, against a seat that had it in hand and never played it.</p>',
    '<h2>No Bid and Circuit Breaker: windows and stacks</h2>',
    `<p>${m.windows.answered} of ${m.windows.opened} reaction windows answered; the deepest stack held ${m.maxStackDepth} cards.</p>`,
    figureTable(s, 'responses'),
    ...(answeredRows.length
      ? [
          await figure(
            rateChart(
              'How often a card is answered when it is played (95% Wilson CI)',
              answeredRows.map((c) => rateRow(c.card, c.answered)),
              undefined,
              'answered',
            ),
          ),
        ]
      : []),
    `<h2>The leader over rounds (${s.players} players)</h2>`,
    '<p>Where games stall: the public leader’s count round by round (over the games still running), how often ' +
      'another seat’s card cuts the only leader’s count, and how often the deck runs out and the discard pile is ' +
      `reshuffled (${pct(m.gamesWithReshuffle.rate)} of games reshuffled at least once).</p>`,
    await figure(leaderChart(m, s.players, target, s.games)),
    `<p class="note">The curve stops where fewer than ${minGamesForRound(s.games)} games still run.</p>`,
    figureTable(s, 'leader'),
    ...(m.pullbacksByCard.length
      ? [
          await figure(pullbackChart(m)),
          table(
            ['card', 'pull-backs', 'per game'],
            m.pullbacksByCard.map((p) => [p.card, p.pullbacks, p.perGame.toFixed(3)]),
          ),
        ]
      : []),
  ];
}
