/**
 * The "What would the hard bot do?" panel's content in words: the analysis's own explanation
 * (`explainDecision` in @nobid/bots, computed once from the search's figures and the bot's rule)
 * with each move named, and the rows' labels made unique. Nothing here judges a move: the
 * headline and the verdict are the explanation's, so they cannot drift from the table.
 */
import type { ChoiceRule, Headline, Verdict } from '@nobid/bots';
import type { AnalysisResult } from './analysis.ts';

export type { Headline, Verdict };

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

export interface PanelModel {
  /** The explanation's headline and verdict, with `choice` and `best` as the rows' labels. */
  readonly headline: Headline;
  readonly verdict: Verdict;
  readonly rule: ChoiceRule;
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

export function panelModel(
  result: AnalysisResult,
  label: (action: unknown) => string,
  copy: (label: string, n: number) => string,
): PanelModel {
  const { explanation } = result;
  const byKey = new Map(result.options.map((o) => [o.key, o]));
  const options = explanation.rows.map((r) => byKey.get(r.key)!);
  const labels = uniqueLabels(
    options.map((o) => label(o.action)),
    copy,
  );
  const rows: PanelRow[] = explanation.rows.map((r, i) => {
    const o = options[i]!;
    return { ...r, label: labels[i]!, win: o.win, low: o.low, high: o.high, visits: o.visits };
  });
  const named = new Map(rows.map((r) => [r.key, r.label]));
  const name = (key: string) => named.get(key) ?? '?';
  const h = explanation.headline;
  const headline: Headline =
    'best' in h ? { ...h, choice: name(h.choice), best: name(h.best) } : { ...h, choice: name(h.choice) };
  const v = explanation.verdict;
  const verdict: Verdict = 'best' in v ? { ...v, best: name(v.best) } : v;

  const highest = Math.max(0, ...rows.filter((r) => r.win !== null).map((r) => r.high));
  // A round scale a little above the highest interval, so that small shares stay readable.
  const scale = Math.min(1, Math.max(0.1, Math.ceil(highest * 10) / 10));
  return {
    headline,
    verdict,
    rule: explanation.rule,
    rows,
    searched: explanation.searched,
    legal: rows.length,
    scale,
  };
}
