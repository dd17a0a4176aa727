/**
 * The edition file: the whole card list of a No Bid variant and the game's numbers, as data.
 * An edition is what a designer edits, a table plays, the press prints and the simulator
 * measures; `compile.ts` turns it into the card table the rules read.
 *
 * The shapes here are the file format (docs/editions.md): add fields, never rename them.
 */
import { z } from 'zod';
import { CARD_TYPES, CURRENCIES, DIRECTIONS } from '../cards.ts';
import { contactSchema, creditsSchema } from './credits.ts';

/** Limits that keep an uploaded edition from becoming a denial of service. */
export const EDITION_LIMITS = {
  /** Bytes of JSON a server accepts for one edition. */
  maxBytes: 64 * 1024,
  maxKinds: 80,
  maxCopiesOfKind: 20,
  maxMainDeck: 200,
  maxTextLength: 400,
} as const;

const kind = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'a card kind is lower-case letters, digits and dashes (at most 40)');
const copies = z.number().int().min(0).max(EDITION_LIMITS.maxCopiesOfKind);

/** A card's kind and copies alone: what the game checks read of a card the schema refuses. */
export { copies as copiesSchema, kind as kindSchema };

const currency = z.enum(CURRENCIES);
const direction = z.enum(DIRECTIONS);
const smallCount = z.number().int().min(1).max(3);

/** One language's printed texts of a card, as Fluent patterns (they may use the card's numbers). */
const cardText = z
  .object({
    name: z.string().min(1).max(60),
    text: z.string().min(1).max(EDITION_LIMITS.maxTextLength).optional(),
    flavour: z.string().min(1).max(EDITION_LIMITS.maxTextLength).optional(),
  })
  .strict();
/** A card's texts in every language; a card without `texts` uses the game's own (cards.ftl). */
const cardTexts = z.object({ en: cardText, de: cardText, ko: cardText }).strict();

/** What a book card does while it sits in a Book: one named effect kind and its parameters. */
/** The message for an effect kind that no handler carries out. */
const noHandler =
  (what: string) =>
  (issue: { input?: unknown; code?: string }): string | undefined => {
    if (issue.code !== 'invalid_union') return undefined;
    const op = (issue.input as { op?: unknown } | undefined)?.op;
    return `no ${what} effect handles op ${JSON.stringify(op)}`;
  };

export const bookEffectSchema = z.discriminatedUnion(
  'op',
  [
    z
      .object({
        op: z.literal('count'),
        delta: z
          .number()
          .int()
          .min(-3)
          .max(3)
          .refine((d) => d !== 0, 'a count change of 0 does nothing'),
      })
      .strict(),
    z.object({ op: z.literal('absorb-liquidation') }).strict(),
    z
      .object({
        op: z.literal('protect-from'),
        terms: z
          .array(z.enum(['assign', 'unwind']))
          .min(1)
          .max(2),
      })
      .strict(),
    z.object({ op: z.literal('draw-at-start'), count: smallCount }).strict(),
    z.object({ op: z.literal('hand-limit'), delta: z.number().int().min(-3).max(5) }).strict(),
    z.object({ op: z.literal('discard-at-start'), count: smallCount }).strict(),
    z.object({ op: z.literal('discard-at-end'), count: smallCount }).strict(),
    z.object({ op: z.literal('forbid-type'), type: z.enum(CARD_TYPES) }).strict(),
  ],
  { error: noHandler('book-card') },
);

/** One step of an Order's resolution: one named effect kind and its parameters. */
export const orderEffectSchema = z.discriminatedUnion(
  'op',
  [
    z.object({ op: z.literal('liquidate') }).strict(),
    z.object({ op: z.literal('assign') }).strict(),
    z.object({ op: z.literal('unwind') }).strict(),
    z.object({ op: z.literal('unwind-currency') }).strict(),
    z
      .object({
        op: z.literal('stop-out'),
        who: z.enum(['chosen-opponent', 'each-player']),
        direction: direction.optional(),
      })
      .strict(),
    z.object({ op: z.literal('take-opening'), who: z.enum(['self', 'each-player']) }).strict(),
    z.object({ op: z.literal('draw'), count: smallCount }).strict(),
    z.object({ op: z.literal('act-again') }).strict(),
  ],
  { error: noHandler('Order') },
);

