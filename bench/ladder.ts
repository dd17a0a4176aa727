/**
 * The strength ladder: an Elo rating per bot level from bot-only matches. Every game is read as
 * pairwise results (the winner beat each other seat; between two seats that both lost, the game
 * says nothing; a draw is half a win for every pair), and the ratings are the Bradley-Terry fit
 * of those pairs (Hunter's MM iterations), on the Elo scale (400 points: 10 to 1 odds), with
 * easy at 0. Same-level pairs carry no information and are dropped.
 *
 * `node --import tsx bench/ladder.ts FILE.json...` reads `nobid sim --json` outputs (rotated
 * runs) and prints docs/bot-ladder.json's content. `FILE.json:hard=NAME` rates a run's hard seat
 * as a level of its own; `--keep LADDER.json[:hard=NAME]` keeps an earlier ladder's matches (an
 * earlier hard bot renamed), so a new round adds to the games instead of replacing them.
 */
import { readFileSync } from 'node:fs';

/** One match line-up's result: wins per level (pooled over its seats), seats per level, draws. */
export interface MatchResult {
  readonly name: string;
  readonly game: string;
  readonly players: number;
  readonly games: number;
  readonly seatsOf: Readonly<Record<string, number>>;
  readonly winsOf: Readonly<Record<string, number>>;
  readonly draws: number;
  readonly command?: string;
}

/** Pairwise results between two different levels, "a|b" → wins of a over b (and of b over a). */
export function pairwise(matches: readonly MatchResult[]): Map<string, { a: number; b: number }> {
  const pairs = new Map<string, { a: number; b: number }>();
  const add = (x: string, y: string, wx: number, wy: number) => {
    const [a, b, wa, wb] = x < y ? [x, y, wx, wy] : [y, x, wy, wx];
    const p = pairs.get(`${a}|${b}`) ?? { a: 0, b: 0 };
    p.a += wa;
    p.b += wb;
    pairs.set(`${a}|${b}`, p);
  };
  for (const m of matches) {
    const levels = Object.keys(m.seatsOf);
    for (const x of levels)
      for (const y of levels) {
        if (x >= y) continue;
        const nx = m.seatsOf[x]!;
        const ny = m.seatsOf[y]!;
        // Each win of a seat of x beats every seat of y in the game; draws: half to each pair.
        const half = (m.draws * nx * ny) / 2;
        add(x, y, (m.winsOf[x] ?? 0) * ny + half, (m.winsOf[y] ?? 0) * nx + half);
      }
  }
  return pairs;
}

/** Bradley-Terry strengths by MM, returned as Elo with `anchor` at 0. */
export function fitElo(matches: readonly MatchResult[], anchor = 'easy'): Record<string, number> {
  const pairs = pairwise(matches);
  const levels = [...new Set([...pairs.keys()].flatMap((k) => k.split('|')))];
  const gamma = new Map(levels.map((l) => [l, 1]));
  for (let iter = 0; iter < 2000; iter++) {
    let moved = 0;
    for (const l of levels) {
      let wins = 0;
      let denom = 0;
      for (const [key, p] of pairs) {
        const [a, b] = key.split('|') as [string, string];
        if (a !== l && b !== l) continue;
        const other = a === l ? b : a;
        wins += a === l ? p.a : p.b;
        denom += (p.a + p.b) / (gamma.get(l)! + gamma.get(other)!);
      }
      // A level that never won (or never lost) has no finite rating: keep it bounded.
      const next = Math.min(1e6, Math.max(1e-6, (wins + 0.5) / (denom + 1e-12)));
      moved = Math.max(moved, Math.abs(Math.log(next / gamma.get(l)!)));
      gamma.set(l, next);
    }
    if (moved < 1e-10) break;
  }
  const base = gamma.get(anchor) ?? 1;
  return Object.fromEntries(
    levels.map((l) => [l, Math.round(400 * Math.log10(gamma.get(l)! / base) * 10) / 10]),
  );
}

interface SimJson {
  /** How the games were played, when not by `nobid sim` (`bench/hard-paired.ts`'s variants). */
  readonly command?: string;
  readonly summary: {
    readonly game: string;
    readonly players: number;
    readonly games: number;
    readonly seed: string;
    readonly bots: readonly string[];
    readonly rotate: boolean;
    readonly byBot: readonly { bot: string; seats: readonly number[]; wins: { count: number } }[];
    readonly draws: { count: number };
  };
}

/** A rotated `nobid sim --json` output as a match result. */
export function fromSimJson(name: string, json: SimJson): MatchResult {
  const s = json.summary;
  const seatsOf: Record<string, number> = {};
  for (const b of s.bots) seatsOf[b] = (seatsOf[b] ?? 0) + 1;
  const winsOf: Record<string, number> = {};
  for (const b of s.byBot) winsOf[b.bot] = b.wins.count;
  return {
    name,
    game: s.game,
    players: s.players,
    games: s.games,
    seatsOf,
    winsOf,
    draws: s.draws.count,
    command:
      json.command ??
      `nobid sim --game ${s.game} --players ${s.players} --bots ${s.bots.join(',')} --games ${s.games} --seed ${s.seed}${s.rotate ? ' --rotate' : ''}`,
  };
}

/** The ladder of one game: levels with Elo and the games behind each, plus the matches. */
export function ladder(matches: readonly MatchResult[]) {
  const elo = fitElo(matches);
  const gamesOf = (level: string) =>
    matches.filter((m) => m.seatsOf[level] !== undefined).reduce((n, m) => n + m.games, 0);
  return {
    levels: Object.entries(elo)
      .sort((a, b) => a[1] - b[1])
      .map(([level, rating]) => ({ level, elo: rating, games: gamesOf(level) })),
    matches,
  };
}

/** The same match with one level renamed (`from=to`). */
function relabelled(m: MatchResult, relabel: string | undefined): MatchResult {
  if (!relabel) return m;
  const [from, to] = relabel.split('=') as [string, string];
  const rename = (r: Readonly<Record<string, number>>) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k === from ? to : k, v]));
  return { ...m, seatsOf: rename(m.seatsOf), winsOf: rename(m.winsOf) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // "FILE.json" or "FILE.json:hard=hard-600it" (a run at another budget, rated as its own level);
  // "--keep LADDER.json:nobid.hard=NAME": an earlier ladder's matches, one game's hard renamed.
  const args = process.argv.slice(2);
  const matches: MatchResult[] = [];
  for (let i = 0; i < args.length; i++) {
    const keep = args[i] === '--keep';
    const [file, relabel] = (keep ? args[++i]! : args[i]!).split(':') as [string, string | undefined];
    const json = JSON.parse(readFileSync(file, 'utf8'));
    if (keep) {
      const earlier = json as Record<string, { matches: MatchResult[] }>;
      const [only, rename] = relabel?.includes('.') ? relabel.split(/\.(.*)/) : [undefined, relabel];
      for (const [game, g] of Object.entries(earlier))
        for (const m of g.matches)
          matches.push(only === undefined || only === game ? relabelled(m, rename) : m);
      continue;
    }
    const name = file.replace(/^.*\//, '').replace(/\.json$/, '');
    matches.push(relabelled(fromSimJson(name, json as SimJson), relabel));
  }
  const games = [...new Set(matches.map((m) => m.game))];
  const out = Object.fromEntries(games.map((g) => [g, ladder(matches.filter((m) => m.game === g))]));
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
}
