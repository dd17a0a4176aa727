/**
 * The header's "Friends (n)" for a signed-in player: n is how many ask to be their friend, so a
 * request is seen without visiting the page. Asked again on each page change and when the page
 * becomes visible. A chunk of its own, loaded for a signed-in player only (AppHeader); the page
 * it opens loads on demand.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { useAccount } from '../account/use-account.ts';
import { useT } from '../i18n/i18n.ts';
import { api } from '../net/api.ts';
import { navigate, useRoute } from '../router.ts';

const CHANGED = 'nobid-friends-changed';

/** The Friends page answered a request: the header counts again. */
export function friendsChanged(): void {
  dispatchEvent(new Event(CHANGED));
}

export function FriendsLink(): ReactNode {
  const t = useT();
  const user = useAccount();
  const [asking, setAsking] = useState(0);
  const page = useRoute().page;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is when to ask, not what.
  useEffect(() => {
    if (!user) return setAsking(0);
    let live = true;
    const ask = () =>
      api.friends().then(
        (res) => live && setAsking(res.incoming.length),
        () => undefined,
      );
    void ask();
    const onVisible = () => document.visibilityState === 'visible' && void ask();
    document.addEventListener('visibilitychange', onVisible);
    addEventListener(CHANGED, ask);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
      removeEventListener(CHANGED, ask);
    };
  }, [user, page]);
  if (!user) return null;
  return (
    <a
      href="/friends"
      data-testid="friends-link"
      onClick={(e) => {
        e.preventDefault();
        navigate('/friends');
      }}
    >
      {asking > 0 ? t('fr-link-count', { count: asking }) : t('fr-link')}
    </a>
  );
}
