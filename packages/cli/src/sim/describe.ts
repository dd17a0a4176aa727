/** `nobid sim`'s terminal output for a run, a comparison and a sweep. */
import { metricsOf } from '@nobid/catalog';
import { type EditionIdentity, editionLabel } from '@nobid/nobid';
import {
  balanceChecks,
  type Comparison,
  describeBalance,
  formatDifference,
  formatFigure,
  formatP,
  formatRate,
  formatValue,
  pct,
  type SimResult,
} from '@nobid/sim';
import type { SimOutcome } from './experiment.ts';
import type { Sweep } from './sweep.ts';

const editionText = (e: EditionIdentity | null) => (e ? `, edition ${editionLabel(e)}` : '');

export function describeRun({ summary: s, timing }: SimResult, botNames: readonly string[]): string[] {
  const figure = (id: string) => s.figures.find((f) => f.id === id);
  const lines = [
    `${s.game}: ${s.games} games, ${s.players} players, seed ${s.seed}${editionText(s.edition)}${s.rotate ? ', bots rotated one seat a game' : ''}`,
    'win rate per seat (95% CI):',
    ...s.seats.map((x) =>
      s.rotate
        ? `  seat ${x.seat}  ${x.bot.padEnd(25)} ${formatRate(x.wins)}`
        : `  seat ${x.seat}  ${x.bot.padEnd(6)} ${(botNames[x.seat] ?? '').padEnd(18)} ${formatRate(x.wins)}`,
    ),
    'win rate by place in turn order (95% CI):',
    ...s.positions.map(
      (p) =>
        `  ${(p.position === 0 ? 'first player' : `player ${p.position + 1}`).padEnd(33)} ${formatRate(p.wins)}`,
    ),
  ];
  if (s.byBot.length > 1 || s.rotate)
    lines.push(
      `win rate per bot${s.rotate ? ' (whatever seat it held)' : ''}:`,
      ...s.byBot.map((b) => `  ${b.bot.padEnd(6)} ${formatRate(b.wins)}`),
    );
  const balance = figure('balance');
  lines.push(
    `draws (turn cap): ${s.draws.count} (${pct(s.draws.rate)})`,
    `game length in turns: mean ${s.length.mean.toFixed(1)}, median ${s.length.median} (min ${s.length.min}, max ${s.length.max}); in rounds: mean ${s.length.rounds.mean.toFixed(1)}, median ${s.length.rounds.median.toFixed(1)}`,
    ...(balance ? [`balance (1 − largest gap between turn-order win rates): ${formatFigure(balance)}`] : []),
    `actions per game: ${s.actionsPerGame.toFixed(1)}`,
    `speed: ${timing.gamesPerSec.toFixed(1)} games/s (${timing.seconds.toFixed(1)} s)`,
    `a ±3-point seat verdict needs ${s.verdictGames} games at ${s.players} players${s.games < s.verdictGames ? ` (this run has ${s.games}: no seat is called unfair)` : ''}`,
    ...describeBalance(balanceChecks(s)),
    ...(s.metrics !== undefined ? (metricsOf(s.game)?.describe(s) ?? []) : []),
  );
  return lines;
}

export function describeComparison(c: Comparison): string[] {
  const name = (side: Comparison['a']) =>
    `${side.source}${side.edition ? ` = ${editionLabel(side.edition)}` : ''}`;
  const width = Math.max(...c.figures.map((f) => f.label.length));
  return [
    `compare: ${c.games} games each, ${c.players} players, seed ${c.seed}, bots ${c.bots.join(',')}${c.rotate ? ' (rotated)' : ''}; the same seeds for both`,
    `  A: ${name(c.a)}`,
    `  B: ${name(c.b)}`,
    `${'figure'.padEnd(width)}  ${'A'.padStart(8)}  ${'B'.padStart(8)}  B − A [95% CI]                 p       Holm p`,
    ...c.figures.map(
      (f) =>
        `${f.label.padEnd(width)}  ${formatValue(f.unit, f.a).padStart(8)}  ${formatValue(f.unit, f.b).padStart(8)}  ${formatDifference(f.unit, f).padEnd(30)} ${formatP(f.p).padStart(7)} ${formatP(f.adjustedP).padStart(7)}${f.significant ? '  *' : ''}`,
    ),
    `${c.significant} of ${c.figures.length} figures differ after a Holm correction over all ${c.figures.length} (family-wise error ${pct(c.alpha)}; * marks them). Tests: rates Newcombe–Wilson interval and two-proportion z; means Welch's t; medians, ratios and balance the bootstrap over games.`,
  ];
}

/** The headline figures at each value; the report plots them all. */
export function describeSweep(sweep: Sweep, results: readonly SimResult[]): string[] {
  const ids = ['first-player', 'balance', 'rounds-median', 'draws', 'drama', 'lead-changes'];
  const lines = [
    `sweep ${sweep.spec}: ${results[0]?.summary.games ?? 0} games a value, the same seeds at every value`,
  ];
  results.forEach((r, i) => {
    const cells = ids
      .map((id) => r.summary.figures.find((f) => f.id === id))
      .filter((f) => f !== undefined)
      .map((f) => `${f.id} ${formatValue(f.unit, f.value)}`);
    lines.push(`  ${sweep.label}=${sweep.points[i]!.value}: ${cells.join(', ')}`);
  });
  return lines;
}

export function describeOutcome(outcome: SimOutcome, botNames: readonly string[]): string[] {
  switch (outcome.mode) {
    case 'single':
      return describeRun(outcome.result, botNames);
    case 'compare':
      return describeComparison(outcome.comparison);
    case 'sweep':
      return describeSweep(outcome.sweep, outcome.results);
  }
}
