/**
 * The header on every page: the name, the rules link and the language switch. On a table it
 * names the game being played (No Bid or Startups), elsewhere the site, which offers both; it
 * also keeps the window's title in step with the page.
 */
import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { AccountLink } from '../account/AccountLink.tsx';
import { useAccount } from '../account/use-account.ts';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale, useT } from '../i18n/i18n.ts';
import { navigate, useRoute } from '../router.ts';
import { useBrand } from './brand.ts';

/** Only a signed-in player has turn-based games and friends: a guest's first paint loads neither link. */
const MyGamesLink = lazy(() =>
  import('../turn-based/MyGamesLink.tsx').then((m) => ({ default: m.MyGamesLink })),
);
const FriendsLink = lazy(() =>
  import('../friends/FriendsLink.tsx').then((m) => ({ default: m.FriendsLink })),
);

export interface AppHeaderProps {
  readonly locale: Locale;
  readonly onLocale: (locale: Locale) => void;
}

export function AppHeader({ locale, onLocale }: AppHeaderProps): ReactNode {
  const t = useT();
  const brand = useBrand();
  const route = useRoute();
  const signedIn = useAccount() !== null;
  const name = brand.game ? t(`game-${brand.game}`) : t('site-name');
  const title =
    brand.title ??
    (route.page === 'rules' ? t('title-rules') : route.page === 'lobby' ? t('title-lobby') : name);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const header = useRef<HTMLElement>(null);
  // The header's height as `--app-header-h` on the document: a phone's table is the window's
  // height less the header's (startups.css), and the header wraps differently by language.
  useLayoutEffect(() => {
    const el = header.current;
    if (!el) return;
    const root = document.documentElement;
    const write = () => root.style.setProperty('--app-header-h', `${el.getBoundingClientRect().height}px`);
    write();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(write);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-header-h');
    };
  }, []);
  const go = (path: string) => (e: React.MouseEvent) => {
    e.preventDefault();
    navigate(path);
  };
  return (
    <header className="app-header" ref={header}>
      <a className="brand" href="/" onClick={go('/')}>
        <span className="brand-mark" aria-hidden="true">
          ▼▲
        </span>
        {name}
      </a>
      <div id="header-status" className="header-status" />
      <nav className="header-nav" aria-label={t('nav')}>
        <a href="/" onClick={go('/')}>
          {t('nav-lobby')}
        </a>
        <a href="/rules" onClick={go('/rules')}>
          {t('nav-rules')}
        </a>
        {signedIn && (
          <Suspense fallback={null}>
            <MyGamesLink />
            <FriendsLink />
          </Suspense>
        )}
        <AccountLink />
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
