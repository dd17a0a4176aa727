/**
 * What an analysis of one decision says in words, derived once from the search's figures and the
 * bot's own rule for choosing (`ChoiceRule`), so that a headline ("the hard bot plays X, because
 * …") and a verdict on the player's move cannot contradict the table of figures under them.
 *
 * The hard bot does not simply play the best estimate: it weighs only its heuristic's best few
 * moves, and keeps the heuristic's pick unless the search's most tried move beats it clearly.
 * With a few hundred tries over a few moves the estimates are often within noise of each other,
 * and a headline naming a move ranked 4th reads as a contradiction unless it says so.
 *
 * Pure and keyed by the game's action keys: the caller puts the moves into words.
 */
import type { ChoiceRule } from './bot.ts';

/** One option's figures, as `analyseDecision` reports them. */
export interface OptionFigures {
  /** The game's `actionKey` of the option. */
  readonly key: string;
  /** Iterations of the search that began with this option. */
  readonly visits: number;
  /**
   * The seat's mean result over those iterations (a win 1, a loss 0, a draw the search's
   * `drawReward`; a game's playout may score in between): its win estimate. Null for an option
   * never tried.
   */
  readonly win: number | null;
  /** A 95% interval around `win` (Wilson's), [0, 1] when never tried. */
  readonly low: number;
  readonly high: number;
  /**
   * Whether the search weighed this option: a game may cut a wide turn to its heuristic's best
   * few (`IsmctsBotOptions.candidates`); the others are never tried, and say nothing of their worth.
   */
  readonly searched: boolean;
}

export interface DecisionFigures {
  readonly choiceKey: string;
  readonly advisedKey: string | null;
  readonly rule: ChoiceRule;
  readonly options: readonly OptionFigures[];
}

/** Whether two options' 95% intervals overlap: the search cannot tell them apart. */
export const overlaps = (a: { low: number; high: number }, b: { low: number; high: number }): boolean =>
  a.high >= b.low && b.high >= a.low;

/** The table's order: the searched options first, the best estimate first (ties: more visits first). */
export const byEstimate = (a: OptionFigures, b: OptionFigures): number =>
  Number(b.searched) - Number(a.searched) || (b.win ?? -1) - (a.win ?? -1) || b.visits - a.visits;

export interface RowFacts {
  readonly key: string;
  /**
   * Among the searched options, 1 for the best estimate, one more than the number of better
   * estimates (ties share a rank); null for an option not searched.
   */
  readonly rank: number | null;
  /** Searched, and its interval overlaps the best's (or it is the best). */
  readonly withinNoise: boolean;
  readonly bot: boolean;
  readonly yours: boolean;
}

/** Why the bot plays its move (`choice`); `best` is the best estimate's key. */
export type Headline =
  /** The only move the search weighed. */
  | { readonly kind: 'only'; readonly choice: string }
  /**
   * A best estimate (`clear` when the next one's interval does not reach it); when it is the
   * heuristic's pick and not clearly the best, the headline is `kept-noise` instead.
   */
  | { readonly kind: 'best'; readonly choice: string; readonly clear: boolean }
  /**
   * The heuristic's pick, kept: no move is clearly better, the estimates are within noise;
   * `leads` when it has (or shares) the best estimate itself, though not clearly.
   */
  | { readonly kind: 'kept-noise'; readonly choice: string; readonly best: string; readonly leads: boolean }
  /**
   * The heuristic's pick, kept although the best estimate's interval lies above it: the rule
   * weighs only the most tried move against it, and the best estimate was tried less.
   */
  | { readonly kind: 'kept-behind'; readonly choice: string; readonly best: string }
  /**
   * Not the best estimate but the search's most tried move, which the rule plays (it beat the
   * heuristic's pick, or there is none); `withinNoise` when the best's interval overlaps it.
   */
  | {
      readonly kind: 'most-tried';
      readonly choice: string;
      readonly best: string;
      readonly withinNoise: boolean;
    };

