/** `/imprint`: the Impressum, filled from the operator's settings (`GET /api/site`). */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';
import { OperatorDetails } from './OperatorDetails.tsx';
import { useSiteInfo } from './site-info.ts';
import './site.css';

export function ImprintPage(): ReactNode {
  const t = useT();
  const site = useSiteInfo();
  return (
    <main className="legal-page">
      <h1>{t('imprint-title')}</h1>
      <p className="legal-lead">{t('imprint-lead')}</p>
      <section aria-labelledby="imprint-operator">
        <h2 id="imprint-operator">{t('imprint-operator')}</h2>
        <OperatorDetails site={site} />
      </section>
      <section aria-labelledby="imprint-responsible">
        <h2 id="imprint-responsible">{t('imprint-responsible')}</h2>
        <p>{t('imprint-responsible-text')}</p>
      </section>
      <section aria-labelledby="imprint-software">
        <h2 id="imprint-software">{t('imprint-software')}</h2>
        <p>{t('imprint-software-text')}</p>
      </section>
    </main>
  );
}
