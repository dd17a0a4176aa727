/**
 * `parseEdition`: an edition file checked against the format (zod) and against what a game
 * needs to be played, with every problem listed by its path. Nothing is played or printed from
 * an edition that has a problem.
 */
import { LANGS, patternProblem } from '@nobid/i18n';
import type { z } from 'zod';
import { type CardDef, cardTextArgs } from '../cards.ts';
import { type ReadableEdition, readableOf, readParts } from './readable.ts';
import { EDITION_LIMITS, type Edition, editionSchema } from './schema.ts';

export interface EditionProblem {
  /** Where in the file, as `cards[3].copies`; empty for the file as a whole. */
  readonly path: string;
  readonly message: string;
}

export type EditionCheck =
  | {
      readonly ok: true;
      readonly edition: Edition;
      /** What the edition's rulebook leaves out of the publisher's text; it plays and prints all the same. */
      readonly warnings: readonly EditionProblem[];
    }
  | { readonly ok: false; readonly problems: readonly EditionProblem[] };

export class EditionError extends Error {
  override name = 'EditionError';
  constructor(
    readonly problems: readonly EditionProblem[],
    source = 'the edition',
  ) {
    super(`${source} has ${problems.length} problem(s):\n${formatProblems(problems)}`);
  }
}

export function formatProblems(problems: readonly EditionProblem[]): string {
  return problems.map((p) => `  ${p.path || '(file)'}: ${p.message}`).join('\n');
}

const pathOf = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );

function zodProblems(error: z.ZodError): EditionProblem[] {
  return error.issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message }));
}

/** Extra cards drawn in the first round at a player count, by turn order from the first player. */
export function firstTurnExtraDrawAt(edition: Edition, players: number): readonly number[] {
  let extra: readonly number[] = [];
  for (const rule of edition.playerCounts)
    if (rule.players.includes(players) && rule.firstTurnExtraDraw) extra = rule.firstTurnExtraDraw;
  return Array.from({ length: players }, (_, i) => extra[i] ?? 0);
}

/** What the copies at a player count are read from: an edition, or data made of one. */
export interface CopiesSource {
  readonly cards: readonly { readonly kind: string; readonly copies: number }[];
  readonly playerCounts: readonly {
    readonly players: readonly number[];
    readonly copies: Readonly<Record<string, number>>;
  }[];
}

/** Copies of each kind at a player count, after the edition's player-count rules. */
export function copiesAt(edition: CopiesSource, players: number): Map<string, number> {
  const copies = new Map(edition.cards.map((c) => [c.kind, c.copies]));
  for (const rule of edition.playerCounts)
    if (rule.players.includes(players))
      for (const [kind, n] of Object.entries(rule.copies)) copies.set(kind, n);
  return copies;
}

/**
 * Kinds whose texts the game's own cards.ftl carries: a card of another kind must bring its
 * texts in every language. (The texts test keeps this list and cards.ftl in step.)
 */
export type DefaultTextKinds = ReadonlySet<string>;

/**
 * What a game needs of an edition beyond its shape. Each check runs on the parts it needs when
 * they can be read (readable.ts), so a file the schema refuses still hears of them.
 */
