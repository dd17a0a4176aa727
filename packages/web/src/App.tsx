/** The app shell: language, header, and the page for the current route. */
import { LocalizationProvider } from '@fluent/react';
import { type ReactNode, Suspense, startTransition, use, useEffect, useMemo, useState } from 'react';
import { type Locale, loadTexts, localizationFor, preferredLocale } from './i18n/i18n.ts';
import { LabLink } from './lab/LabLink.tsx';
import { LobbyPage } from './lobby/LobbyPage.tsx';
import { loadLanguage, saveLanguage } from './net/storage.ts';
import {
  AccountPage,
  AdminChatPage,
  FriendsPage,
  ImprintPage,
  LabPage,
  LeaderboardPage,
  MyGamesPage,
  PrivacyPage,
  ProfilePage,
  ReplayPage,
  RulesPage,
  TablePage,
  TutorialPage,
} from './pages.ts';
import { type Route, useRoute } from './router.ts';
import { SiteFooter } from './site/SiteFooter.tsx';
import { AppHeader } from './table/AppHeader.tsx';

/** The page for a route: the lobby is in the first chunk, every other page is lazy (pages.ts). */
function PageFor({ route }: { readonly route: Route }): ReactNode {
  switch (route.page) {
    case 'table':
      return <TablePage key={route.tableId} tableId={route.tableId} />;
    case 'rules':
      return <RulesPage />;
    case 'lab':
      return <LabPage />;
    case 'replay':
      return <ReplayPage key={route.tableId} tableId={route.tableId} />;
    case 'admin-chat':
      return <AdminChatPage />;
    case 'account':
      return <AccountPage />;
    case 'my-games':
      return <MyGamesPage />;
    case 'friends':
      return <FriendsPage />;
    case 'profile':
      return <ProfilePage key={route.name} name={route.name} />;
    case 'leaderboard':
      return <LeaderboardPage game={route.game} />;
    case 'imprint':
      return <ImprintPage />;
    case 'privacy':
      return <PrivacyPage />;
    case 'tutorial':
      return <TutorialPage key={route.game} game={route.game} />;
    case 'lobby':
      return (
        <>
          <LobbyPage />
          <LabLink />
        </>
      );
  }
}

export function App(): ReactNode {
  const [locale, setLocaleState] = useState<Locale>(() =>
    preferredLocale(loadLanguage(), navigator.language),
  );
  // The language's texts are a chunk of their own: the first render waits for them, and a switch
  // keeps the page in the old language until the new one is there (a transition, no blank page).
  use(loadTexts(locale));
  // A message the language lacks loads English, the backup, and builds the localization anew.
  const [english, setEnglish] = useState(false);
  const l10n = useMemo(
    () =>
      localizationFor(locale, english ? undefined : () => void loadTexts('en').then(() => setEnglish(true))),
    [locale, english],
  );
  const route = useRoute();
  const setLocale = (next: Locale) => {
    saveLanguage(next);
    startTransition(() => setLocaleState(next));
  };
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocalizationProvider l10n={l10n}>
      <AppHeader locale={locale} onLocale={setLocale} />
      <Suspense fallback={<main className="page-message">…</main>}>
        <PageFor route={route} />
      </Suspense>
      <SiteFooter />
    </LocalizationProvider>
  );
}
