/** The operator's name, address, email and contact link, each saying so where it is not set. */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';
import { incomplete, type SiteInfoState } from './site-info.ts';

export function OperatorDetails({ site }: { readonly site: SiteInfoState }): ReactNode {
  const t = useT();
  if (site.kind === 'loading') return <p>{t('site-loading')}</p>;
  if (site.kind === 'unreachable')
    return (
      <p className="problem" role="alert">
        {t('site-unreachable')}
      </p>
    );
  const { operator, contactUrl } = site.info;
  const unset = <em className="site-unset">{t('site-unset')}</em>;
  return (
    <>
      {incomplete(site.info) && (
        <p className="site-notice" role="note">
          {t('site-unset-notice')}
        </p>
      )}
      <dl className="operator">
        <dt>{t('site-operator-name')}</dt>
        <dd>{operator.name ?? unset}</dd>
        <dt>{t('site-operator-address')}</dt>
        <dd className="operator-address">{operator.address ?? unset}</dd>
        <dt>{t('site-operator-email')}</dt>
        <dd>{operator.email ? <a href={`mailto:${operator.email}`}>{operator.email}</a> : unset}</dd>
        <dt>{t('site-operator-contact')}</dt>
        <dd>{contactUrl ? <a href={contactUrl}>{contactUrl}</a> : unset}</dd>
      </dl>
    </>
  );
}
