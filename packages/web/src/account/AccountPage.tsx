/** `/account`: sign in or up (then the recovery codes, once), or the account's settings. */
import type { AccountInfo, SignUpResponse } from '@nobid/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { AccountSettings } from './AccountSettings.tsx';
import { accountChanged, currentAccount } from './account-api.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { SignInForms } from './SignInForms.tsx';
import './account.css';

export function AccountPage(): ReactNode {
  const t = useT();
  const [user, setUser] = useState<AccountInfo | null | undefined>(undefined);
  const [made, setMade] = useState<SignUpResponse | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    void currentAccount().then(setUser);
  }, []);
  const signedIn = (next: AccountInfo | null, message?: string) => {
    accountChanged(next);
    setUser(next);
    setNote(message ?? null);
  };
  let body: ReactNode;
  if (user === undefined) body = <p className="page-message">…</p>;
  else if (made)
    body = (
      <RecoveryCodes
        name={made.user.name}
        codes={made.recoveryCodes}
        linkedSeats={made.linkedSeats}
        onDone={() => setMade(null)}
      />
    );
  else if (user) body = <AccountSettings user={user} onSignedOut={(m) => signedIn(null, m)} />;
  else
    body = (
      <>
        <p className="account-intro">{t('acct-intro')}</p>
        <SignInForms
          onSignedIn={(u, m) => signedIn(u, m)}
          onSignedUp={(res) => {
            setMade(res);
            signedIn(res.user);
          }}
        />
      </>
    );
  return (
    <main className="account-page">
      <h1>{t('acct-title')}</h1>
      {note && (
        <p className="account-note" role="status">
          {note}
        </p>
      )}
      {body}
    </main>
  );
}
