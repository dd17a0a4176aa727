/**
 * A paired measurement of variants of No Bid's hard bot (docs/bot-ladder.md, round 4): every
 * variant plays the same seeded games (`nobid sim --rotate`'s seeds and seating: game i is seeded
 * `${seed}:${i}` and the line-up shifted i seats), hard against medium at every other seat, so a
 * game's result differs between two variants only by the hard seat's own decisions. One line of
 * JSON a game is appended to `--out` as it ends (a long run can be stopped and read as far as it
 * got); `--summary FILE...` reads such files and prints each variant's wins, and for each variant
 * against the first the discordant seeds and an exact sign test (McNemar's, exact).
 *
 *   node --import tsx bench/hard-paired.ts --players 6 --games 100 --seed S --variants landed,wide --out F [--weights W]
 *   node --import tsx bench/hard-paired.ts --summary F [--sim-json DIR]
 *
 * `--sim-json DIR` also writes each variant's games as a `nobid sim --json` summary (the parts
 * `bench/ladder.ts` reads), DIR/VARIANT.json, for the ladder.
 *
 * Variants (`VARIANTS`): `landed` is hard as the lobby plays it, `wide` the same without the
 * root width cut (every move searched), `infer` with hidden-hand inference (`hand-inference.ts`),
 * `draw-half` the bot before round 5 (a draw at the turn cap worth half a win in the search, not
 * nothing), `x2` and `x4` hard with twice and four times its iterations, `conf1` and
 * `conf0.5` hard overruling the heuristic's move at a margin of 1 and 0.5 standard errors
 * instead of 1.5, `flat` hard judging its candidates on common samples without a tree
 * (`pairedSearch` in @nobid/bots), `opp1` hard modelling the seats that play like the heuristic
 * as the heuristic exactly (its own playouts stay 80% heuristic), `credit` hard scoring a lost
 * playout by its Book (`loss-credit.ts`), `clairvoyant` hard searching the true state and
 * `hands-seen` every hand but not the deck's order (not fair: ceilings).
 * `net` is hard with the value network at a cut-off (issue 33: `createNetHardSearch` in
 * @nobid/catalog), judging each playout after one round (as many turns as seats) from the
 * weights in `--weights FILE` (default: the default edition's, beside it); `net-t1` cuts after
 * one turn, `net-x2` and `net-x4` search twice and four times hard's iterations (a cut-off
 * playout costs a fraction of a full one, so the same thinking time buys more of them).
 * One thread, games played in turn, variants alternating in order so both see the same load.
 */
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type Budget, HARD_BUDGET, HARD_SAFETY_MS, hardLevelBot, playBotGame } from '@nobid/bots';
import { BOT_ENTRIES, createNetHardSearch, nobidValueFunction } from '@nobid/catalog';
import { parseSimFlags } from '@nobid/cli/sim';
import { type AnyBot, type Bot, forkRng, type Rng, shuffleInPlace } from '@nobid/engine';
import {
  createHardVariantSearch,
  type HardVariant,
  type NobidAction,
  type NobidState,
  type NobidView,
  nobidGame,
} from '@nobid/nobid';
import { lineupIndex, playSimGame, rate, type SimConfig, seatingOf } from '@nobid/sim';
import { arg } from './args.ts';

interface Variant {
  readonly search: HardVariant;
  /** Hard's iterations times this, at every table size (1: `HARD_BUDGET`). */
  readonly scale?: number;
  /**
   * Not a fair bot: the search samples the true state (every hand, the deck's order) instead of
   * a determinization of its view. A ceiling for what any search of this budget could win.
   */
  readonly clairvoyant?: boolean;
  /** Hard with the value network at a cut-off of `turns` turns (absent: one round); `--weights`. */
  readonly net?: { readonly turns?: number };
  /**
   * Not fair either: the search sees every hand (so the deck's cards too) but not the deck's
   * order or later reshuffles. A ceiling for perfect inference of hidden hands.
   */
  readonly handsSeen?: boolean;
}

