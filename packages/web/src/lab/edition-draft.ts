/**
 * The lab's edition as the designer edits it: a whole edition file held in memory, changed one
 * number at a time, and checked with the game's own check after every change (the same check
 * `nobid edition check`, `--edition` and a table's upload run), every problem by its path.
 */
import {
  type CardEntry,
  checkNobidEdition,
  type Edition,
  type EditionCheck,
  type EditionProblem,
} from '@nobid/nobid/cards';

/** The numbers of `edition.numbers` a designer may change. */
export const GAME_NUMBERS = ['target', 'openingHand', 'handLimit', 'turnCap'] as const;
export type GameNumber = (typeof GAME_NUMBERS)[number];

type BookCard = Extract<CardEntry, { type: 'leverage' | 'drawdown' }>;

/** A book card's numeric effect parameter, with the range the edition format allows. */
export interface BookParam {
  readonly param: 'delta' | 'count';
  readonly value: number;
  readonly min: number;
  readonly max: number;
}

/** The one number a book card's effect carries, if it has one (Leverage's +1, Slippage's 1). */
export function bookParamOf(card: CardEntry): BookParam | null {
  if (card.type !== 'leverage' && card.type !== 'drawdown') return null;
  const book = card.book;
  switch (book.op) {
    case 'count':
      return { param: 'delta', value: book.delta, min: -3, max: 3 };
    case 'hand-limit':
      return { param: 'delta', value: book.delta, min: -3, max: 5 };
    case 'draw-at-start':
    case 'discard-at-start':
    case 'discard-at-end':
      return { param: 'count', value: book.count, min: 1, max: 3 };
    default:
      return null;
  }
}

const mapCard = (edition: Edition, kind: string, change: (card: CardEntry) => CardEntry): Edition => ({
  ...edition,
  cards: edition.cards.map((card) => (card.kind === kind ? change(card) : card)),
});

export const withCopies = (edition: Edition, kind: string, copies: number): Edition =>
  mapCard(edition, kind, (card) => ({ ...card, copies }));

export const withBookParam = (edition: Edition, kind: string, value: number): Edition =>
  mapCard(edition, kind, (card) => {
    const param = bookParamOf(card);
    if (!param) return card;
    const book = card as BookCard;
    return { ...book, book: { ...book.book, [param.param]: value } } as CardEntry;
  });

export const withNumber = (edition: Edition, key: GameNumber, value: number): Edition => ({
  ...edition,
  numbers: { ...edition.numbers, [key]: value },
});

/** Copies of `kind` under player-count rule `rule`; null removes the kind from the rule. */
export function withPlayerCountCopies(
  edition: Edition,
  rule: number,
  kind: string,
  copies: number | null,
): Edition {
  return {
    ...edition,
    playerCounts: edition.playerCounts.map((r, i) => {
      if (i !== rule) return r;
      const { [kind]: _dropped, ...rest } = r.copies;
      return { ...r, copies: copies === null ? rest : { ...rest, [kind]: copies } };
    }),
  };
}

export const withIdentity = (edition: Edition, name: string, version: string): Edition => ({
  ...edition,
  name,
  version,
});

/** An uploaded file: its JSON read, then the edition checked, every problem by path. */
export function readEditionFile(text: string): EditionCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    const problem: EditionProblem = { path: '', message: `not JSON: ${(err as Error).message}` };
    return { ok: false, problems: [problem] };
  }
  return checkNobidEdition(raw);
}

export const checkDraft = (draft: Edition): EditionCheck => checkNobidEdition(draft);

/** The downloaded file's name: "no-bid-1-lab.json". */
export function editionFileName(edition: Edition): string {
  const slug = `${edition.name}-${edition.version}`
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'edition'}.json`;
}

/** The file as `nobid edition show` prints it: two-space JSON and a final newline. */
export const editionFileText = (edition: Edition): string => `${JSON.stringify(edition, null, 2)}\n`;
