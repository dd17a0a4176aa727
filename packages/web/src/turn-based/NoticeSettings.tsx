/**
 * The account page's "Notices: your move, invitations and friend requests": an email address and how often to mail
 * (each move, a daily digest, never), and this browser's notifications (Web Push, `net/push.ts`).
 * The server checks every field and answers with the reason when it refuses one.
 */
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { ProblemText } from '../lobby/ProblemText.tsx';
import { ApiFailure, api, type NoticePreferences } from '../net/api.ts';
import { disablePush, enablePush, pushSupport } from '../net/push.ts';

const MODES = ['off', 'each', 'digest'] as const;

export function NoticeSettings(): ReactNode {
  const t = useT();
  const [prefs, setPrefs] = useState<NoticePreferences | null>(null);
  const [email, setEmail] = useState('');
  const [mode, setMode] = useState<NoticePreferences['emailMode']>('off');
  // Whether the last save went through: words are chosen at render, in the page's language now.
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pushOffered, setPushOffered] = useState(false);
  useEffect(() => {
    let live = true;
    api.notifyPreferences().then(
      (p) => {
        if (!live) return;
        setPrefs(p);
        setEmail(p.email ?? '');
        setMode(p.emailMode);
      },
      (err: unknown) => live && setError(err instanceof Error ? err.message : String(err)),
    );
    // The server offers push only with VAPID keys; a 404 means it sends none.
    fetch('/api/notify/vapid-key').then(
      (r) => live && setPushOffered(r.ok && pushSupport() !== 'unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);
  function fail(err: unknown) {
    setSaved(false);
    setError(err instanceof ApiFailure || err instanceof Error ? err.message : String(err));
  }
  const save = async (patch: Partial<NoticePreferences>) => {
    setError(null);
    try {
      setPrefs(
        await api.saveNotifyPreferences({
          ...patch,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        }),
      );
      setSaved(true);
    } catch (err) {
      fail(err);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save({ email: email.trim() || null, emailMode: mode });
  };
  const togglePush = async () => {
    try {
      if (prefs?.push) await disablePush();
      else await enablePush();
      await save({ push: !prefs?.push });
    } catch (err) {
      fail(err);
    }
  };
  if (!prefs) return error ? <ProblemText message={error} /> : null;
  return (
    <form onSubmit={submit} className="account-form notice-settings">
      <h3>{t('tb-notices')}</h3>
      {saved && (
        <p className="account-note" role="status">
          {t('tb-notices-saved')}
        </p>
      )}
      {error && <ProblemText message={error} />}
      <div className="field">
        <label htmlFor="notice-email">{t('tb-notices-email')}</label>
        <input
          id="notice-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
      </div>
      <fieldset className="radio-row">
        <legend>{t('tb-notices-mode')}</legend>
        {MODES.map((m) => (
          <label key={m}>
            <input
              type="radio"
              name="notice-mode"
              value={m}
              checked={mode === m}
              onChange={() => setMode(m)}
            />
            {t(`tb-notices-mode-${m}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn">
        {t('tb-notices-save')}
      </button>
      <p>
        {t('tb-notices-push')}:{' '}
        {pushOffered ? (
          <button type="button" className="btn btn-small" onClick={() => void togglePush()}>
            {prefs.push ? t('tb-notices-push-off') : t('tb-notices-push-on')}
          </button>
        ) : (
          t('tb-notices-push-unavailable')
        )}
      </p>
    </form>
  );
}