const VARIANTS: Readonly<Record<string, Variant>> = {
  landed: { search: {} },
  wide: { search: { widthBySeats: {} } },
  infer: { search: { inferHands: true } },
  'draw-half': { search: { drawReward: 0.5 } },
  x2: { search: {}, scale: 2 },
  conf1: { search: { confidence: 1 } },
  'conf0.5': { search: { confidence: 0.5 } },
  flat: { search: { paired: true } },
  opp1: { search: { opponentHeuristic: 1 } },
  credit: { search: { lossCredit: 0.2 } },
  x4: { search: {}, scale: 4 },
  clairvoyant: { search: {}, clairvoyant: true },
  'hands-seen': { search: {}, handsSeen: true },
  net: { search: {}, net: {} },
  'net-t1': { search: {}, net: { turns: 1 } },
  'net-x2': { search: {}, net: {}, scale: 2 },
  'net-x4': { search: {}, net: {}, scale: 4 },
};

/** The default edition's weights, beside it (`nobid train` writes them there). */
const DEFAULT_WEIGHTS = new URL(import.meta.resolve('@nobid/nobid/editions/no-bid-2.value.json'));

/** The value function of `--weights FILE`, read once, for the `net` variants. */
let loadedValue: ReturnType<typeof nobidValueFunction> | null = null;
function valueOfArgs(): ReturnType<typeof nobidValueFunction> {
  if (!loadedValue) {
    const i = process.argv.indexOf('--weights');
    const file = i >= 0 ? process.argv[i + 1]! : DEFAULT_WEIGHTS;
    loadedValue = nobidValueFunction(JSON.parse(readFileSync(file, 'utf8')));
  }
  return loadedValue;
}

/** The true state with the deck shuffled and the state's own generator replaced: hands seen, order not. */
function handsSeenSample(truth: NobidState, rng: Rng): NobidState {
  const s = nobidGame.clone(truth);
  shuffleInPlace(rng, s.deck);
  s.rng = forkRng(rng, 'hands-seen');
  return s;
}

/** `HARD_BUDGET` with every iteration count times `scale`. */
function scaled(scale: number): Budget {
  if (scale === 1) return HARD_BUDGET;
  const times = (n: number) => Math.round(n * scale);
  const bySeats = Object.fromEntries(
    Object.entries(HARD_BUDGET.bySeats ?? {}).map(([k, n]) => [k, times(n)]),
  );
  return { iterations: times(HARD_BUDGET.iterations ?? 0), bySeats };
}

interface GameLine {
  readonly variant: string;
  readonly seed: string;
  readonly index: number;
  readonly players: number;
  /** The winner's place in the line-up (0: hard), or -1 for a draw. */
  readonly winner: number;
  readonly turns: number;
  /** CPU time of the game, user + system, milliseconds. */
  readonly cpuMs: number;
  /**
   * The hard seat's searched decisions (two or more legal moves), and how many of them took
   * longer (wall clock) than the server's safety cap, `HARD_SAFETY_MS`: where the lobby's cap
   * would have bitten on this machine at its load then. Absent in older files.
   */
  readonly searched?: number;
  readonly overCap?: number;
}

/** The hard bot, timing each of its searched decisions against the server's safety cap. */
function timed(bot: AnyBot, tally: { searched: number; overCap: number }): AnyBot {
  return {
    ...bot,
    choose(turn) {
      const started = performance.now();
      const action = bot.choose(turn);
      if (turn.legal.length > 1) {
        tally.searched++;
        if (performance.now() - started > HARD_SAFETY_MS) tally.overCap++;
      }
      return action;
    },
  };
}

