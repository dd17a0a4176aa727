/**
 * The editions this package ships, by name and version. Stored tables and match records name a
 * shipped edition by reference (`{ "name": "No Bid", "version": "1" }`) and carry an uploaded
 * one whole, so that every record replays with exactly the card list it was played with, even
 * after the default changes. Never edit a shipped edition: add a version.
 */
import noBid1 from '../../editions/no-bid-1.json' with { type: 'json' };
import noBid2 from '../../editions/no-bid-2.json' with { type: 'json' };
import { type Edition, editionSchema } from './schema.ts';

/** Oldest first. */
export const SHIPPED_EDITIONS: readonly Edition[] = [noBid1, noBid2].map((raw) => editionSchema.parse(raw));

/** The edition of new tables and runs that name none. */
export const DEFAULT_EDITION: Edition = SHIPPED_EDITIONS[1]!;

/** What stored matches recorded before editions existed were played with. */
export const FIRST_EDITION: Edition = SHIPPED_EDITIONS[0]!;

export interface EditionRef {
  readonly name: string;
  readonly version: string;
}

export const refOf = (edition: Edition): EditionRef => ({ name: edition.name, version: edition.version });

export function shippedEdition(ref: EditionRef): Edition | undefined {
  return SHIPPED_EDITIONS.find((e) => e.name === ref.name && e.version === ref.version);
}

/**
 * The day each shipped edition was released: the day the commit that added its file was made
 * (`git log --diff-filter=A -- packages/nobid/editions/`). The files predate the `released`
 * field and are never edited, so their days are kept here, by name and version.
 */
const SHIPPED_RELEASED: Readonly<Record<string, string>> = {
  'No Bid 1': '2026-12-01',
  'No Bid 2': '2026-12-01',
};

/**
 * The day an edition was released: its own `released`, or a shipped edition's recorded day when
 * it is that shipped edition unchanged (a copy with any change is another edition: no day).
 */
export function releasedOn(edition: Edition): string | undefined {
  if (edition.released) return edition.released;
  const shipped = shippedEdition(edition);
  if (!shipped || JSON.stringify(shipped) !== JSON.stringify(editionSchema.parse(edition))) return undefined;
  return SHIPPED_RELEASED[`${edition.name} ${edition.version}`];
}

/** Every kind the game's own texts (cards.ftl) name: the kinds of the shipped editions. */
export const DEFAULT_TEXT_KINDS: ReadonlySet<string> = new Set(
  SHIPPED_EDITIONS.flatMap((e) => e.cards.map((c) => (c.type === 'position' ? 'position' : c.kind))),
);
