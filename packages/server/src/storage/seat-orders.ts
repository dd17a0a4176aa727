/**
 * A seat's standing orders in its row: JSON in `standing_orders`, and the two switches they
 * replaced (`auto_pass`, `answer_own_cards`) kept in step, so that a row written before the
 * orders existed reads as the orders its switches meant.
 */
import {
  DEFAULT_ORDERS,
  ORDER_PRESETS,
  passesEverything,
  type StandingOrders,
  StandingOrdersSchema,
} from '@nobid/protocol';
import type { Selectable } from 'kysely';
import type { SeatsTable } from './schema.ts';

/** The orders the old switches stood for: auto-pass is "pass on everything", off "always ask". */
export function ordersOfSwitches(autoPass: boolean, answerOwnCards: boolean): StandingOrders {
  const base = autoPass ? ORDER_PRESETS['pass-all'] : DEFAULT_ORDERS;
  return { rules: [], otherwise: base.otherwise, ownCards: answerOwnCards ? 'orders' : 'pass' };
}

export function storedOrders(row: Selectable<SeatsTable>): StandingOrders {
  const json = row.standing_orders;
  if (json !== null) {
    const parsed = StandingOrdersSchema.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  }
  return ordersOfSwitches(Number(row.auto_pass) === 1, Number(row.answer_own_cards) === 1);
}

export function ordersColumns(orders: StandingOrders) {
  return {
    standing_orders: JSON.stringify(orders),
    auto_pass: passesEverything(orders) ? 1 : 0,
    answer_own_cards: orders.ownCards === 'orders' ? 1 : 0,
  };
}
