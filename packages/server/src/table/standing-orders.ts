/**
 * Standing orders (issue 31; docs/design-notes.md "Standing orders"): how the server answers a
 * seat's reaction windows for it. An order reads the window's public facts (`game.windowFacts`,
 * from what a spectator sees) and never the seat's hand. The plan (`plan-timers.ts`) asks
 * `windowAnswer` what each seat's orders say when a window opens; an answer is a timer due at that
 * very moment, the same for every seat that is not asked, holder or not. Only when the timer fires
 * does the hand count, and then only for which action it plays: a counter order plays the seat's
 * counter card if it holds one and passes if not, at the same moment either way.
 */
import type { AnyGame, Decision, WindowFacts } from '@nobid/engine';
import type { OrderAnswer, OrderCondition, StandingOrders } from '@nobid/protocol';
import { ServerError } from '../errors.ts';
import type { SeatRecord, TimerRecord } from '../storage/storage.ts';

/**
 * The key suffixes of the timers by which the server answers a window for a seat: a window on the
 * seat's own card (passed), and an order's pass or counter. The seat's view shows no decision for
 * a window answered so (`decision-facts.ts`).
 */
export const OWN_CARD = '@own';
const ORDER_SUFFIX: Record<Exclude<OrderAnswer, 'ask'>, string> = { pass: '@pass', counter: '@counter' };
const SERVER_ANSWERS = [OWN_CARD, ...Object.values(ORDER_SUFFIX)];

export const ownCardKey = (key: string): string => `${key}${OWN_CARD}`;

/** Whether the server answers the seat's window `key` (a timer of its own or its orders). */
export const answeredByServer = (timers: readonly TimerRecord[], seat: number, key: string): boolean =>
  timers.some(
    (t) =>
      t.seat === seat && t.kind === 'autopass' && SERVER_ANSWERS.some((suffix) => t.key === key + suffix),
  );

function holds(c: OrderCondition, facts: WindowFacts | null, seat: number): boolean {
  if (facts === null) return false;
  switch (c.if) {
    case 'targets-me':
      return facts.targets.includes(seat);
    case 'another-would-win':
      return facts.winner !== null && facts.winner !== seat;
    case 'card':
      return c.kinds.includes(facts.card);
  }
}

/** What `orders` say for `seat` in a window with these facts: the first rule that holds, else `otherwise`. */
export function orderAnswer(orders: StandingOrders, facts: WindowFacts | null, seat: number): OrderAnswer {
  for (const rule of orders.rules) if (rule.when.every((c) => holds(c, facts, seat))) return rule.answer;
  return orders.otherwise;
}

const knownFacts = new WeakMap<object, WindowFacts | null>();

/** The open window's public facts, computed once per state (a state never changes once made). */
export function windowFactsOf(game: AnyGame, state: unknown): WindowFacts | null {
  if (!game.windowFacts || typeof state !== 'object' || state === null) return null;
  if (!knownFacts.has(state)) knownFacts.set(state, game.windowFacts(state) as WindowFacts | null);
  return knownFacts.get(state)!;
}

export interface WindowAnswerInput {
  readonly game: AnyGame;
  readonly state: unknown;
  readonly seat: SeatRecord;
  readonly decision: Decision;
  readonly key: string;
  /** The window opened with the action being planned for (no timer of it existed before). */
  readonly opened: boolean;
  readonly actor: number | null;
  readonly previous: readonly TimerRecord[];
}

/**
 * The key of the timer by which the server answers this window for the seat, or null when the
 * seat is asked (or a bot answers: `controllerOf`). Reads the seat's orders, whether the window
 * is on its own card (public: it opened with the seat's action), and the window's public facts:
 * never the hand.
 */
export function windowAnswer(input: WindowAnswerInput): string | null {
  const { seat, decision: d, key } = input;
  if (d.window === undefined || seat.kind !== 'human' || seat.autoplay) return null;
  const orders = seat.orders;
  if (orders.ownCards === 'pass') {
    const ownCard =
      (input.opened && input.actor === d.seat) ||
      input.previous.some((t) => t.seat === d.seat && t.kind === 'autopass' && t.key === ownCardKey(key));
    if (ownCard) return ownCardKey(key);
  }
  const answer = orderAnswer(orders, windowFactsOf(input.game, input.state), d.seat);
  return answer === 'ask' ? null : key + ORDER_SUFFIX[answer];
}

/**
 * The action a due server answer plays: the seat's counter for a counter order when it holds one
 * (and the game can say), else the game's safe default (a pass). Null: not a window answer.
 */
export function serverAnswerAction(
  game: AnyGame,
  state: unknown,
  timer: Pick<TimerRecord, 'seat' | 'kind' | 'key'>,
): unknown | null {
  if (timer.kind !== 'autopass' || !timer.key.endsWith(ORDER_SUFFIX.counter)) return null;
  return game.counterAction?.(state, timer.seat) ?? null;
}

/**
 * Refuses orders the table's game cannot follow: a card kind its options do not play, or any rule
 * at all for a game that reports no window facts (its windows could never match one). Changes
 * nothing; the message names what is wrong.
 */
export function checkOrders(game: AnyGame, options: unknown, orders: StandingOrders): void {
  if (orders.rules.length > 0 && !game.windowFacts)
    throw new ServerError('bad-orders', `${game.name} has no reaction windows to set rules for`);
  const named = orders.rules.flatMap((r) => r.when.flatMap((c) => (c.if === 'card' ? c.kinds : [])));
  if (named.length === 0) return;
  const known = new Set(game.cardKinds?.(options) ?? []);
  const unknown = [...new Set(named.filter((k) => !known.has(k)))];
  if (unknown.length > 0)
    throw new ServerError(
      'bad-orders',
      `${game.name} at this table has no card ${unknown.map((k) => `"${k}"`).join(', ')}`,
    );
}
