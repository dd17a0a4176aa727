/** The header's "Friends" for a signed-in player; the page it opens loads on demand. */
import type { ReactNode } from 'react';
import { useAccount } from '../account/use-account.ts';
import { useT } from '../i18n/i18n.ts';
import { navigate } from '../router.ts';

export function FriendsLink(): ReactNode {
  const t = useT();
  if (!useAccount()) return null;
  return (
    <a
      href="/friends"
      data-testid="friends-link"
      onClick={(e) => {
        e.preventDefault();
        navigate('/friends');
      }}
    >
      {t('fr-link')}
    </a>
  );
}
