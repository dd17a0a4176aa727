/**
 * No Bid's plots as vega-lite specs, from its summary (`summary.ts`): the leader over rounds,
 * played against held, which cards pull the leader back, how often a card is answered.
 */

import { type Rate, rate, rateChart, rateRow, VEGA_SCHEMA, WIDTH } from '@nobid/sim';
import type { TopLevelSpec } from 'vega-lite';
import type { NobidSummary } from './summary.ts';

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
export function withPositionsTogether(m: NobidSummary): { card: string; answered: Rate }[] {
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

/** How often a card is answered when it begins a stack (Positions as one row); null if none was. */
export function answeredChart(m: NobidSummary): TopLevelSpec | null {
  const rows = withPositionsTogether(m);
  return rows.length
    ? rateChart(
        'How often a card is answered when it is played (95% Wilson CI)',
        rows.map((c) => rateRow(c.card, c.answered)),
        undefined,
        'answered',
      )
    : null;
}
