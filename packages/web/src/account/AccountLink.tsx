/**
 * The header's link to the account: "Sign in" for a guest, the user name once signed in. Small
 * on purpose: it is in the lobby's chunk; the pages it leads to are loaded when opened.
 */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';
import { navigate } from '../router.ts';
import { useAccount } from './use-account.ts';

export function AccountLink(): ReactNode {
  const t = useT();
  const user = useAccount();
  const go = (path: string) => (e: React.MouseEvent) => {
    e.preventDefault();
    navigate(path);
  };
  return (
    <>
      <a href="/leaderboard" onClick={go('/leaderboard')}>
        {t('board-nav')}
      </a>
      <a href="/account" onClick={go('/account')} className="account-link" data-testid="account-link">
        {user ? user.name : t('acct-nav-sign-in')}
      </a>
    </>
  );
}
