/**
 * What the game checks can read of an edition file. A file the schema accepts gives every part;
 * of one it refuses, each part is read on its own, so that its author learns of a deck too small
 * to deal beside a misspelt field, not one round later. A part that cannot be read is left out,
 * and a check that needs it does not run: its figures would come from a guess (a deck counted
 * without the card whose copies are unreadable would look too small), and a wrong problem is
 * worse than one found on the next run.
 */
import { z } from 'zod';
import {
  type CardEntry,
  cardEntrySchema,
  copiesSchema,
  type Edition,
  editionSchema,
  kindSchema,
  type PlayerCountRule,
  playerCountRuleSchema,
} from './schema.ts';

/** What the deck's size needs of a card: its kind, copies and pile. */
export interface DeckCard {
  readonly kind: string;
  readonly copies: number;
  readonly openings: boolean;
}

export interface ReadableEdition {
  /** Each card entry in the file's order; undefined where the schema refuses it. */
  readonly cards: readonly (CardEntry | undefined)[];
  /** Each entry's kind, undefined where it cannot be read. */
  readonly kinds: readonly (string | undefined)[];
  /** Every card's deck facts, when every one can be read. */
  readonly deck?: readonly DeckCard[];
  readonly players?: Edition['players'];
  readonly playTime?: Edition['playTime'];
  readonly openingHand?: number;
  /** Every player-count rule, when every one can be read. */
  readonly playerCounts?: readonly PlayerCountRule[];
}

const deckCard = z.object({
  kind: kindSchema,
  copies: copiesSchema,
  type: z.string(),
  pile: z.enum(['main', 'openings']).optional(),
});

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `schema`'s reading of `value`, or undefined. */
function read<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Every part, of an edition the schema accepted. */
export function readableOf(edition: Edition): ReadableEdition {
  return {
    cards: edition.cards,
    kinds: edition.cards.map((c) => c.kind),
    deck: edition.cards.map((c) => ({
      kind: c.kind,
      copies: c.copies,
      openings: c.type === 'position' && c.pile === 'openings',
    })),
    players: edition.players,
    playTime: edition.playTime,
    openingHand: edition.numbers.openingHand,
    playerCounts: edition.playerCounts,
  };
}

/** The parts of a file the schema refused that can be read on their own. */
export function readParts(raw: unknown): ReadableEdition {
  const file = isRecord(raw) ? raw : {};
  const entries = Array.isArray(file.cards) ? (file.cards as unknown[]) : [];
  const deck = entries.map((entry) => read(deckCard, entry));
  const shape = editionSchema.shape;
  const rules = file.playerCounts === undefined ? [] : file.playerCounts;
  const playerCounts = Array.isArray(rules) ? rules.map((r) => read(playerCountRuleSchema, r)) : [undefined];
  return {
    cards: entries.map((entry) => read(cardEntrySchema, entry)),
    kinds: entries.map((entry) => (isRecord(entry) ? read(kindSchema, entry.kind) : undefined)),
    ...(entries.length > 0 && deck.every((d) => d !== undefined)
      ? {
          deck: deck.map((d) => ({
            kind: d.kind,
            copies: d.copies,
            openings: d.type === 'position' && d.pile === 'openings',
          })),
        }
      : {}),
    ...optional('players', read(shape.players, file.players)),
    ...optional('playTime', read(shape.playTime, file.playTime)),
    ...optional(
      'openingHand',
      read(shape.numbers.shape.openingHand, isRecord(file.numbers) ? file.numbers.openingHand : undefined),
    ),
    ...(playerCounts.every((r) => r !== undefined) ? { playerCounts } : {}),
  };
}

const optional = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
