import type { Bot } from '@nobid/engine';
import {
  type Game,
  type GameEvent,
  nextInt,
  type Outcome,
  type Rng,
  rngFromSeed,
  type SeatAction,
} from '@nobid/engine';
import { decide } from './decide.ts';

export interface BotGameResult {
  readonly outcome: Outcome;
  /** `game.turnNumber` at the end. */
  readonly turns: number;
  readonly actions: number;
}

export interface BotGameOptions<E> {
  /**
   * Receives each action's events. When given, every action goes through the pure `apply`
   * (which builds events); without it the fast `applyInPlace` is used.
   */
  readonly onEvents?: (events: readonly GameEvent<E>[], state: unknown) => void;
  readonly maxActions?: number;
}

/**
 * Plays one game to the end with one bot per seat. Each seat draws from its own generator and
 * sees only its view (via `decide`). Where several seats may decide at once (a reaction window)
 * the table's generator picks who answers first, as a live table's arbitrary timing would.
 * Everything derives from `seed`, so the same seed and bots replay the same game. Without
 * `onEvents` the game is played in place: `initial` ends as the final state.
 */
export function playBotGame<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  initial: S,
  bots: readonly Bot<V, A>[],
  seed: string,
  options: BotGameOptions<E> = {},
): BotGameResult {
  const table: Rng = rngFromSeed(`${seed}:table`);
  const seatRngs = bots.map((_, seat) => rngFromSeed(`${seed}:bot:${seat}`));
  const maxActions = options.maxActions ?? 1_000_000;
  let state = initial;
  let actions = 0;
  for (;;) {
    const decisions = game.decisions(state);
    if (decisions.length === 0) break;
    if (actions >= maxActions) throw new Error(`${game.name}: no end after ${maxActions} actions`);
    const { seat } = decisions.length === 1 ? decisions[0]! : decisions[nextInt(table, decisions.length)]!;
    const bot = bots[seat];
    if (!bot) throw new RangeError(`${game.name}: no bot for seat ${seat}`);
    const action = decide(game, state, seat, bot, seatRngs[seat]!);
    if (options.onEvents) {
      const result = game.apply(state, action);
      if (!result.ok) throw new Error(`${game.name}: a legal action was rejected: ${result.error.message}`);
      state = result.state;
      options.onEvents(result.events, state);
    } else {
      game.applyInPlace(state, action);
    }
    actions++;
  }
  const outcome = game.result(state);
  if (!outcome) throw new Error(`${game.name}: no decisions left but no result`);
  return { outcome, turns: game.turnNumber(state), actions };
}
