/**
 * The rulebook page: the generated rulebook in the chosen language (the press's own sections,
 * built from the card data and rulebook.ftl), with the card gallery beside it, filterable by type.
 * Its header carries the seed's lines; the last one links to the contact address when one is configured. Should the
 * rulebook fail to build, a short summary from the UI strings stands in for it.
 */

import { type ReactNode, useState } from 'react';
import { useLocale, useT } from '../i18n/i18n.ts';
import { TabBar } from '../table/TabBar.tsx';
import { CardGallery } from './CardGallery.tsx';
import { rulebookPage } from './press-rulebook.ts';
import { RulebookBlocks } from './RulebookBlocks.tsx';

/**
 * Where "Spotted an error? Get in touch." leads: the publisher's tracker or contact address, set at
 * build time from the one contact setting (`CONTACT_URL=mailto:… npm start`). Unset, the line stays as plain text rather
 * than pointing at an address nobody reads.
 */
export const CONTACT_URL: string | undefined = import.meta.env?.VITE_CONTACT_URL || undefined;

const SECTIONS = ['goal', 'counting', 'setup', 'turn', 'nobid', 'circuit', 'stack', 'info'] as const;
const TERMS = ['liquidate', 'assign', 'stop-out', 'unwind'] as const;

function Summary(): ReactNode {
  const t = useT();
  return (
    <>
      {SECTIONS.map((s) => (
        <section key={s}>
          <h2>{t(`rules-${s}-title`)}</h2>
          <p>{t(`rules-${s}-text`)}</p>
        </section>
      ))}
      <section>
        <h2>{t('rules-terms-title')}</h2>
        <dl className="terms">
          {TERMS.map((term) => (
            <div key={term}>
              <dt>{t(`term-${term}`)}</dt>
              <dd>{t(`rules-term-${term}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

export function RulesPage(): ReactNode {
  const t = useT();
  const [tab, setTab] = useState<'rules' | 'cards'>('rules');
  const page = rulebookPage(useLocale());
  const header = page?.header ?? {
    title: t('rules-rulebook'),
    rules: t('rules-title'),
    generated: t('rules-same'),
    contact: t('rules-error'),
  };
  return (
    <main className="rules-page">
      <header className="rules-header">
        <p className="rules-kicker">{header.title}</p>
        <h1>{header.rules}</h1>
        <p>{header.generated}</p>
        <p>
          {CONTACT_URL ? (
            <a href={CONTACT_URL} rel="noopener" target="_blank">
              {header.contact}
            </a>
          ) : (
            header.contact
          )}
        </p>
      </header>
      <TabBar
        className="rules-tabs"
        label={header.rules}
        ids={['rules', 'cards'] as const}
        current={tab}
        title={(id) => t(`rules-tab-${id}`)}
        onSelect={setTab}
      />
      <div className={`rules-columns show-${tab}`}>
        <article className="rules-text">
          {page ? <RulebookBlocks blocks={page.blocks} /> : <Summary />}
        </article>
        <CardGallery />
      </div>
    </main>
  );
}
