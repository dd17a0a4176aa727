/**
 * The rulebook page: the seed's header lines, a short rules summary in the chosen language, the
 * four terms, and the card gallery beside it, filterable by type. Until the press package
 * exports its HTML rulebook, the summary is written from the UI strings and cards.ftl.
 */
import { type ReactNode, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { CardGallery } from './CardGallery.tsx';

export const ISSUES_URL = 'https://github.com/nobid-game/nobid/issues';

const SECTIONS = ['goal', 'counting', 'setup', 'turn', 'nobid', 'circuit', 'stack', 'info'] as const;
const TERMS = ['liquidate', 'assign', 'stop-out', 'unwind'] as const;

export function RulesPage(): ReactNode {
  const t = useT();
  const [tab, setTab] = useState<'rules' | 'cards'>('rules');
  return (
    <main className="rules-page">
      <header className="rules-header">
        <p className="rules-kicker">{t('rules-rulebook')}</p>
        <h1>{t('rules-title')}</h1>
        <p>{t('rules-same')}</p>
        <p>
          <a href={ISSUES_URL} rel="noopener" target="_blank">
            {t('rules-error')}
          </a>
        </p>
      </header>
      <div className="rules-tabs" role="tablist" aria-label={t('rules-title')}>
        {(['rules', 'cards'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`tab${tab === id ? ' current' : ''}`}
            onClick={() => setTab(id)}
          >
            {t(`rules-tab-${id}`)}
          </button>
        ))}
      </div>
      <div className={`rules-columns show-${tab}`}>
        <article className="rules-text">
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
        </article>
        <CardGallery />
      </div>
    </main>
  );
}
