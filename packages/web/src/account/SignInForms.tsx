/** Sign in, sign up and the lost-password form, as three tabs of one panel. */
import type { AccountInfo, SignUpResponse } from '@nobid/protocol';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { ProblemText } from '../lobby/ProblemText.tsx';
import { accountApi } from './account-api.ts';
import { failureText } from './errors.ts';

type Tab = 'sign-in' | 'sign-up' | 'recover';

export interface SignInFormsProps {
  readonly onSignedIn: (user: AccountInfo, note?: string) => void;
  readonly onSignedUp: (made: SignUpResponse) => void;
}

export function SignInForms({ onSignedIn, onSignedUp }: SignInFormsProps): ReactNode {
  const t = useT();
  const [tab, setTab] = useState<Tab>('sign-in');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (tab === 'sign-in') onSignedIn((await accountApi.signIn(name, password)).user!);
      else if (tab === 'sign-up') onSignedUp(await accountApi.signUp(name, password));
      else onSignedIn((await accountApi.recover(name, code, password)).user!, t('acct-recovered'));
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel account-panel">
      <div className="account-tabs" role="tablist">
        {(['sign-in', 'sign-up', 'recover'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`btn btn-small${tab === id ? ' btn-primary' : ''}`}
            onClick={() => {
              setTab(id);
              setError(null);
            }}
          >
            {t(`acct-tab-${id}`)}
          </button>
        ))}
      </div>
      <form onSubmit={submit} className="account-form">
        <div className="field">
          <label htmlFor="acct-name">{t('acct-field-name')}</label>
          <input
            id="acct-name"
            autoComplete="username"
            maxLength={64}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
        </div>
        {tab === 'recover' && (
          <div className="field">
            <label htmlFor="acct-code">{t('acct-field-code')}</label>
            <input
              id="acct-code"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
          </div>
        )}
        <div className="field">
          <label htmlFor="acct-password">
            {t(tab === 'sign-in' ? 'acct-field-password' : 'acct-field-new-password')}
          </label>
          <input
            id="acct-password"
            type="password"
            autoComplete={tab === 'sign-in' ? 'current-password' : 'new-password'}
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          {tab !== 'sign-in' && <small className="field-hint">{t('acct-password-hint')}</small>}
        </div>
        {error && <ProblemText message={error} />}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t(
            tab === 'sign-in'
              ? 'acct-btn-sign-in'
              : tab === 'sign-up'
                ? 'acct-btn-sign-up'
                : 'acct-btn-recover',
          )}
        </button>
      </form>
    </section>
  );
}
