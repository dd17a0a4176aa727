/**
 * The texts a card brings in its edition (`texts.{en,de,ko}.{name,text,flavour}`, Fluent
 * patterns), as the messages `card-<kind>-name`, `-text` and `-flavour` of that edition's bundle.
 * They replace the game's own message of the same id, so that the rulebook's prose, which names
 * cards by message reference ("one { card-leverage-name }"), names the edition's card too.
 *
 * Each pattern is parsed with @nobid/i18n's checker before it goes into a bundle: Fluent would
 * drop a pattern it cannot read (Junk) without a word, and print a gap. Browser-safe.
 */
import type { Lang } from '@nobid/i18n';
import { messageIds, syntaxProblems } from '@nobid/i18n/check';
import { type CardDef, type EditionProblem, messageKey } from '@nobid/nobid/cards';

export const CARD_TEXT_FIELDS = ['name', 'text', 'flavour'] as const;
export type CardTextField = (typeof CARD_TEXT_FIELDS)[number];

/**
 * The message id prefix of a card's texts: the game's own (all Positions share one), or the
 * card's kind when the edition gives the card texts of its own.
 */
export const cardTextKey = (def: CardDef): string => (def.texts ? def.kind : messageKey(def));

/** The fields a face prints, so the ones a card with texts of its own must have in each language. */
export const printedFields = (def: CardDef): readonly CardTextField[] =>
  (def.type === 'leverage' || def.type === 'drawdown') && def.flavour
    ? ['name', 'text', 'flavour']
    : ['name', 'text'];

export interface EditionTexts {
  /** Fluent source of every message the edition's cards bring in one language. */
  readonly source: string;
  readonly ids: ReadonlySet<string>;
  /** Patterns that do not parse, by their path in the edition file. */
  readonly problems: readonly EditionProblem[];
}

const pathOf = (index: number, lang: Lang, field: CardTextField) => `cards[${index}].texts.${lang}.${field}`;

/** `cards` in the edition's order, so that a problem's path points into the edition file. */
export function editionTexts(lang: Lang, cards: readonly CardDef[]): EditionTexts {
  const messages: string[] = [];
  const ids = new Set<string>();
  const problems: EditionProblem[] = [];
  cards.forEach((def, index) => {
    const texts = def.texts?.[lang];
    if (!texts) return;
    for (const field of CARD_TEXT_FIELDS) {
      const pattern = texts[field];
      if (pattern === undefined) continue;
      const path = pathOf(index, lang, field);
      const id = `card-${def.kind}-${field}`;
      const lines = pattern.split(/\r?\n/);
      // Indented, every line of the pattern is a continuation line: none can start an entry of its own.
      const message = `${id} = ${lines.join('\n    ')}`;
      const junk = syntaxProblems({ file: path, source: message });
      if (junk.length > 0) {
        problems.push(...junk.map((p) => ({ path, message: `not a Fluent pattern (${p.message})` })));
        continue;
      }
      // An indented line that starts with "." would be read as an attribute and never printed.
      if (lines.slice(1).some((l) => l.trimStart().startsWith('.')) || messageIds(message).join() !== id) {
        problems.push({ path, message: 'not a Fluent pattern (a line starts with ".")' });
        continue;
      }
      messages.push(message);
      ids.add(id);
    }
  });
  return { source: messages.length > 0 ? `${messages.join('\n')}\n` : '', ids, problems };
}

/** Fields a face would print that neither the card's texts nor the game's own texts have. */
export function missingCardTexts(
  lang: Lang,
  cards: readonly CardDef[],
  has: (id: string) => boolean,
): EditionProblem[] {
  return cards.flatMap((def, index) =>
    def.texts
      ? printedFields(def)
          .filter((field) => !has(`card-${def.kind}-${field}`))
          .map((field) => ({
            path: pathOf(index, lang, field),
            message: `"${def.kind}" brings texts of its own, so it needs its ${field} in ${lang} too`,
          }))
      : [],
  );
}

/**
 * The source without the messages `ids` (each with its indented continuation lines), so that an
 * edition's message can take the place of the game's own: a Fluent bundle keeps the first.
 */
export function withoutMessages(source: string, ids: ReadonlySet<string>): string {
  if (ids.size === 0) return source;
  let dropping = false;
  const kept = source.split('\n').filter((line) => {
    const start = /^([a-zA-Z][\w-]*)\s*=/.exec(line);
    if (start) dropping = ids.has(start[1]!);
    // A comment, a term or another entry at the start of a line ends the message.
    else if (line.trim() !== '' && !/^\s/.test(line)) dropping = false;
    return !dropping;
  });
  return kept.join('\n');
}
