/**
 * The replay's analysis: the hard bot's own search (`analyseDecision`: the hard level's settings
 * from the catalog, its iteration budget) on one seat's view as the replay shows it. It gets a
 * view, never a state: the same view the player had at that moment. No Bid's view names its card
 * table by edition; the analysis compiles that edition from the table's settings, as the table on
 * screen does. It runs in `analysis-worker.ts`, off the page's thread.
 */
import {
  analyseDecision,
  type ChoiceRule,
  type Explanation,
  explainDecision,
  HARD_BUDGET,
  type OptionEstimate,
} from '@nobid/bots';
import { BOT_ENTRIES } from '@nobid/catalog';
import { type BotTurn, rngFromSeed, type SeatAction, type SeatView } from '@nobid/engine';
import type { TableSettings } from '@nobid/protocol';
import { tableCards, viewMismatch } from '../../games/nobid/table-cards.ts';
import type { WireView } from '../../games/nobid/wire-view.ts';

export interface AnalysisRequest {
  readonly id: number;
  readonly settings: TableSettings;
  readonly view: unknown;
  readonly seat: number;
  readonly legal: readonly unknown[];
  /** The move the player made here, if any. */
  readonly played: unknown;
  /** The search's dice: the same seed gives the same analysis. */
  readonly seed: string;
}

/** One option of the analysed decision: the search's figures for it, with its action. */
export type OptionResult = OptionEstimate<unknown>;

export interface AnalysisResult {
  readonly choiceKey: string;
  /** The heuristic's pick, which the hard bot keeps unless a move clearly beats it. */
  readonly advisedKey: string | null;
  readonly rule: ChoiceRule;
  readonly iterations: number;
  readonly options: readonly OptionResult[];
  readonly playedKey: string | null;
  /** What the figures say, by key: the headline, the verdict on `playedKey`, the rows' ranks. */
  readonly explanation: Explanation;
}

export type AnalysisReply =
  | { readonly id: number; readonly ok: true; readonly result: AnalysisResult }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** The view as the game's own code reads it (No Bid: its compiled card table put back). */
function gameView(req: AnalysisRequest): unknown {
  if (req.settings.game !== 'nobid') return req.view;
  const at = tableCards(req.settings);
  if (!at.ok) throw new Error('this table’s cards cannot be read');
  const view = req.view as WireView;
  if (viewMismatch(at.cards, view)) throw new Error('this replay was played with other cards');
  return { ...view, cards: at.cards };
}

export function analyse(req: AnalysisRequest): AnalysisResult {
  const entry = BOT_ENTRIES[req.settings.game];
  if (!entry) throw new Error(`no bot for ${req.settings.game}`);
  const view = gameView(req);
  const turn: BotTurn<unknown, SeatAction> = {
    // The view is the seat's own, as the server built it for the replay.
    view: view as SeatView<unknown>,
    seat: req.seat,
    legal: req.legal as SeatAction[],
    rng: rngFromSeed(req.seed),
  };
  const analysis = analyseDecision(entry, turn, HARD_BUDGET);
  const playedKey = req.played ? entry.game.actionKey(req.played, view) : null;
  return {
    choiceKey: analysis.choiceKey,
    advisedKey: analysis.advisedKey,
    rule: analysis.rule,
    iterations: analysis.iterations,
    options: analysis.options,
    playedKey,
    explanation: explainDecision(analysis, playedKey),
  };
}
