/** The simulator's HTML report: vega-lite plots rendered to SVG in Node, plus the figures as tables. */
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { balanceChecks } from './balance.ts';
import {
  botChart,
  cardUseChart,
  cardWinChart,
  lengthChart,
  outcomeChart,
  seatChart,
  stackChart,
} from './charts.ts';
import type { SimResult } from './run.ts';
import { formatRate } from './stats.ts';

export async function toSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const trs = rows.map((r) => `<tr>${r.map((c) => `<td>${esc(String(c))}</td>`).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${th}</tr></thead><tbody>\n${trs}\n</tbody></table>`;
}

function balanceSection(s: SimResult['summary']): string[] {
  const balance = balanceChecks(s);
  if (!balance) return [];
  return [
    '<h2>Balance targets</h2>',
    `<p>${
      balance.equalBots
        ? 'Every seat had the same bot, so these figures speak of the game.'
        : 'The seats had different bots: the seat check measures the bots as much as the game.'
    }</p>`,
    table(
      ['target', 'measured', ''],
      balance.checks.map((c) => [c.target, c.measured, c.verdict]),
    ),
  ];
}

export async function renderReport(
  { summary: s, timing }: SimResult,
  botNames: readonly string[],
): Promise<string> {
  const figure = async (spec: TopLevelSpec) => `<figure>${await toSvg(spec)}</figure>`;
  const parts: string[] = [
    `<h1>${esc(s.game)}: ${s.games} simulated games</h1>`,
    `<p>${s.players} players, seed <code>${esc(s.seed)}</code>, bots ${esc(
      s.bots.map((b, i) => `${b} (${botNames[i]})`).join(', '),
    )}. The same seed gives the same figures; only the speed (${timing.gamesPerSec.toFixed(
      1,
    )} games/s) varies.</p>`,
    '<h2>Who wins</h2>',
    await figure(seatChart(s)),
    table(
      ['seat', 'bot', 'wins', 'win rate [95% CI]'],
      s.seats.map((x) => [x.seat, `${x.bot} (${botNames[x.seat]})`, x.wins.count, formatRate(x.wins)]),
    ),
    await figure(botChart(s)),
    table(
      ['bot', 'seats', 'wins', 'win rate [95% CI]'],
      s.byBot.map((b) => [b.bot, b.seats.join(', '), `${b.wins.count} / ${b.wins.of}`, formatRate(b.wins)]),
    ),
    '<h2>How long, and how it ends</h2>',
    await figure(lengthChart(s)),
    `<p>Mean ${s.length.mean.toFixed(1)} turns, median ${s.length.median}, from ${s.length.min} to ${
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
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(s.game)} simulation report</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
figure { margin: 1rem 0; } table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; }
th, td { border: 1px solid #ccc; padding: 0.2rem 0.6rem; text-align: left; } th { background: #f3f3f3; }
</style></head><body>
${parts.join('\n')}
</body></html>
`;
}
