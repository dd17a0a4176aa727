/** The lobby's list of open public tables: host, game, free seats, language, and a variant's edition. */
import type { GameInfo, TableInfo } from '@nobid/protocol';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';
import { navigate, tablePath } from '../router.ts';
import { editionTag } from './edition-label.ts';

export function OpenTables({
  tables,
  games,
}: {
  readonly tables: readonly TableInfo[];
  readonly games: readonly GameInfo[];
}): ReactNode {
  const t = useT();
  return (
    <ul className="table-list">
      {tables.map((table) => {
        const free = table.seats.filter((s) => !s.taken).length;
        const host = table.seats.find((s) => s.name)?.name ?? '?';
        const gameDefault = games.find((g) => g.name === table.settings.game)?.defaultEdition;
        const tag = editionTag(t, table.edition ?? null, gameDefault);
        return (
          <li key={table.id}>
            <span className="table-host">{t('table-by', { player: host })}</span>
            <span className="table-meta">
              {t(`game-${table.settings.game}`)} · {t('free-seats', { free, seats: table.seats.length })} ·{' '}
              {t(`language-${table.settings.language}`)}
              {tag && (
                <>
                  {' '}
                  <span className="tag table-edition">{tag}</span>
                </>
              )}
            </span>
            <a
              className="btn"
              href={table.invitePath}
              onClick={(e) => {
                e.preventDefault();
                navigate(tablePath(table.id));
              }}
            >
              {t('btn-open-table')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