/** Game `index` as `playSimGame` seats and seeds it, played in place with `table.state` the live state. */
function playInPlace(config: SimConfig, index: number, table: { state: NobidState | null }) {
  const seed = `${config.seed}:${index}`;
  const state = nobidGame.setup(config.players, nobidGame.parseOptions({}), seed);
  table.state = state;
  const { bots, shift } = seatingOf(config, index);
  const { outcome, turns } = playBotGame(nobidGame, state, bots as Bot<NobidView, NobidAction>[], seed);
  return { outcome, turns, shift };
}

function play(): void {
  const players = Number(arg('players', '6'));
  const games = Number(arg('games'));
  const from = Number(arg('from', '0'));
  const seed = arg('seed');
  const out = arg('out');
  const names = arg('variants', 'landed,wide').split(',');
  for (const name of names) if (!VARIANTS[name]) throw new Error(`unknown variant ${name}`);
  const bots = ['hard', ...new Array<string>(players - 1).fill('medium')].join(',');
  const base = parseSimFlags({
    game: 'nobid',
    players: String(players),
    games: '1',
    seed,
    bots,
    rotate: true,
  });
  for (let index = from; index < from + games; index++) {
    // Alternate the order so that neither variant always plays on the busier slice.
    const order = index % 2 === 0 ? names : [...names].reverse();
    for (const variant of order) {
      // A fresh hard bot a game: its table memory starts empty, so a game depends on its seed only.
      const { search, scale = 1, clairvoyant, handsSeen, net } = VARIANTS[variant]!;
      // The ceilings' games are played in place, so `table.state` is the true state throughout.
      const table: { state: NobidState | null } = { state: null };
      const ceiling = clairvoyant
        ? () => nobidGame.clone(table.state!)
        : handsSeen
          ? (_v: never, _seat: number, rng: Rng) => handsSeenSample(table.state!, rng)
          : undefined;
      const settings = net
        ? createNetHardSearch(valueOfArgs(), { variant: search, ...net })
        : createHardVariantSearch(search);
      const hard = hardLevelBot(
        BOT_ENTRIES.nobid!,
        scaled(scale),
        ceiling ? { ...settings, determinize: ceiling } : settings,
      );
      const tally = { searched: 0, overCap: 0 };
      const config = { ...base, bots: [timed(hard, tally), ...base.bots.slice(1)] };
      const start = process.cpuUsage();
      const record = ceiling ? playInPlace(config, index, table) : playSimGame(config, index);
      const used = process.cpuUsage(start);
      const winner =
        record.outcome.kind === 'win' ? lineupIndex(record.outcome.winner, record.shift, players) : -1;
      const line: GameLine = {
        variant,
        seed,
        index,
        players,
        winner,
        turns: record.turns,
        cpuMs: Math.round((used.user + used.system) / 1000),
        ...tally,
      };
      appendFileSync(out, `${JSON.stringify(line)}\n`);
    }
  }
}

/** Two-sided exact binomial test of k successes in n at p = 1/2. */
function signTest(k: number, n: number): number {
  if (n === 0) return 1;
  const pmf = (i: number) => {
    let c = 1;
    for (let j = 0; j < i; j++) c = (c * (n - j)) / (j + 1);
    return c / 2 ** n;
  };
  const tail = Array.from({ length: Math.min(k, n - k) + 1 }, (_, i) => pmf(i)).reduce((a, b) => a + b, 0);
  return Math.min(1, 2 * tail);
}

const pct = (r: ReturnType<typeof rate>) =>
  `${(100 * r.rate).toFixed(1)}% [${(100 * r.ci95[0]).toFixed(1)}, ${(100 * r.ci95[1]).toFixed(1)}]`;

