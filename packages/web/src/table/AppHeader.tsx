/** The header on every page: the name, the rules link and the language switch. */
import type { ReactNode } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale, useT } from '../i18n/i18n.ts';
import { navigate } from '../router.ts';

export interface AppHeaderProps {
  readonly locale: Locale;
  readonly onLocale: (locale: Locale) => void;
}

export function AppHeader({ locale, onLocale }: AppHeaderProps): ReactNode {
  const t = useT();
  const go = (path: string) => (e: React.MouseEvent) => {
    e.preventDefault();
    navigate(path);
  };
  return (
    <header className="app-header">
      <a className="brand" href="/" onClick={go('/')}>
        <span className="brand-mark" aria-hidden="true">
          ▼▲
        </span>
        No Bid
      </a>
      <div id="header-status" className="header-status" />
      <nav className="header-nav" aria-label={t('nav')}>
        <a href="/" onClick={go('/')}>
          {t('nav-lobby')}
        </a>
        <a href="/rules" onClick={go('/rules')}>
          {t('nav-rules')}
        </a>
        <span className="lang-switch">
          <select
            aria-label={t('language')}
            value={locale}
            onChange={(e) => {
              const next = e.currentTarget.value;
              if (isLocale(next)) onLocale(next);
            }}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </span>
      </nav>
    </header>
  );
}
