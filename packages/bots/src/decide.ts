import type { Bot, BotTurn, Game, Rng, Seat, SeatAction } from '@nobid/engine';
import { isObservingBot } from './ismcts/bot.ts';
import { assertSeatView, seatView } from './view-guard.ts';

export class IllegalBotActionError extends Error {
  override name = 'IllegalBotActionError';
}

/**
 * Asks `bot` to decide for `seat`. This is the surface-side door to a bot: the caller holds the
 * full state, the bot receives only the seat's view (built and checked here), the legal actions
 * and its own rng. The answer is checked against the legal list, so a faulty bot cannot make
 * an illegal move; the returned action is the legal list's own object.
 */
export function decide<S, A extends SeatAction, V, E, O>(
  game: Game<S, A, V, E, O>,
  state: S,
  seat: Seat,
  bot: Bot<V, A>,
  rng: Rng,
): A {
  const legal = game.legalActions(state, seat);
  if (legal.length === 0)
    throw new IllegalBotActionError(`${game.name}: seat ${seat} has nothing to decide now`);
  return askBot(game, bot, { view: seatView(game, state, seat), seat, legal, rng });
}

/** Runs a bot on a turn whose view is checked at run time, and maps its answer onto `legal`. */
export function askBot<A extends SeatAction, V>(
  game: { readonly name: string; actionKey(action: A, position: V): string },
  bot: Bot<V, A>,
  turn: BotTurn<V, A>,
): A {
  assertSeatView(turn.view, turn.seat);
  if (turn.legal.length === 1) {
    // Nothing to choose, but a bot that remembers the table still sees what happened.
    if (isObservingBot(bot)) bot.observe(turn);
    return turn.legal[0]!;
  }
  const chosen = bot.choose(turn);
  if (turn.legal.includes(chosen)) return chosen;
  const key = game.actionKey(chosen, turn.view);
  const match = turn.legal.find((a) => game.actionKey(a, turn.view) === key);
  if (!match)
    throw new IllegalBotActionError(`${game.name}: bot "${bot.name}" chose ${key}, which is not legal now`);
  return match;
}
