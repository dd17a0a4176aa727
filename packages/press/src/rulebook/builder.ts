import type { TextArgs, Texts } from '../texts.ts';
import type { Block, CardEntry, TableRow } from './document.ts';

/** Collects blocks while formatting their texts; every string goes through the strict formatter. */
export class BlockWriter {
  readonly blocks: Block[] = [];
  constructor(readonly texts: Texts) {}

  h(level: 1 | 2 | 3, id: string, args?: TextArgs): this {
    this.blocks.push({ kind: 'heading', level, text: this.texts.t(id, args) });
    return this;
  }
  /** A section heading that HTML anchors, and whose section the booklet keeps on one page. */
  section(anchor: string, id: string): this {
    this.blocks.push({ kind: 'heading', level: 2, text: this.texts.t(id), anchor });
    return this;
  }
  p(id: string, args?: TextArgs): this {
    this.blocks.push({ kind: 'paragraph', text: this.texts.t(id, args) });
    return this;
  }
  list(ordered: boolean, items: readonly (string | readonly [string, TextArgs])[]): this {
    const texts = items.map((item) =>
      typeof item === 'string' ? this.texts.t(item) : this.texts.t(...item),
    );
    this.blocks.push({ kind: 'list', ordered, items: texts });
    return this;
  }
  table(head: readonly string[], rows: readonly TableRow[]): this {
    this.blocks.push({ kind: 'table', head: head.map((id) => this.texts.t(id)), rows });
    return this;
  }
  cards(cards: readonly CardEntry[]): this {
    this.blocks.push({ kind: 'cards', cards });
    return this;
  }
}
