/**
 * Whether two account names look alike, by UTS #39's skeletons: NFD, default-ignorables out,
 * each character replaced by its confusable prototype (`confusables-table.ts`), NFD again. Two
 * names are confusable when their skeletons are equal, or those of their lower-case forms (names
 * are compared case-folded, so "АLICE" in Cyrillic is caught against "alice" too). The NFKC
 * form is taken first, so a name of full-width or mathematical letters (allowed before these
 * rules) is compared as the letters it shows. A skeleton is for comparing only: it is never
 * stored (the data change between Unicode versions) nor shown.
 */
import { CONFUSABLE_PROTOTYPES } from './confusables-table.ts';

const PROTOTYPES: ReadonlyMap<number, string> = new Map(
  CONFUSABLE_PROTOTYPES.trim()
    .split('\n')
    .map((line) => {
      const [from, to] = line.split(';') as [string, string];
      const prototype = String.fromCodePoint(...to.split(' ').map((h) => Number.parseInt(h, 16)));
      return [Number.parseInt(from, 16), prototype] as const;
    }),
);

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

export function skeleton(text: string): string {
  const decomposed = text.normalize('NFKC').normalize('NFD').replace(DEFAULT_IGNORABLE, '');
  let out = '';
  for (const c of decomposed) out += PROTOTYPES.get(c.codePointAt(0)!) ?? c;
  return out.normalize('NFD');
}

/** The two skeletons a name is compared by: as written and lower-cased. */
export interface NameSkeletons {
  readonly asWritten: string;
  readonly folded: string;
}

export function nameSkeletons(name: string): NameSkeletons {
  return { asWritten: skeleton(name), folded: skeleton(name.normalize('NFKC').toLowerCase()) };
}

export function confusable(a: NameSkeletons, b: NameSkeletons): boolean {
  return a.asWritten === b.asWritten || a.folded === b.folded;
}
