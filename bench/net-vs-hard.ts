/**
 * New hard against old hard, head to head (issue 33): hard with the value network at a cut-off
 * (`createNetHardSearch` in @nobid/catalog, weights from `--weights FILE`, default the default
 * edition's) in the even places of the line-up, today's hard (the lobby's, `createSearch()`) in
 * the odd ones: 1 against 1 at 2 players, 2 against 2 at 4. Seats rotate as in `nobid sim
 * --rotate` (game i seeded `${seed}:${i}`, the line-up shifted i seats), both at `HARD_BUDGET`.
 * One line of JSON a game is appended to `--out` as it ends; `--summary FILE...` prints each
 * side's wins with Wilson intervals and the draws.
 *
 *   node --import tsx bench/net-vs-hard.ts --players 2 --games 1000 --seed S --out F [--weights W] [--from N]
 *   node --import tsx bench/net-vs-hard.ts --summary F...
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { HARD_BUDGET, hardLevelBot } from '@nobid/bots';
import { BOT_ENTRIES, createNetHardSearch, nobidValueFunction } from '@nobid/catalog';
import { parseSimFlags } from '@nobid/cli/sim';
import { lineupIndex, playSimGame, rate } from '@nobid/sim';
import { arg } from './args.ts';

interface GameLine {
  readonly seed: string;
  readonly index: number;
  readonly players: number;
  /** Who won: the network's side, old hard's, or a draw. */
  readonly winner: 'net' | 'hard' | 'draw';
  readonly turns: number;
  readonly cpuMs: number;
}

function play(): void {
  const players = Number(arg('players', '2'));
  if (players !== 2 && players !== 4) throw new Error('--players is 2 or 4 (one or two seats a side)');
  const games = Number(arg('games'));
  const from = Number(arg('from', '0'));
  const seed = arg('seed');
  const out = arg('out');
  const weights = arg(
    'weights',
    new URL(import.meta.resolve('@nobid/nobid/editions/no-bid-2.value.json')).pathname,
  );
  const value = nobidValueFunction(JSON.parse(readFileSync(weights, 'utf8')));
  const base = parseSimFlags({
    game: 'nobid',
    players: String(players),
    games: '1',
    seed,
    bots: new Array(players).fill('hard').join(','),
    rotate: true,
  });
  const entry = BOT_ENTRIES.nobid!;
  for (let index = from; index < from + games; index++) {
    // Fresh bots a game: their table memories start empty, so a game depends on its seed only.
    const bots = Array.from({ length: players }, (_, i) =>
      i % 2 === 0
        ? hardLevelBot(entry, HARD_BUDGET, createNetHardSearch(value))
        : hardLevelBot(entry, HARD_BUDGET),
    );
    const start = process.cpuUsage();
    const record = playSimGame({ ...base, bots }, index);
    const used = process.cpuUsage(start);
    const place =
      record.outcome.kind === 'win' ? lineupIndex(record.outcome.winner, record.shift, players) : -1;
    const line: GameLine = {
      seed,
      index,
      players,
      winner: place < 0 ? 'draw' : place % 2 === 0 ? 'net' : 'hard',
      turns: record.turns,
      cpuMs: Math.round((used.user + used.system) / 1000),
    };
    appendFileSync(out, `${JSON.stringify(line)}\n`);
  }
}

function summary(files: readonly string[]): void {
  const lines = files.flatMap((f) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as GameLine),
  );
  for (const players of [...new Set(lines.map((l) => l.players))]) {
    const games = lines.filter((l) => l.players === players);
    const n = games.length;
    const pct = (k: number) => {
      const r = rate(k, n);
      return `${(100 * r.rate).toFixed(1)}% [${(100 * r.ci95[0]).toFixed(1)}, ${(100 * r.ci95[1]).toFixed(1)}]`;
    };
    const net = games.filter((g) => g.winner === 'net').length;
    const hard = games.filter((g) => g.winner === 'hard').length;
    const cpu = games.reduce((s, g) => s + g.cpuMs, 0) / 1000;
    console.log(
      `${players}p, ${n} games: net-hard's side won ${pct(net)} (${net}), old hard's ${pct(hard)} (${hard}), ${n - net - hard} draws; ${(cpu / Math.max(1, n)).toFixed(1)} s CPU a game`,
    );
  }
}

if (process.argv.includes('--summary'))
  summary(process.argv.slice(process.argv.indexOf('--summary') + 1).filter((a) => !a.startsWith('--')));
else play();
