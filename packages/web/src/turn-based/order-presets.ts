/** Which of the named standing orders a seat's orders are, for the orders panel's choice. */
import { ORDER_PRESETS, type OrderPreset, type StandingOrders } from '@nobid/protocol';

export const ORDER_PRESET_NAMES = Object.keys(ORDER_PRESETS) as OrderPreset[];

/** The preset these orders are (windows on the seat's own cards aside), or null for any others. */
export function presetOf(orders: StandingOrders): OrderPreset | null {
  const rules = JSON.stringify(orders.rules);
  return (
    ORDER_PRESET_NAMES.find(
      (p) =>
        JSON.stringify(ORDER_PRESETS[p].rules) === rules && ORDER_PRESETS[p].otherwise === orders.otherwise,
    ) ?? null
  );
}