function gameProblems(edition: ReadableEdition, defaultTexts: DefaultTextKinds): EditionProblem[] {
  const problems: EditionProblem[] = [];
  const seen = new Map<string, number>();
  // `kinds` and `cards` are the same entries: each entry's problems are listed together.
  edition.kinds.forEach((kind, i) => {
    if (kind !== undefined) {
      const first = seen.get(kind);
      if (first !== undefined)
        problems.push({ path: `cards[${i}].kind`, message: `"${kind}" is already cards[${first}]` });
      else seen.set(kind, i);
    }
    const card = edition.cards[i];
    if (!card) return;
    const textKey = card.type === 'position' ? 'position' : card.kind;
    if (!card.texts && !defaultTexts.has(textKey))
      problems.push({
        path: `cards[${i}].texts`,
        message: `"${card.kind}" is a new card: give its name and text in en, de and ko`,
      });
    if (card.texts) {
      // The numbers a card's own texts may print are the ones the press and the table give it.
      const variables = Object.keys(cardTextArgs({ ...card, pile: 'main' } as CardDef));
      for (const lang of LANGS)
        for (const [field, text] of Object.entries(card.texts[lang])) {
          const problem = text === undefined ? null : patternProblem(text, variables);
          if (problem) problems.push({ path: `cards[${i}].texts.${lang}.${field}`, message: problem });
        }
    }
    if (card.type === 'leverage' && card.book.op === 'forbid-type' && card.book.type === 'leverage')
      problems.push({
        path: `cards[${i}].book.type`,
        message: 'a Leverage card that forbids Leverage locks itself',
      });
  });
  // A kind is unknown only when every card's kind could be read.
  const everyKind = edition.kinds.every((k) => k !== undefined);
  const { players } = edition;
  (edition.playerCounts ?? []).forEach((rule, r) => {
    if (everyKind)
      for (const kind of Object.keys(rule.copies))
        if (!seen.has(kind))
          problems.push({ path: `playerCounts[${r}].copies.${kind}`, message: `no card of kind "${kind}"` });
    if (rule.firstTurnExtraDraw && rule.firstTurnExtraDraw.length > Math.min(...rule.players))
      problems.push({
        path: `playerCounts[${r}].firstTurnExtraDraw`,
        message: `gives ${rule.firstTurnExtraDraw.length} turn positions, but the rule is for ${Math.min(...rule.players)} players`,
      });
    if (players)
      rule.players.forEach((n, j) => {
        if (n < players.min || n > players.max)
          problems.push({
            path: `playerCounts[${r}].players[${j}]`,
            message: `${n} players is outside players ${players.min}–${players.max}`,
          });
      });
  });
  if (edition.playTime && edition.playTime.min > edition.playTime.max)
    problems.push({ path: 'playTime', message: 'playTime.min is above playTime.max' });
  problems.push(...deckProblems(edition));
  return problems;
}

/** Whether each player count can be dealt; needs every card's copies, the players and the deal. */
function deckProblems({ deck, players, openingHand, playerCounts }: ReadableEdition): EditionProblem[] {
  if (!deck || !players || openingHand === undefined || !playerCounts) return [];
  const problems: EditionProblem[] = [];
  for (let n = players.min; n <= players.max; n++) {
    const copies = copiesAt({ cards: deck, playerCounts }, n);
    let main = 0;
    let openings = 0;
    for (const card of deck) {
      const c = copies.get(card.kind) ?? 0;
      if (card.openings) openings += c;
      else main += c;
    }
    const dealt = n * openingHand;
    if (openings < n)
      problems.push({
        path: 'cards',
        message: `with ${n} players the Openings pile has ${openings} cards: deal needs ${n}`,
      });
    if (main < dealt + n)
      problems.push({
        path: 'cards',
        message: `with ${n} players the main deck has ${main} cards: dealing ${dealt} would leave too few to draw`,
      });
    if (main > EDITION_LIMITS.maxMainDeck)
      problems.push({
        path: 'cards',
        message: `with ${n} players the main deck has ${main} cards (at most ${EDITION_LIMITS.maxMainDeck})`,
      });
  }
  return problems;
}

/** Checks an edition file's content; `defaultTexts` are the kinds the game's own texts cover. */
export function checkEdition(raw: unknown, defaultTexts: DefaultTextKinds): EditionCheck {
  const parsed = editionSchema.safeParse(raw);
  if (!parsed.success)
    return {
      ok: false,
      problems: [...zodProblems(parsed.error), ...gameProblems(readParts(raw), defaultTexts)],
    };
  const problems = gameProblems(readableOf(parsed.data), defaultTexts);
  return problems.length ? { ok: false, problems } : { ok: true, edition: parsed.data, warnings: [] };
}
