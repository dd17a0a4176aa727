/** No Bid's sections of the simulator's report: drama, cards, responses, the leader over rounds. */
import { formatDifference, formatFigure, formatRate, pct, type ReportKit, type SimSummary } from '@nobid/sim';
import { answeredChart, leaderChart, minGamesForRound, playedOrHeldChart, pullbackChart } from './charts.ts';
import type { NobidSummary } from './summary.ts';

export const CORRELATION_NOTE =
  'Correlation, not cause: a seat that is ahead can afford to play a card, and a seat that holds a ' +
  'card it cannot use is often behind. Read a large gap as a lead to look into, not as the card’s strength.';

const figureTable = (table: ReportKit['table'], s: SimSummary, group: string) =>
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

export async function nobidSections(s: SimSummary, { esc, figure, table }: ReportKit): Promise<string[]> {
  const m = s.metrics as NobidSummary;
  const target = m.target;
  // Non-Position cards first: they are what a designer tunes; the Positions follow, pair by pair.
  const cardRows = [
    ...m.cards.filter((c) => c.type !== 'position'),
    ...m.cards.filter((c) => c.type === 'position'),
  ].filter((c) => c.drawnPerGame > 0 || c.playedPerGame > 0);
  const answered = answeredChart(m);
  return [
    '<h2>Drama, lead changes and decisiveness</h2>',
    '<p>From the public Book counts only (what every player sees), sampled at the start of every turn. ' +
      'Drama: how far behind the public leader the eventual winner fell; decisiveness: how many rounds the ' +
      'winner led alone, without a break, before the game ended (small: decided late).</p>',
    figureTable(table, s, 'drama'),
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
    figureTable(table, s, 'responses'),
    ...(answered ? [await figure(answered)] : []),
    `<h2>The leader over rounds (${s.players} players)</h2>`,
    '<p>Where games stall: the public leader’s count round by round (over the games still running), how often ' +
      'another seat’s card cuts the only leader’s count, and how often the deck runs out and the discard pile is ' +
      `reshuffled (${pct(m.gamesWithReshuffle.rate)} of games reshuffled at least once).</p>`,
    await figure(leaderChart(m, s.players, target, s.games)),
    `<p class="note">The curve stops where fewer than ${minGamesForRound(s.games)} games still run.</p>`,
    figureTable(table, s, 'leader'),
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
