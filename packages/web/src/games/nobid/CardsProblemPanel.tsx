/**
 * What the table shows instead of a game whose card ids it cannot read: the table's edition has
 * a problem, or the server plays another card list than this page compiled (an outdated page:
 * a reload fetches the current one). A wrong card table would show wrong cards, so none is shown.
 */
import { editionLabel } from '@nobid/nobid/cards';
import type { ReactNode } from 'react';
import { type Translate, useT } from '../../i18n/i18n.ts';
import type { CardsProblem, EditionAt } from './table-cards.ts';

const side = (at: EditionAt, t: Translate): string =>
  at.edition
    ? t('cards-edition-at', { edition: editionLabel(at.edition), seats: at.seats })
    : t('cards-edition-none');

export function CardsProblemPanel({ problem }: { problem: CardsProblem }): ReactNode {
  const t = useT();
  return (
    <div className="page-message cards-problem" role="alert">
      <h2>{t('cards-problem-title')}</h2>
      {problem.kind === 'invalid' ? (
        <>
          <p>{t('cards-problem-invalid')}</p>
          <pre className="problem">{problem.detail}</pre>
        </>
      ) : (
        <p>{t('cards-problem-mismatch', { theirs: side(problem.theirs, t), ours: side(problem.ours, t) })}</p>
      )}
    </div>
  );
}
