/**
 * What the "What would the hard bot do?" panel says, derived from the search's figures alone, so
 * that its headline and its verdict on the player's move cannot contradict the table under them.
 *
 * The hard bot does not simply play the best estimate: it weighs only its heuristic's best few
 * moves, and keeps the heuristic's pick unless the search's most tried move beats it by a margin
 * of standard errors. The headline says which of these happened; the verdict ranks the player's
 * move among the searched moves by the same 95% intervals the table draws.
 */
import { overlaps } from '@nobid/bots';
import type { AnalysisResult, OptionResult } from './analysis.ts';

export interface PanelRow {
  readonly key: string;
  /** The move in words, unique among the rows. */
  readonly label: string;
  /** Among the searched moves, 1 for the best estimate; null for a move the search did not weigh. */
  readonly rank: number | null;
  readonly win: number | null;
  readonly low: number;
  readonly high: number;
  readonly visits: number;
  readonly bot: boolean;
  readonly yours: boolean;
  /** Its interval overlaps the best searched move's: the search cannot tell it from the best. */
  readonly withinNoise: boolean;
}

/** Why the hard bot plays its move. */
export type Headline =
  /** The only move the search weighed. */
  | { readonly kind: 'only'; readonly choice: string }
  /**
   * It has the best win estimate of the searched moves; `clear` when the next one's interval
   * does not reach it (otherwise the lead is within noise).
   */
  | { readonly kind: 'best'; readonly choice: string; readonly clear: boolean }
  /** The heuristic's pick, kept: no move is clearly better, the estimates are within noise. */
  | { readonly kind: 'kept-noise'; readonly choice: string; readonly best: string }
  /**
   * The heuristic's pick, kept although the best estimate's interval lies above it: the bot
   * switches only for a move that is both its most tried and clearly better, and the best
   * estimate was not its most tried.
   */
  | { readonly kind: 'kept-behind'; readonly choice: string; readonly best: string }
  /** Not the best estimate but the most tried, within noise of the best. */
  | { readonly kind: 'most-tried'; readonly choice: string; readonly best: string };

/** What the figures say of the player's move. */
export type Verdict =
  /** No move was made from this position. */
  | { readonly kind: 'none' }
  | { readonly kind: 'same' }
  /** Searched, with the best estimate (rank 1), though the bot plays another. */
  | { readonly kind: 'top'; readonly of: number }
  /** Searched, its interval overlaps the best's. */
  | { readonly kind: 'close'; readonly rank: number; readonly of: number; readonly best: string }
  /** Searched, the best's interval lies wholly above it. */
  | { readonly kind: 'behind'; readonly rank: number; readonly of: number; readonly best: string }
  /** Not among the moves the search weighed. */
  | { readonly kind: 'unsearched'; readonly of: number };

export interface PanelModel {
  readonly headline: Headline;
  readonly verdict: Verdict;
  /** The searched moves first, best estimate first; then the moves not searched. */
  readonly rows: readonly PanelRow[];
  /** How many moves the search weighed, of how many legal. */
  readonly searched: number;
  readonly legal: number;
  /** The right end of the interval bars' common scale (a win share). */
  readonly scale: number;
}

/** Labels made unique: moves that read the same (two copies of a card) are numbered. */
function uniqueLabels(labels: readonly string[], copy: (label: string, n: number) => string): string[] {
  const total = new Map<string, number>();
  for (const l of labels) total.set(l, (total.get(l) ?? 0) + 1);
  const seen = new Map<string, number>();
  return labels.map((l) => {
    if ((total.get(l) ?? 0) < 2) return l;
    const n = (seen.get(l) ?? 0) + 1;
    seen.set(l, n);
    return copy(l, n);
  });
}

const noiseOf = (o: OptionResult, top: OptionResult | undefined): boolean =>
  o.searched && top !== undefined && (o.win === null || top.win === null || overlaps(o, top));

export function panelModel(
  result: AnalysisResult,
  label: (action: unknown) => string,
  copy: (label: string, n: number) => string,
): PanelModel {
  const searchedOptions = result.options.filter((o) => o.searched);
  const top = searchedOptions[0];
  const labels = uniqueLabels(
    result.options.map((o) => label(o.action)),
    copy,
  );
  const rows: PanelRow[] = result.options.map((o, i) => ({
    key: o.key,
    label: labels[i]!,
    rank: o.searched ? searchedOptions.indexOf(o) + 1 : null,
    win: o.win,
    low: o.low,
    high: o.high,
    visits: o.visits,
    bot: o.key === result.choiceKey,
    yours: o.key === result.playedKey,
    withinNoise: noiseOf(o, top),
  }));
  const row = (key: string | null) => rows.find((r) => r.key === key);
  const choiceRow = row(result.choiceKey);
  const choice = choiceRow?.label ?? '?';
  const best = rows[0]?.label ?? '?';
  const mostTried = searchedOptions.reduce<OptionResult | undefined>(
    (m, o) => (m === undefined || o.visits > m.visits ? o : m),
    undefined,
  );

  let headline: Headline;
  if (searchedOptions.length <= 1) headline = { kind: 'only', choice };
  else if (choiceRow?.rank === 1) headline = { kind: 'best', choice, clear: !rows[1]!.withinNoise };
  else if (result.choiceKey === result.advisedKey)
    headline = choiceRow?.withinNoise
      ? { kind: 'kept-noise', choice, best }
      : { kind: 'kept-behind', choice, best };
  else if (choiceRow?.withinNoise && mostTried?.key === result.choiceKey)
    headline = { kind: 'most-tried', choice, best };
  // The search's own rule chose otherwise (a tie on visits...): say what the figures say.
  else headline = { kind: choiceRow?.withinNoise ? 'kept-noise' : 'kept-behind', choice, best };

  let verdict: Verdict;
  const mine = row(result.playedKey);
  if (result.playedKey === null || !mine) verdict = { kind: 'none' };
  else if (mine.bot) verdict = { kind: 'same' };
  else if (mine.rank === null) verdict = { kind: 'unsearched', of: searchedOptions.length };
  else if (mine.rank === 1) verdict = { kind: 'top', of: searchedOptions.length };
  else
    verdict = {
      kind: mine.withinNoise ? 'close' : 'behind',
      rank: mine.rank,
      of: searchedOptions.length,
      best,
    };

  const highest = Math.max(0, ...rows.filter((r) => r.win !== null).map((r) => r.high));
  // A round scale a little above the highest interval, so that small shares stay readable.
  const scale = Math.min(1, Math.max(0.1, Math.ceil(highest * 10) / 10));
  return { headline, verdict, rows, searched: searchedOptions.length, legal: rows.length, scale };
}
