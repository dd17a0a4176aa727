/**
 * The publisher's balance targets for No Bid (issue 5), checked against a run. They are meant
 * for games between equal bots, where every seat should win its fair share; with mixed bots the
 * seat check measures the bots, not the game, and says so. Other games have no targets yet.
 */
import type { SimSummary } from './run.ts';
import type { Rate } from './stats.ts';

export interface BalanceTargets {
  /** Every seat's win rate within this many points of 1 / players. */
  readonly seatPoints: number;
  /** The median game, in rounds (one turn per player). */
  readonly medianRounds: readonly [number, number];
  /** Games that end at the turn cap: fewer than this share. */
  readonly maxDrawRate: number;
}

const NOBID_TARGETS: BalanceTargets = { seatPoints: 3, medianRounds: [8, 25], maxDrawRate: 0.005 };

/** Targets by game name. */
export const BALANCE_TARGETS: Readonly<Record<string, BalanceTargets>> = { nobid: NOBID_TARGETS };

/**
 * "unclear" when there are fewer games than a ±3-point verdict needs at this table size
 * (`SimSummary.verdictGames`), or when the point estimate misses the target but the 95%
 * interval still reaches it: a few hundred games cannot tell a seat 3 points off from a fair one.
 */
export type Verdict = 'met' | 'NOT met' | 'unclear (too few games)';

export interface BalanceCheck {
  readonly target: string;
  readonly measured: string;
  readonly verdict: Verdict;
}

export interface BalanceReport {
  /** Whether every seat had the same bot: only then does the seat check speak of the game. */
  readonly equalBots: boolean;
  /** `--rotate`: every seat held every bot in turn, so a seat's figure is not one bot's. */
  readonly rotated: boolean;
  readonly checks: readonly BalanceCheck[];
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The furthest of `rates` from the fair share, judged against ±`points`. */
function fairnessCheck(
  [what, plural]: readonly [string, string],
  rates: readonly { name: string; wins: Rate }[],
  s: SimSummary,
  points: number,
): BalanceCheck {
  const fair = 1 / s.players;
  const band = points / 100;
  const worst = rates.reduce((w, x) => (Math.abs(x.wins.rate - fair) > Math.abs(w.wins.rate - fair) ? x : w));
  const off = Math.abs(worst.wins.rate - fair);
  const [ciLow, ciHigh] = worst.wins.ci95;
  const enough = s.games >= s.verdictGames;
  const verdict: Verdict = !enough
    ? 'unclear (too few games)'
    : off <= band
      ? 'met'
      : ciHigh < fair - band || ciLow > fair + band
        ? 'NOT met'
        : 'unclear (too few games)';
  const short = enough
    ? ''
    : `; a ±${points}-point verdict needs ${s.verdictGames} games at ${s.players} players`;
  return {
    target: `every ${what} within ±${points} points of ${pct(fair)}`,
    measured: `${worst.name} is furthest, ${(100 * off).toFixed(1)} points off at ${pct(worst.wins.rate)} [${pct(ciLow)}, ${pct(ciHigh)}]; ${plural} ${rates.map((x) => pct(x.wins.rate)).join(' / ')}${short}`,
    verdict,
  };
}

/** The checks of a run, or null for a game without targets. */
export function balanceChecks(s: SimSummary): BalanceReport | null {
  const targets = BALANCE_TARGETS[s.game];
  if (!targets) return null;
  const rounds = s.length.median / s.players;
  const [low, high] = targets.medianRounds;
  const met = (ok: boolean): Verdict => (ok ? 'met' : 'NOT met');
  const positions = s.positions.every((p) => p.wins.of === s.games)
    ? [
        fairnessCheck(
          ['place in turn order', 'places'],
          s.positions.map((p) => ({
            name: p.position === 0 ? 'the first player' : `player ${p.position + 1}`,
            wins: p.wins,
          })),
          s,
          targets.seatPoints,
        ),
      ]
    : [];
  return {
    equalBots: new Set(s.bots).size === 1,
    rotated: s.rotate,
    checks: [
      fairnessCheck(
        ['seat', 'seats'],
        s.seats.map((x) => ({ name: `seat ${x.seat}`, wins: x.wins })),
        s,
        targets.seatPoints,
      ),
      ...positions,
      {
        target: `median game of ${low} to ${high} rounds`,
        measured: `${rounds.toFixed(1)} rounds (${s.length.median} turns)`,
        verdict: met(rounds >= low && rounds <= high),
      },
      {
        target: `fewer than ${pct(targets.maxDrawRate)} of games at the turn cap`,
        measured: `${pct(s.draws.rate)} (${s.draws.count} of ${s.games})`,
        verdict: met(s.draws.rate < targets.maxDrawRate),
      },
    ],
  };
}

/** One line per check, for the terminal and the report. */
export function describeBalance(b: BalanceReport | null): string[] {
  if (!b) return [];
  return [
    b.equalBots
      ? 'balance targets (equal bots):'
      : b.rotated
        ? 'balance targets (mixed bots, rotated: every seat held every bot in turn):'
        : 'balance targets (mixed bots: the seat check measures the bots, not the game):',
    ...b.checks.map((c) => `  ${c.verdict}: ${c.target}: ${c.measured}`),
  ];
}
