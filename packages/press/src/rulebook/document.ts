/**
 * The rulebook as a language-neutral list of blocks. The builder fills it from the card data and
 * the texts; the txt, md and html renderers only lay it out.
 */
import type { CardType, EditionIdentity } from '../data.ts';

export type Block =
  /**
   * Level 1 is the page title, 2 a section, 3 a sub-section. A section with an `anchor` is one
   * that HTML can link to and the booklet keeps on one page (the colophon).
   */
  | { readonly kind: 'heading'; readonly level: 1 | 2 | 3; readonly text: string; readonly anchor?: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly string[] }
  | {
      readonly kind: 'table';
      readonly head: readonly string[];
      readonly rows: readonly TableRow[];
    }
  /** Cards printed as on their faces: name, rules text, flavour line. */
  | { readonly kind: 'cards'; readonly cards: readonly CardEntry[] };

export interface TableRow {
  readonly cells: readonly string[];
  /** Rows that stand for a card type are tinted in that type's colour in md/html. */
  readonly type?: CardType;
}

export interface CardEntry {
  readonly kind: string;
  readonly type: CardType;
  readonly name: string;
  readonly text: string;
  readonly flavour?: string;
}

export interface Rulebook {
  readonly lang: string;
  /** For the HTML <title> and the PDF metadata. */
  readonly title: string;
  /** The edition it prints (its colophon names it too). */
  readonly edition: EditionIdentity;
  readonly blocks: readonly Block[];
}
