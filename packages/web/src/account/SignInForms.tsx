/** Sign in, sign up and the lost-password form, as three tabs of one panel. */
import type { AccountInfo, SignUpResponse } from '@nobid/protocol';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { ProblemText } from '../lobby/ProblemText.tsx';
import { AccountField } from './AccountField.tsx';
import { accountApi } from './account-api.ts';
import { useAccountAction } from './use-account-action.ts';

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
  const { busy, error, setError, run } = useAccountAction(t);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      if (tab === 'sign-in') onSignedIn((await accountApi.signIn(name, password)).user!);
      else if (tab === 'sign-up') onSignedUp(await accountApi.signUp(name, password));
      else onSignedIn((await accountApi.recover(name, code, password)).user!, t('acct-recovered'));
    });
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
        <AccountField
          id="acct-name"
          label={t('acct-field-name')}
          autoComplete="username"
          maxLength={64}
          value={name}
          onChange={setName}
        />
        {tab === 'recover' && (
          <AccountField
            id="acct-code"
            label={t('acct-field-code')}
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
          />
        )}
        <AccountField
          id="acct-password"
          label={t(tab === 'sign-in' ? 'acct-field-password' : 'acct-field-new-password')}
          type="password"
          autoComplete={tab === 'sign-in' ? 'current-password' : 'new-password'}
          value={password}
          onChange={setPassword}
          hint={tab === 'sign-in' ? undefined : t('acct-password-hint')}
        />
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
