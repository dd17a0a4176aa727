/** A signed-in account: change the password, sign out (here or everywhere), download, delete. */
import type { AccountInfo } from '@nobid/protocol';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { ProblemText } from '../lobby/ProblemText.tsx';
import { navigate } from '../router.ts';
import { NoticeSettings } from '../turn-based/NoticeSettings.tsx';
import { AccountField } from './AccountField.tsx';
import { accountApi, profilePath } from './account-api.ts';
import { useAccountAction } from './use-account-action.ts';

export function AccountSettings({
  user,
  onSignedOut,
}: {
  readonly user: AccountInfo;
  readonly onSignedOut: (note?: string) => void;
}): ReactNode {
  const t = useT();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [deletePassword, setDeletePassword] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const action = useAccountAction(t);
  const { busy, error } = action;
  const run = (work: () => Promise<void>) => {
    setNote(null);
    return action.run(work);
  };
  const changePassword = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await accountApi.changePassword(current, next);
      setCurrent('');
      setNext('');
      setNote(t('acct-password-changed'));
    });
  };
  const remove = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await accountApi.deleteAccount(deletePassword);
      onSignedOut(t('acct-deleted'));
    });
  };

  return (
    <section className="panel account-panel" aria-labelledby="acct-settings-title">
      <h2 id="acct-settings-title">{t('acct-signed-in-as', { name: user.name })}</h2>
      <p>
        <a
          href={profilePath(user.name)}
          onClick={(e) => {
            e.preventDefault();
            navigate(profilePath(user.name));
          }}
        >
          {t('acct-profile-link')}
        </a>
        {' · '}
        <a
          href="/friends"
          onClick={(e) => {
            e.preventDefault();
            navigate('/friends');
          }}
        >
          {t('fr-title')}
        </a>
      </p>
      {note && (
        <p className="account-note" role="status">
          {note}
        </p>
      )}
      {error && <ProblemText message={error} />}

      <NoticeSettings />

      <form onSubmit={changePassword} className="account-form">
        <h3>{t('acct-section-password')}</h3>
        <input type="text" autoComplete="username" value={user.name} readOnly hidden />
        <AccountField
          id="acct-current"
          label={t('acct-field-current-password')}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
        />
        <AccountField
          id="acct-next"
          label={t('acct-field-new-password')}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          hint={t('acct-password-hint')}
        />
        <button type="submit" className="btn" disabled={busy}>
          {t('acct-btn-change-password')}
        </button>
      </form>

      <h3>{t('acct-section-sessions')}</h3>
      <div className="account-actions">
        {(
          [
            ['acct-btn-sign-out', accountApi.signOut],
            ['acct-btn-sign-out-everywhere', accountApi.signOutEverywhere],
          ] as const
        ).map(([label, signOut]) => (
          <button
            key={label}
            type="button"
            className="btn"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await signOut();
                onSignedOut();
              })
            }
          >
            {t(label)}
          </button>
        ))}
      </div>

      <h3>{t('acct-section-data')}</h3>
      <p>
        <a className="btn" href="/api/account/data" download="nobid-account.json">
          {t('acct-btn-download')}
        </a>
      </p>

      <form onSubmit={remove} className="account-form account-danger">
        <h3>{t('acct-section-delete')}</h3>
        <p>{t('acct-delete-text')}</p>
        <AccountField
          id="acct-delete-password"
          label={t('acct-field-password')}
          type="password"
          autoComplete="current-password"
          value={deletePassword}
          onChange={setDeletePassword}
        />
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {t('acct-btn-delete')}
        </button>
      </form>
    </section>
  );
}