/** What the figures say of the player's move. */
export type Verdict =
  /** No move was made from this position (or none of the options). */
  | { readonly kind: 'none' }
  /** The bot's move; `amongBest` when its interval overlaps the best's. */
  | { readonly kind: 'same'; readonly amongBest: boolean; readonly best: string }
  /** The best estimate (`tied` with another), though the bot plays another. */
  | { readonly kind: 'top'; readonly of: number; readonly tied: boolean }
  /** Its interval overlaps the best's. */
  | { readonly kind: 'close'; readonly rank: number; readonly of: number; readonly best: string }
  /** The best's interval lies wholly above it. */
  | { readonly kind: 'behind'; readonly rank: number; readonly of: number; readonly best: string }
  /** Not among the moves the search weighed: the figures say nothing of it. */
  | { readonly kind: 'unsearched'; readonly of: number };

export interface Explanation {
  readonly headline: Headline;
  readonly verdict: Verdict;
  readonly rule: ChoiceRule;
  /** The table's rows in its order (`byEstimate`). */
  readonly rows: readonly RowFacts[];
  /** How many options the search weighed. */
  readonly searched: number;
}

/** Whether a verdict tells the player their move was among the best: only when the figures say so. */
export const saysAmongBest = (v: Verdict): boolean =>
  v.kind === 'top' || v.kind === 'close' || (v.kind === 'same' && v.amongBest);

export function explainDecision(figures: DecisionFigures, playedKey: string | null): Explanation {
  const options = [...figures.options].sort(byEstimate);
  const searched = options.filter((o) => o.searched);
  const top = searched[0];
  // Equal estimates share a rank (1, 1, 3...): a tie ranked by the order of the list would
  // claim a difference the figures do not show (a short game's playouts may all score 0).
  const rankOf = (o: OptionFigures) => 1 + searched.filter((p) => (p.win ?? -1) > (o.win ?? -1)).length;
  const rows: RowFacts[] = options.map((o) => {
    const rank = o.searched ? rankOf(o) : null;
    return {
      key: o.key,
      rank,
      withinNoise: rank === 1 || (rank !== null && top !== undefined && overlaps(o, top)),
      bot: o.key === figures.choiceKey,
      yours: o.key === playedKey,
    };
  });
  const best = rows[0]?.key ?? '';
  const choice = figures.choiceKey;
  const chosen = rows.find((r) => r.bot);

  // The best estimate and clearly so (the next one's interval does not reach it), or not.
  const clear = chosen?.key === best && searched.length > 1 && !rows[1]!.withinNoise;
  let headline: Headline;
  if (searched.length <= 1) headline = { kind: 'only', choice };
  else if (clear) headline = { kind: 'best', choice, clear };
  // The heuristic's pick, not clearly the best: it stands because nothing clearly beat it.
  else if (figures.rule.kind !== 'most-tried' && choice === figures.advisedKey)
    headline = chosen?.withinNoise
      ? { kind: 'kept-noise', choice, best, leads: chosen.rank === 1 }
      : { kind: 'kept-behind', choice, best };
  else if (chosen?.rank === 1) headline = { kind: 'best', choice, clear: false };
  else headline = { kind: 'most-tried', choice, best, withinNoise: chosen?.withinNoise ?? false };

  let verdict: Verdict;
  const mine = rows.find((r) => r.yours);
  if (playedKey === null || !mine) verdict = { kind: 'none' };
  else if (mine.bot) verdict = { kind: 'same', amongBest: mine.withinNoise, best };
  else if (mine.rank === null) verdict = { kind: 'unsearched', of: searched.length };
  else if (mine.rank === 1)
    verdict = { kind: 'top', of: searched.length, tied: rows.filter((r) => r.rank === 1).length > 1 };
  else
    verdict = {
      kind: mine.withinNoise ? 'close' : 'behind',
      rank: mine.rank,
      of: searched.length,
      best,
    };
  return { headline, verdict, rule: figures.rule, rows, searched: searched.length };
}
