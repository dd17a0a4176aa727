/**
 * Migration 0002's data step: every stored No Bid table gets the edition it was played with, in
 * its options (the `options` column and `settings.options`) and in the identity columns.
 *
 * A table stored before editions existed names none: it was played with the first edition,
 * No Bid 1 (the only card list then), and is marked with it by reference, so that its log still
 * replays after the default edition changes. A table stored after editions but before tables
 * were pinned carries its edition whole (the server stored the parsed options then): No Bid 1's
 * content is named by reference, anything else is kept whole and hashed.
 *
 * Frozen, like every migration: it names the game, the edition and the edition's hash as they
 * were when it was written, and runs no game code (a test checks the hash against the game's).
 */
import type { Kysely } from 'kysely';
import { editionHash } from '../editions.ts';

/** No Bid's first edition, `refOf(FIRST_EDITION)` with its content hash. */
export const FIRST_NOBID_EDITION = {
  name: 'No Bid',
  version: '1',
  hash: '286fc7179d519047f8af9f7a212467c185dcb3cb46d7ef6ba4bec1a9833985b0',
} as const;

/** The columns this step reads and writes, as they are after the migration's schema step. */
interface Tables {
  nb_tables: {
    id: string;
    game: string;
    settings: string;
    options: string;
    edition_name: string | null;
    edition_version: string | null;
    edition_hash: string | null;
  };
}

const PAGE = 500;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

interface Marked {
  /** What the options name: a reference, or an edition whole. */
  readonly edition: Record<string, unknown>;
  readonly identity: { readonly name: string; readonly version: string; readonly hash: string };
}

const FIRST_REF = { name: FIRST_NOBID_EDITION.name, version: FIRST_NOBID_EDITION.version };

function editionOf(options: Record<string, unknown>): Marked | null {
  const stored = options.edition;
  if (stored === undefined || stored === null) return { edition: FIRST_REF, identity: FIRST_NOBID_EDITION };
  if (!isRecord(stored) || typeof stored.name !== 'string' || typeof stored.version !== 'string') return null;
  const isRef = Object.keys(stored).every((k) => k === 'name' || k === 'version');
  if (isRef)
    return stored.name === FIRST_REF.name && stored.version === FIRST_REF.version
      ? { edition: FIRST_REF, identity: FIRST_NOBID_EDITION }
      : null; // a reference this migration cannot hash: the table's options stay as they are
  const hash = editionHash(stored);
  if (hash === FIRST_NOBID_EDITION.hash) return { edition: FIRST_REF, identity: FIRST_NOBID_EDITION };
  return { edition: stored, identity: { name: stored.name, version: stored.version, hash } };
}

export async function markEditions(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<Tables>;
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('nb_tables')
      .select(['id', 'settings', 'options'])
      .where('game', '=', 'nobid')
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const options: unknown = JSON.parse(row.options);
      const settings: unknown = JSON.parse(row.settings);
      const opts = isRecord(options) ? options : {};
      const marked = editionOf(opts);
      if (!marked || !isRecord(settings)) continue;
      const settingsOptions = isRecord(settings.options) ? settings.options : {};
      await db
        .updateTable('nb_tables')
        .set({
          options: JSON.stringify({ ...opts, edition: marked.edition }),
          settings: JSON.stringify({ ...settings, options: { ...settingsOptions, edition: marked.edition } }),
          edition_name: marked.identity.name,
          edition_version: marked.identity.version,
          edition_hash: marked.identity.hash,
        })
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length < PAGE) return;
    after = rows.at(-1)!.id;
  }
}
