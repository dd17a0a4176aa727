import type { BotTurn } from '@nobid/engine';
import type { NobidAction, NobidView } from '../types.ts';
import { nobidHeuristicBot } from './bot.ts';
import { actCandidates } from './candidates.ts';
import { withHandInference } from './hand-inference.ts';
import { withLossCredit, withLossCreditObserver } from './loss-credit.ts';
import { createNobidObserver } from './opponents.ts';
import { createNobidPolicy, createNobidRollout, DEFAULT_ROLLOUT, type RolloutPolicy } from './rollout.ts';

/**
 * Hard's playouts, and its model of every seat that plays like the heuristic: 80% of decisions
 * by the heuristic's rules, the rest random-ish, to the end. Measured in
 * docs/decisions/hard-bot-heuristic-playouts.md: at 500 iterations this beat medium in 75 of 100
 * two-player games, where uniformly random playouts managed 48 of 100; with the other seats
 * played by the heuristic alone the search over-fitted to replies that never vary (20.8% of 120
 * four-player games against 30.0% with this mix).
 */
export const HARD_ROLLOUT: RolloutPolicy = { ...DEFAULT_ROLLOUT, heuristic: 0.8 };

/**
 * The heuristic's move stands unless the search finds one better by this many standard errors
 * (`IsmctsBotOptions.confidence`): a few hundred iterations over a dozen moves leave most means
 * within noise of each other, and the most visited move is then often only the luckiest.
 */
export const HARD_CONFIDENCE = 1.5;

/**
 * What a game drawn at the turn cap is worth to the hard seat in its search: nothing, as a loss.
 * The search's default, half a win, is a 2-player figure; at 6 players it is three times a
 * seat's fair chance, and a seat that was behind played for the cap: 2 of 316 six-player games
 * against five medium seats drew at 200 turns, and both ended (in 84 and 70 turns) with a draw
 * worth 0 (docs/bot-ladder.md, round 5). A bot that plays to win gains nothing from a draw.
 */
export const HARD_DRAW_REWARD = 0;

/**
 * How many of a turn's moves the search weighs at 3 to 6 players: the heuristic's best few
 * (`candidates.ts`); at 2 players, with 2,400 iterations, every move. Absent for a size: all.
 */
export const HARD_WIDTH_BY_SEATS: Readonly<Record<number, number>> = { 3: 4, 4: 4, 5: 4, 6: 4 };

/** The search's root moves: the heuristic's best `widthBySeats[seats]`, or every move. */
const candidatesOf =
  (widthBySeats: Readonly<Record<number, number>>) =>
  (turn: BotTurn<NobidView, NobidAction>): readonly NobidAction[] => {
    const width = widthBySeats[turn.view.seats];
    return width === undefined ? turn.legal : actCandidates(turn, width);
  };

/**
 * What the lobby levels (`createBotLevels` in @nobid/bots) need from No Bid, as one entry:
 * `nobid: { game: nobidGame, ...nobidBots }`. Medium is the heuristic; hard is the generic
 * ISMCTS with heuristic-guided playouts, starting from the heuristic's choice (the advisor's
 * virtual visits), so a small budget cannot do worse than a coin flip among untried moves. The
 * other seats answer inside the search by the playout policy rather than as tree nodes: with
 * three opponents a budget of a few hundred iterations would otherwise judge each move against
 * near-random replies (docs/decisions/hard-bot-opponent-policy.md has the 4-player figures).
 */
const search = {
  rollout: createNobidRollout(HARD_ROLLOUT),
  opponentPolicy: createNobidPolicy(HARD_ROLLOUT),
  advisor: nobidHeuristicBot,
  confidence: HARD_CONFIDENCE,
  candidates: candidatesOf(HARD_WIDTH_BY_SEATS),
  drawReward: HARD_DRAW_REWARD,
};

/**
 * A variant of hard for a paired measurement (`bench/hard-paired.ts`), not a level: the same
 * bot with another root width by table size, margin or draw value. The lobby's hard is `nobidBots.createSearch()`.
 */
export interface HardVariant {
  /** The root width by table size (absent for a size: every move); hard's is `HARD_WIDTH_BY_SEATS`. */
  readonly widthBySeats?: Readonly<Record<number, number>>;
  /** Deal a seat seen to draw at most the Positions it can hold (`hand-inference.ts`). */
  readonly inferHands?: boolean;
  /** What a game drawn at the turn cap is worth in the search (a win 1, a loss 0); hard's is `HARD_DRAW_REWARD`. */
  readonly drawReward?: number;
  /** The margin in standard errors the search must beat the heuristic's move by; hard's is `HARD_CONFIDENCE`. */
  readonly confidence?: number;
  /** Judge the root moves on common samples, without a tree (`paired.ts` in @nobid/bots). */
  readonly paired?: boolean;
  /**
   * The share of the heuristic's decisions in the model of the other seats that play like it
   * (the bot's own playouts keep `HARD_ROLLOUT`'s); hard's is the same 0.8 for every seat.
   */
  readonly opponentHeuristic?: number;
  /** A lost playout worth this times the seat's Book count over the target (`loss-credit.ts`); hard's is 0. */
  readonly lossCredit?: number;
}

/** One hard bot's search settings for a variant (`{}`: hard as the lobby plays it). */
export function createHardVariantSearch(variant: HardVariant) {
  const others =
    variant.opponentHeuristic === undefined
      ? HARD_ROLLOUT
      : { ...HARD_ROLLOUT, heuristic: variant.opponentHeuristic };
  const models = createNobidObserver(HARD_ROLLOUT, others);
  const observer = variant.inferHands ? withHandInference(models) : models;
  const credit = variant.lossCredit;
  return {
    ...search,
    rollout: credit === undefined ? search.rollout : withLossCredit(search.rollout, credit),
    candidates: candidatesOf(variant.widthBySeats ?? HARD_WIDTH_BY_SEATS),
    drawReward: variant.drawReward ?? HARD_DRAW_REWARD,
    confidence: variant.confidence ?? HARD_CONFIDENCE,
    paired: variant.paired ?? false,
    observer: credit === undefined ? observer : withLossCreditObserver(observer, credit),
  };
}

export const nobidBots = {
  heuristic: nobidHeuristicBot,
  search,
  /**
   * Each hard bot with its own memory of the table: per-seat opponent models from public
   * actions (`opponents.ts`), so a seat that plays at random is searched as random.
   */
  createSearch: () => ({ ...search, observer: createNobidObserver(HARD_ROLLOUT) }),
};
