/** The app shell: language, header, and the page for the current route. */
import { LocalizationProvider } from '@fluent/react';
import { GAME_NAMES } from '@nobid/catalog/names';
import {
  type ReactNode,
  Suspense,
  startTransition,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  type Locale,
  loadTexts,
  localizationFor,
  preferredLocale,
  subscribeTexts,
  textsVersion,
  useTexts,
} from './i18n/i18n.ts';
import { LabLink } from './lab/LabLink.tsx';
import { loadLanguage, saveLanguage } from './net/storage.ts';
import {
  AccountPage,
  AdminChatPage,
  FriendsPage,
  ImprintPage,
  LabPage,
  LeaderboardPage,
  LobbyPage,
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

/**
 * The games whose own texts (cards, companies) a page needs before it shows: none in the lobby;
 * a table and a replay load their game's once they know it (TablePage, ReplayPage); a tutorial
 * its game's; every other page may name either game's.
 */
function gamesOf(route: Route): readonly string[] {
  switch (route.page) {
    case 'lobby':
    case 'table':
    case 'replay':
      return [];
    case 'tutorial':
      return [route.game];
    default:
      return GAME_NAMES;
  }
}

/** The page for a route: every page is lazy (pages.ts). */
function PageFor({ route }: { readonly route: Route }): ReactNode {
  useTexts(gamesOf(route));
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
  // A game's texts, loaded by the page that shows the game, build the localization again.
  const texts = useSyncExternalStore(subscribeTexts, textsVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `texts` stands for the sources loaded.
  const l10n = useMemo(
    () =>
      localizationFor(locale, english ? undefined : () => void loadTexts('en').then(() => setEnglish(true))),
    [locale, english, texts],
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
