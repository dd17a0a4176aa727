/**
 * How the lobby and the waiting room name a table's edition. An uploaded edition names itself,
 * so its texts are the host's: they are shown as text (React escapes them), with the start of
 * its hash, since a variant may call itself by a shipped edition's name.
 */
import type { TableEdition } from '@nobid/protocol';
import type { Translate } from '../i18n/i18n.ts';

export const editionName = (e: Pick<TableEdition, 'name' | 'version'>): string => `${e.name} ${e.version}`;
export const shortHash = (e: TableEdition): string => e.hash.slice(0, 8);

/**
 * The lobby's tag for a table that plays another edition than its game's default (a variant,
 * or another shipped edition); null for a table of the default edition or a game without any.
 */
export function editionTag(
  t: Translate,
  edition: TableEdition | null,
  gameDefault: TableEdition | null | undefined,
): string | null {
  if (!edition) return null;
  if (edition.source === 'uploaded')
    return t('table-edition-variant', { edition: editionName(edition), hash: shortHash(edition) });
  if (gameDefault && gameDefault.hash === edition.hash) return null;
  return t('table-edition-shipped', { edition: editionName(edition) });
}

/** The waiting room's line: which edition the table plays, and whether its host uploaded it. */
export function editionLine(t: Translate, edition: TableEdition | null): string | null {
  if (!edition) return null;
  return edition.source === 'uploaded'
    ? t('waiting-edition-variant', { edition: editionName(edition), hash: shortHash(edition) })
    : t('waiting-edition-shipped', { edition: editionName(edition) });
}
