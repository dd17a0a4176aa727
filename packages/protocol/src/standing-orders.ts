/**
 * Standing orders: how a seat wants its reaction windows answered, set before and during a game
 * (issue 31; docs/design-notes.md "Standing orders"). An order reads only public facts about the
 * open window (the card it decides, whom it targets, who would win if it closed), never the
 * seat's hand, and the server applies it the moment the window opens, so no timing depends on
 * what anyone holds.
 *
 * `rules` are tried in order and the first whose conditions all hold says what to do: ask the
 * player, or counter (play a counter card if the seat holds one, else pass: the same answer at
 * the same moment, holder or not). No rule matching: `otherwise`.
 */
import { z } from 'zod';

/** A card kind as an edition names it ('margin-call'): checked against the table's game. */
const CardKindSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'a card kind is lower-case letters, digits and dashes');

/** A public fact about an open window, as the game reports it (`WindowFacts` in @nobid/engine). */
export const OrderConditionSchema = z.discriminatedUnion('if', [
  /** The card names this seat, or its Book would change if the window closed with all passing. */
  z.object({ if: z.literal('targets-me') }),
  /** Another seat would win if the window closed with every seat passing. */
  z.object({ if: z.literal('another-would-win') }),
  /** The card whose fate the window decides is one of these kinds. */
  z.object({ if: z.literal('card'), kinds: z.array(CardKindSchema).min(1).max(32) }),
]);
export type OrderCondition = z.infer<typeof OrderConditionSchema>;

export const OrderRuleSchema = z.object({
  /** Every condition must hold (at least one). */
  when: z.array(OrderConditionSchema).min(1).max(8),
  /** `ask`: wait for the player. `counter`: the seat's counter card if it holds one, else pass. */
  answer: z.enum(['ask', 'counter']),
});
export type OrderRule = z.infer<typeof OrderRuleSchema>;

export const StandingOrdersSchema = z
  .object({
    rules: z.array(OrderRuleSchema).max(16),
    /** When no rule matches: pass for the seat, or ask it. */
    otherwise: z.enum(['pass', 'ask']),
    /**
     * A window on the seat's own card: passed for it (`pass`, the default), or answered by the
     * rules above like any other (`orders`: the old "answer my own cards").
     */
    ownCards: z.enum(['pass', 'orders']),
  })
  .strict();
export type StandingOrders = z.infer<typeof StandingOrdersSchema>;

/** What an order says for one window: wait for the player, pass, or counter if able. */
export type OrderAnswer = 'ask' | 'pass' | 'counter';

/** A seat's orders before it sets any: asked about every window but those on its own cards. */
export const DEFAULT_ORDERS: StandingOrders = { rules: [], otherwise: 'ask', ownCards: 'pass' };

/** The named orders a client offers (issue 31); any other list of rules is as valid. */
export const ORDER_PRESETS = {
  'pass-all': { rules: [], otherwise: 'pass', ownCards: 'pass' },
  'ask-if-targeted': {
    rules: [{ when: [{ if: 'targets-me' }], answer: 'ask' }],
    otherwise: 'pass',
    ownCards: 'pass',
  },
  'ask-if-another-would-win': {
    rules: [{ when: [{ if: 'another-would-win' }], answer: 'ask' }],
    otherwise: 'pass',
    ownCards: 'pass',
  },
  'always-ask': DEFAULT_ORDERS,
  'counter-wins': {
    rules: [{ when: [{ if: 'another-would-win' }], answer: 'counter' }],
    otherwise: 'pass',
    ownCards: 'pass',
  },
} as const satisfies Record<string, StandingOrders>;
export type OrderPreset = keyof typeof ORDER_PRESETS;

/** Whether orders pass every window (the old auto-pass switch, `ViewUpdate.autoPass`). */
export const passesEverything = (o: StandingOrders): boolean =>
  o.rules.length === 0 && o.otherwise === 'pass';

const SetOrdersSchema = z.object({ orders: StandingOrdersSchema }).strict();
const SetPresetSchema = z
  .object({
    preset: z.enum(Object.keys(ORDER_PRESETS) as [OrderPreset, ...OrderPreset[]]),
    /** With a preset: whether windows on your own cards follow it (default: passed). */
    answerOwnCards: z.boolean().optional(),
  })
  .strict();

/** Sets a seat's standing orders: a whole set, or one of the presets by name. */
export const SetStandingOrdersSchema = z.union([SetOrdersSchema, SetPresetSchema]);
export type SetStandingOrders = z.infer<typeof SetStandingOrdersSchema>;

/**
 * Parses a `SetStandingOrders` message against the form it names (`preset` or `orders`), so that
 * a refusal says what is wrong in that form rather than that it fits neither.
 */
export const parseSetStandingOrders = (raw: unknown) =>
  typeof raw === 'object' && raw !== null && 'preset' in raw
    ? SetPresetSchema.safeParse(raw)
    : SetOrdersSchema.safeParse(raw);

/** The orders a `SetStandingOrders` message stands for. */
export function ordersOf(msg: SetStandingOrders): StandingOrders {
  if ('orders' in msg) return msg.orders;
  const preset = ORDER_PRESETS[msg.preset];
  return {
    rules: preset.rules.map((r) => ({ when: r.when.map((c) => ({ ...c })), answer: r.answer })),
    otherwise: preset.otherwise,
    ownCards: msg.answerOwnCards ? 'orders' : 'pass',
  };
}
