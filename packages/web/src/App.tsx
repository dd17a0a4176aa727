/** The app shell: language, header, and the page for the current route. */
import { LocalizationProvider } from '@fluent/react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { type Locale, localizationFor, preferredLocale } from './i18n/i18n.ts';
import { LabLink } from './lab/LabLink.tsx';
import { LobbyPage } from './lobby/LobbyPage.tsx';
import { loadLanguage, saveLanguage } from './net/storage.ts';
import { useRoute } from './router.ts';
import { AppHeader } from './table/AppHeader.tsx';
import { TablePage } from './table/TablePage.tsx';

const LabPage = lazy(() => import('./lab/LabPage.tsx').then((m) => ({ default: m.LabPage })));
const RulesPage = lazy(() => import('./rules/RulesPage.tsx').then((m) => ({ default: m.RulesPage })));

export function App(): ReactNode {
  const [locale, setLocaleState] = useState<Locale>(() =>
    preferredLocale(loadLanguage(), navigator.language),
  );
  const l10n = useMemo(() => localizationFor(locale), [locale]);
  const route = useRoute();
  const setLocale = (next: Locale) => {
    saveLanguage(next);
    setLocaleState(next);
  };
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocalizationProvider l10n={l10n}>
      <AppHeader locale={locale} onLocale={setLocale} />
      {route.page === 'table' ? (
        <TablePage key={route.tableId} tableId={route.tableId} />
      ) : route.page === 'rules' ? (
        <Suspense fallback={<main className="page-message">…</main>}>
          <RulesPage />
        </Suspense>
      ) : route.page === 'lab' ? (
        <Suspense fallback={<main className="page-message">…</main>}>
          <LabPage />
        </Suspense>
      ) : (
        <>
          <LobbyPage />
          <LabLink />
        </>
      )}
    </LocalizationProvider>
  );
}
