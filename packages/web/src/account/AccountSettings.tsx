/** A signed-in account: change the password, sign out (here or everywhere), download, delete. */
import type { AccountInfo } from '@nobid/protocol';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { ProblemText } from '../lobby/ProblemText.tsx';
import { navigate } from '../router.ts';
import { accountApi, profilePath } from './account-api.ts';
import { failureText } from './errors.ts';

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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      await work();
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
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
      </p>
      {note && (
        <p className="account-note" role="status">
          {note}
        </p>
      )}
      {error && <ProblemText message={error} />}

      <form onSubmit={changePassword} className="account-form">
        <h3>{t('acct-section-password')}</h3>
        <input type="text" autoComplete="username" value={user.name} readOnly hidden />
        <div className="field">
          <label htmlFor="acct-current">{t('acct-field-current-password')}</label>
          <input
            id="acct-current"
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="acct-next">{t('acct-field-new-password')}</label>
          <input
            id="acct-next"
            type="password"
            autoComplete="new-password"
            required
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
          />
          <small className="field-hint">{t('acct-password-hint')}</small>
        </div>
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
        <div className="field">
          <label htmlFor="acct-delete-password">{t('acct-field-password')}</label>
          <input
            id="acct-delete-password"
            type="password"
            autoComplete="current-password"
            required
            value={deletePassword}
            onChange={(e) => setDeletePassword(e.currentTarget.value)}
          />
        </div>
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {t('acct-btn-delete')}
        </button>
      </form>
    </section>
  );
}
