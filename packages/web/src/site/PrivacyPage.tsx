/** `/privacy`: the Datenschutzerklärung: what the server stores, why, how long, and the reader's rights. */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';
import { OperatorDetails } from './OperatorDetails.tsx';
import { useSiteInfo } from './site-info.ts';
import './site.css';

/** Each section's heading and text (`privacy-<id>`, `privacy-<id>-text`), in reading order. */
const SECTIONS = [
  'games',
  'chat',
  'accounts',
  'notices',
  'friends',
  'addresses',
  'browser',
  'retention',
  'rights',
] as const;

export function PrivacyPage(): ReactNode {
  const t = useT();
  const site = useSiteInfo();
  return (
    <main className="legal-page">
      <h1>{t('privacy-title')}</h1>
      <p className="legal-lead">{t('privacy-lead')}</p>
      <section aria-labelledby="privacy-controller">
        <h2 id="privacy-controller">{t('privacy-controller')}</h2>
        <p>{t('privacy-controller-text')}</p>
        <OperatorDetails site={site} />
      </section>
      {SECTIONS.map((id) => (
        <section key={id} aria-labelledby={`privacy-${id}`}>
          <h2 id={`privacy-${id}`}>{t(`privacy-${id}`)}</h2>
          <p>{t(`privacy-${id}-text`)}</p>
        </section>
      ))}
    </main>
  );
}
