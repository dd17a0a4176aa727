/**
 * The header's "My games (n)" for a signed-in player: how many turn-based tables wait for a move.
 * Asked again when the page becomes visible and every few minutes: a move takes hours, not
 * seconds. A chunk of its own, loaded for a signed-in player only (AppHeader); the page it opens loads on demand.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { useAccount } from '../account/use-account.ts';
import { useT } from '../i18n/i18n.ts';
import { api } from '../net/api.ts';
import { navigate, useRoute } from '../router.ts';

const REFRESH_MS = 5 * 60_000;

export function MyGamesLink(): ReactNode {
  const t = useT();
  const user = useAccount();
  const [count, setCount] = useState<number | null>(null);
  // Asked again on each page change too: accepting an invite or moving changes the count.
  const page = useRoute().page;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is when to ask, not what.
  useEffect(() => {
    if (!user) return setCount(null);
    let live = true;
    // Invitations wait for the player too: they count with the games.
    const ask = () =>
      Promise.all([api.myGames(), api.invites().catch(() => ({ invites: [] }))]).then(
        ([res, invited]) => live && setCount(res.games.length + invited.invites.length),
        () => undefined,
      );
    void ask();
    const timer = setInterval(ask, REFRESH_MS);
    const onVisible = () => document.visibilityState === 'visible' && void ask();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [user, page]);
  if (!user) return null;
  return (
    <a
      href="/my-games"
      data-testid="my-games-link"
      onClick={(e) => {
        e.preventDefault();
        navigate('/my-games');
      }}
    >
      {count ? t('tb-my-games-count', { count }) : t('tb-my-games')}
    </a>
  );
}