const base = { kind, copies, texts: cardTexts.optional() };

const positionCard = z
  .object({
    ...base,
    type: z.literal('position'),
    pile: z.enum(['main', 'openings']).default('main'),
    pair: z.tuple([currency, currency]).refine(([a, b]) => a !== b, 'a pair is two different currencies'),
    direction,
  })
  .strict();
const bookCard = z
  .object({
    ...base,
    type: z.enum(['leverage', 'drawdown']),
    book: bookEffectSchema,
    /** Whether the printed card carries a flavour line. */
    flavour: z.boolean().default(false),
  })
  .strict();
const orderCard = z
  .object({ ...base, type: z.literal('order'), effects: z.array(orderEffectSchema).min(1).max(4) })
  .strict();
const counterCard = z.object({ ...base, type: z.enum(['no-bid', 'circuit-breaker']) }).strict();

export const cardEntrySchema = z.discriminatedUnion('type', [positionCard, bookCard, orderCard, counterCard]);

/**
 * A rule for some player counts, as a rulebook prints them: other copies of some cards ("with
 * 5–6 players, shuffle in the second set of Positions"), and extra cards drawn on the first turn
 * by the players who go later, against the first player's tempo.
 */
export const playerCountRuleSchema = z
  .object({
    players: z.array(z.number().int().min(2).max(6)).min(1).max(5),
    copies: z.record(kind, copies).default({}),
    /** Extra cards drawn in the first round, by turn order: [0, 1] = the second player draws one more. */
    firstTurnExtraDraw: z.array(z.number().int().min(0).max(3)).max(6).optional(),
  })
  .strict();

export const editionSchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    version: z
      .string()
      .regex(
        /^[0-9A-Za-z][0-9A-Za-z.+-]{0,19}$/,
        'a version is letters, digits, dots and dashes (at most 20)',
      ),
    /** A line for the designer; printed nowhere. */
    notes: z.string().max(2000).optional(),
    numbers: z
      .object({
        /** Counting Positions that win (the rulebook's 7). */
        target: z.number().int().min(3).max(15),
        /** Cards dealt to each player (the rulebook's 5). */
        openingHand: z.number().int().min(1).max(10),
        /** The Close step's hand limit (the rulebook's 7). */
        handLimit: z.number().int().min(2).max(15),
        /** A safety net, not a rule of the printed game: a game that reaches it ends as a draw. */
        turnCap: z.number().int().min(10).max(2000),
      })
      .strict(),
    players: z
      .object({ min: z.number().int().min(2).max(6), max: z.number().int().min(2).max(6) })
      .strict()
      .refine((p) => p.min <= p.max, 'players.min is above players.max'),
    /** Minutes, as printed on the box and the cover. */
    playTime: z
      .object({ min: z.number().int().min(5).max(600), max: z.number().int().min(5).max(600) })
      .strict(),
    age: z.number().int().min(3).max(99),
    /** Who made this edition (design, development, art, translation, publisher): the imprint prints it. */
    credits: creditsSchema.optional(),
    /** Where readers send corrections: the imprint's "Get in touch" line, left out without one. */
    contact: contactSchema.optional(),
    /**
     * The day this edition was released (YYYY-MM-DD): the date its printed files carry (the
     * imprint's "printed" line, the PDFs' metadata), so the same edition gives the same bytes.
     */
    released: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'released is a day, YYYY-MM-DD')
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'released is not a day of the calendar')
      .optional(),
    playerCounts: z.array(playerCountRuleSchema).max(5).default([]),
    cards: z.array(cardEntrySchema).min(1).max(EDITION_LIMITS.maxKinds),
  })
  .strict();

/** An edition as written in its file (defaults may be left out). */
export type EditionInput = z.input<typeof editionSchema>;
/** An edition after validation, defaults filled in. */
export type Edition = z.output<typeof editionSchema>;
export type CardEntry = z.output<typeof cardEntrySchema>;
export type CardTexts = z.output<typeof cardTexts>;
export type PlayerCountRule = z.output<typeof playerCountRuleSchema>;
