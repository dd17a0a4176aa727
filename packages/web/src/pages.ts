/**
 * Every page, loaded the first time it is visited; the entry chunk holds only the shell (header,
 * footer, texts, router). The lobby is a page like the others, so a table does not load the
 * lobby's create form. The lobby is what most visits see first, so its files must carry no
 * table, rules, lab or replay code: `npm run bench` reads the build manifest and fails the
 * lobby's budget (90 KB of brotli JS, the entry and the lobby's chunk) if they do.
 *
 * A new page is one `lazy` line here, one route in router.ts and one case in App.tsx's
 * `PageFor`. Import a page's module only through this file (never statically from App.tsx,
 * the lobby or the header), or its code lands in every page's entry chunk.
 */
import { lazy } from 'react';

export const LobbyPage = lazy(() => import('./lobby/LobbyPage.tsx').then((m) => ({ default: m.LobbyPage })));

export const TablePage = lazy(() => import('./table/TablePage.tsx').then((m) => ({ default: m.TablePage })));
export const RulesPage = lazy(() => import('./rules/RulesPage.tsx').then((m) => ({ default: m.RulesPage })));
export const AdminChatPage = lazy(() =>
  import('./chat/AdminChatPage.tsx').then((m) => ({ default: m.AdminChatPage })),
);
export const AccountPage = lazy(() =>
  import('./account/AccountPage.tsx').then((m) => ({ default: m.AccountPage })),
);
export const ProfilePage = lazy(() =>
  import('./account/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })),
);
export const LeaderboardPage = lazy(() =>
  import('./account/LeaderboardPage.tsx').then((m) => ({ default: m.LeaderboardPage })),
);
export const LabPage = lazy(() => import('./lab/LabPage.tsx').then((m) => ({ default: m.LabPage })));
export const ReplayPage = lazy(() =>
  import('./replay/ReplayPage.tsx').then((m) => ({ default: m.ReplayPage })),
);
export const ImprintPage = lazy(() =>
  import('./site/ImprintPage.tsx').then((m) => ({ default: m.ImprintPage })),
);
export const PrivacyPage = lazy(() =>
  import('./site/PrivacyPage.tsx').then((m) => ({ default: m.PrivacyPage })),
);
export const TutorialPage = lazy(() =>
  import('./tutorial/TutorialPage.tsx').then((m) => ({ default: m.TutorialPage })),
);
export const FriendsPage = lazy(() =>
  import('./friends/FriendsPage.tsx').then((m) => ({ default: m.FriendsPage })),
);
export const MyGamesPage = lazy(() =>
  import('./turn-based/MyGamesPage.tsx').then((m) => ({ default: m.MyGamesPage })),
);