/** A variant's games as the parts of a rotated `nobid sim --json` output that the ladder reads. */
function simJsonOf(variant: string, games: readonly GameLine[]) {
  const players = games[0]!.players;
  const bots = ['hard', ...new Array<string>(players - 1).fill('medium')];
  const hard = games.filter((g) => g.winner === 0).length;
  const medium = games.filter((g) => g.winner > 0).length;
  const indexes = games.map((g) => g.index);
  return {
    command: `node --import tsx bench/hard-paired.ts --players ${players} --from ${Math.min(...indexes)} --games ${games.length} --seed ${games[0]!.seed} --variants ${variant}`,
    summary: {
      game: 'nobid',
      players,
      games: games.length,
      seed: games[0]!.seed,
      bots,
      rotate: true,
      byBot: [
        { bot: 'hard', seats: [...Array(players).keys()], wins: { count: hard } },
        { bot: 'medium', seats: [...Array(players).keys()], wins: { count: medium } },
      ],
      draws: { count: games.length - hard - medium },
    },
  };
}

function summary(files: readonly string[], simJsonDir: string | undefined): void {
  const lines = files.flatMap((f) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as GameLine),
  );
  const byVariant = new Map<string, Map<string, GameLine>>();
  for (const l of lines) {
    const games = byVariant.get(l.variant) ?? new Map<string, GameLine>();
    games.set(`${l.seed}:${l.index}`, l);
    byVariant.set(l.variant, games);
  }
  const variants = [...byVariant.keys()];
  for (const v of variants) {
    const games = [...byVariant.get(v)!.values()];
    const won = games.filter((g) => g.winner === 0).length;
    const draws = games.filter((g) => g.winner < 0).length;
    const others = games.reduce((n, g) => n + (g.winner > 0 ? 1 : 0), 0);
    const cpu = games.reduce((s, g) => s + g.cpuMs, 0) / 1000;
    const seats = games[0]?.players ?? 0;
    const searched = games.reduce((n, g) => n + (g.searched ?? 0), 0);
    const overCap = games.reduce((n, g) => n + (g.overCap ?? 0), 0);
    const cap = searched
      ? `; over the ${HARD_SAFETY_MS} ms cap (wall) ${overCap} of ${searched} searched decisions (${((100 * overCap) / searched).toFixed(2)}%)`
      : '';
    console.log(
      `${v}: hard ${pct(rate(won, games.length))} (${won}/${games.length}); medium ${pct(rate(others, games.length * (seats - 1)))} a seat; ${draws} draws; ${cpu.toFixed(0)} s CPU (${(cpu / Math.max(1, games.length)).toFixed(1)} s a game)${cap}`,
    );
  }
  if (simJsonDir) {
    mkdirSync(simJsonDir, { recursive: true });
    for (const v of variants)
      writeFileSync(
        `${simJsonDir}/${byVariant.get(v)!.values().next().value!.players}p-paired-${v}.json`,
        `${JSON.stringify(simJsonOf(v, [...byVariant.get(v)!.values()]), null, 2)}\n`,
      );
  }
  const [first, ...rest] = variants;
  for (const v of rest) {
    const a = byVariant.get(first!)!;
    const b = byVariant.get(v)!;
    const common = [...a.keys()].filter((k) => b.has(k));
    const onlyA = common.filter((k) => a.get(k)!.winner === 0 && b.get(k)!.winner !== 0).length;
    const onlyB = common.filter((k) => a.get(k)!.winner !== 0 && b.get(k)!.winner === 0).length;
    const both = common.filter((k) => a.get(k)!.winner === 0 && b.get(k)!.winner === 0).length;
    const same = common.filter((k) => a.get(k)!.winner === b.get(k)!.winner).length;
    console.log(
      `${v} against ${first} on ${common.length} common games: hard won both ${both}, only ${first} ${onlyA}, only ${v} ${onlyB}; same winner ${same}; exact sign test p = ${signTest(onlyA, onlyA + onlyB).toFixed(3)}`,
    );
  }
}

if (process.argv.includes('--summary')) {
  const dir = process.argv.includes('--sim-json') ? arg('sim-json') : undefined;
  const files = process.argv.slice(process.argv.indexOf('--summary') + 1);
  summary(
    files.filter((a, i) => !a.startsWith('--') && files[i - 1] !== '--sim-json'),
    dir,
  );
} else play();
