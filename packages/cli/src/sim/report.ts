/** The simulator's HTML report: vega-lite plots rendered to SVG in Node, plus the figures as tables. */
import { metricsOf } from '@nobid/catalog';
import { editionLabel } from '@nobid/nobid';
import {
  balanceChecks,
  botChart,
  cardUseChart,
  cardWinChart,
  formatFigure,
  formatRate,
  lengthChart,
  outcomeChart,
  positionChart,
  type SimResult,
  type SimSummary,
  seatChart,
  stackChart,
} from '@nobid/sim';
import { esc, figure, page, table } from './html.ts';

export { toSvg } from './html.ts';

function balanceSection(s: SimSummary): string[] {
  const balance = balanceChecks(s);
  if (!balance) return [];
  return [
    '<h2>Balance targets</h2>',
    `<p>${
      balance.equalBots
        ? 'Every seat had the same bot, so these figures speak of the game.'
        : balance.rotated
          ? 'The bots differ but rotate: every seat held every bot in turn, so a seat’s figure is not one bot’s.'
          : 'The seats had different bots: the seat check measures the bots as much as the game.'
    } ${verdictNote(s)}</p>`,
    table(
      ['target', 'measured', ''],
      balance.checks.map((c) => [c.target, c.measured, c.verdict]),
    ),
  ];
}

/** How many games a seat verdict needs here; never a seat called unfair on fewer. */
export const verdictNote = (s: SimSummary): string =>
  `A ±3-point seat verdict needs ${s.verdictGames} games at ${s.players} players (the 95% interval of a seat at the fair ${(
    100 / s.players
  ).toFixed(1)}% is then ±3 points wide); with fewer games no seat is called unfair.`;

/** "No Bid 1 (3f2a9c1b…), hash 3f2a…" for the page's opening line. */
export const editionLine = (s: SimSummary): string =>
  s.edition ? `Edition <b>${esc(editionLabel(s.edition))}</b>, hash <code>${s.edition.hash}</code>. ` : '';

export async function reportParts(
  { summary: s, timing }: SimResult,
  botNames: readonly string[],
): Promise<string[]> {
  const own = metricsOf(s.game);
  const parts: string[] = [
    `<h1>${esc(s.game)}: ${s.games} simulated games</h1>`,
    `<p>${editionLine(s)}${s.players} players, seed <code>${esc(s.seed)}</code>, bots ${esc(
      s.bots.map((b, i) => `${b} (${botNames[i] ?? b})`).join(', '),
    )}${s.rotate ? ', rotated one seat a game' : ''}. The same seed gives the same figures; only the speed (${timing.gamesPerSec.toFixed(
      1,
    )} games/s) varies.</p>`,
    '<h2>Who wins</h2>',
    await figure(seatChart(s)),
    table(
      ['seat', 'bot', 'wins', 'win rate [95% CI]'],
      s.seats.map((x) => [
        x.seat,
        s.rotate ? x.bot : `${x.bot} (${botNames[x.seat]})`,
        x.wins.count,
        formatRate(x.wins),
      ]),
    ),
    await figure(positionChart(s)),
    table(
      ['place in turn order', 'wins', 'win rate [95% CI]'],
      s.positions.map((p) => [
        p.position === 0 ? 'first player' : `player ${p.position + 1}`,
        p.wins.count,
        formatRate(p.wins),
      ]),
    ),
    await figure(botChart(s)),
    table(
      ['bot', 'seats', 'wins', 'win rate [95% CI]'],
      s.byBot.map((b) => [b.bot, b.seats.join(', '), `${b.wins.count} / ${b.wins.of}`, formatRate(b.wins)]),
    ),
    table(
      ['figure', 'value [95% CI]', 'games'],
      s.figures
        .filter((f) => f.group === 'who wins' || f.group === 'length')
        .map((f) => [f.label, formatFigure(f), f.n]),
    ),
    '<h2>How long, and how it ends</h2>',
    await figure(lengthChart(s)),
    `<p>Mean ${s.length.mean.toFixed(1)} turns (${s.length.rounds.mean.toFixed(1)} rounds), median ${s.length.median} (${s.length.rounds.median.toFixed(1)} rounds), from ${s.length.min} to ${
      s.length.max
    }; ${s.actionsPerGame.toFixed(1)} actions per game.</p>`,
    await figure(outcomeChart(s)),
    `<p>Draws at the turn cap: ${s.draws.count} of ${s.games} (${formatRate(s.draws)}).</p>`,
    ...balanceSection(s),
    '<h2>Cards</h2>',
  ];
  if (!s.cards.supported || s.cards.list.length === 0) {
    parts.push(
      '<p>This game does not describe its events by card (no <code>cardFacts</code>), so there are no per-card figures.</p>',
    );
  } else {
    parts.push(
      await figure(cardUseChart(s, false)),
      await figure(cardWinChart(s)),
      table(
        ['card', 'played', 'cancelled', 'per game', 'win rate of its players [95% CI]'],
        s.cards.list.map((c) => [
          c.card,
          c.played,
          c.cancelled,
          c.playedPerGame.toFixed(2),
          formatRate(c.playerWins),
        ]),
      ),
    );
    if (s.cards.list.some((c) => c.asResponse > 0))
      parts.push('<h2>Responses</h2>', await figure(cardUseChart(s, true)));
    if (s.cards.stackDepths.length > 0)
      parts.push(
        await figure(stackChart(s)),
        table(
          ['depth', 'stacks'],
          s.cards.stackDepths.map((d) => [d.depth, d.stacks]),
        ),
      );
  }
  // The game's own sections (No Bid: drama, cards in hand, windows, the leader); none for others.
  if (own && s.metrics !== undefined) parts.push(...(await own.reportSections(s, { esc, figure, table })));
  return parts;
}

export async function renderReport(result: SimResult, botNames: readonly string[]): Promise<string> {
  return page(`${result.summary.game} simulation report`, await reportParts(result, botNames));
}
