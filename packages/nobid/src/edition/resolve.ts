/**
 * From what a table, a record or a command line names to the edition itself: a reference to a
 * shipped edition, a whole edition (uploaded, or a designer's file), or nothing (the default).
 */

import { rulebookWarnings } from './card-sentences.ts';
import type { Edition } from './schema.ts';
import {
  DEFAULT_EDITION,
  DEFAULT_TEXT_KINDS,
  type EditionRef,
  SHIPPED_EDITIONS,
  shippedEdition,
} from './shipped.ts';
import { checkEdition, type EditionCheck, EditionError } from './validate.ts';

const isRef = (raw: object): raw is EditionRef =>
  Object.keys(raw).every((k) => k === 'name' || k === 'version') &&
  typeof (raw as EditionRef).name === 'string' &&
  typeof (raw as EditionRef).version === 'string';

/** Throws an `EditionError` that lists every problem. */
export function resolveEdition(raw: unknown): Edition {
  if (raw === undefined || raw === null) return DEFAULT_EDITION;
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new EditionError([{ path: '', message: 'an edition is an object (a file) or { name, version }' }]);
  if (isRef(raw)) {
    const shipped = shippedEdition(raw);
    if (shipped) return shipped;
    const known = SHIPPED_EDITIONS.map((e) => `${e.name} ${e.version}`).join(', ');
    throw new EditionError([
      { path: '', message: `no shipped edition "${raw.name}" ${raw.version} (known: ${known})` },
    ]);
  }
  const check = checkEdition(raw, DEFAULT_TEXT_KINDS);
  if (!check.ok) throw new EditionError(check.problems);
  return check.edition;
}

/**
 * Checks an edition file with the game's own texts as the default texts, and warns where its
 * rulebook leaves out the publisher's text (card-sentences.ts).
 */
export function checkNobidEdition(raw: unknown): EditionCheck {
  const check = checkEdition(raw, DEFAULT_TEXT_KINDS);
  return check.ok ? { ...check, warnings: rulebookWarnings(check.edition, DEFAULT_TEXT_KINDS) } : check;
}
