/**
 * `/friends`: ask a player by account name, answer requests, remove or block, and make a
 * turn-based table for friends: "New table" beside a friend (or for the friends ticked) opens the
 * lobby's form with them invited, so the table is one more click away ("Create table").
 */
import type { FriendEntry, FriendsResponse } from '@nobid/protocol';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { currentAccount, profilePath } from '../account/account-api.ts';
import { useAccount } from '../account/use-account.ts';
import { type Translate, useT } from '../i18n/i18n.ts';
import { ApiFailure, api, type FriendAction } from '../net/api.ts';
import { navigate } from '../router.ts';
import { friendsChanged } from './FriendsLink.tsx';
import { newTableWith } from './kept-seats.ts';
import './friends.css';

/** Refusals the page says in the reader's language; any other in the server's words. */
const KNOWN = new Set([
  'not-found',
  'self-friend',
  'already-asked',
  'already-friends',
  'rate-limited',
  'not-a-friend',
  'not-signed-in',
]);

export function friendProblem(t: Translate, err: unknown): string {
  if (err instanceof ApiFailure) return KNOWN.has(err.code) ? t(`fr-error-${err.code}`) : err.message;
  return String(err);
}

const EMPTY: FriendsResponse = { friends: [], incoming: [], outgoing: [], blocked: [] };

function Link({ path, children }: { readonly path: string; readonly children: ReactNode }): ReactNode {
  return (
    <a
      href={path}
      onClick={(e) => {
        e.preventDefault();
        navigate(path);
      }}
    >
      {children}
    </a>
  );
}

export function FriendsPage(): ReactNode {
  const t = useT();
  const user = useAccount();
  const [lists, setLists] = useState<FriendsResponse | null>(null);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Until the server has said who this is, neither "sign in" nor an empty list is shown.
  const [known, setKnown] = useState(false);
  useEffect(() => {
    let live = true;
    void currentAccount().then(() => live && setKnown(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!user) return;
    let live = true;
    api.friends().then(
      (res) => live && setLists(res),
      (err: unknown) => live && setProblem(friendProblem(t, err)),
    );
    return () => {
      live = false;
    };
  }, [user, t]);

  const act = async (what: FriendAction, who: string) => {
    setBusy(true);
    setNote(null);
    setProblem(null);
    try {
      const res = await api.friendAction(what, who);
      setLists(res);
      friendsChanged();
      // Asking someone who had asked you makes you friends at once: say that, not "asked".
      const nowFriends =
        what === 'request' && res.friends.some((f) => f.name.toLowerCase() === who.toLowerCase());
      setNote(t(nowFriends ? 'fr-done-accept' : `fr-done-${what}`, { name: who }));
      if (what === 'request' || what === 'block') setName('');
      setChosen((c) => c.filter((n) => res.friends.some((f) => f.name === n)));
    } catch (err) {
      setProblem(friendProblem(t, err));
    } finally {
      setBusy(false);
    }
  };
  const ask = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) void act('request', name.trim());
  };

  if (!user && !known) return <main className="page-message">…</main>;
  if (!user)
    return (
      <main className="friends-page" aria-labelledby="friends-title">
        <h1 id="friends-title">{t('fr-title')}</h1>
        <p>{t('fr-sign-in')}</p>
        <p>
          <Link path="/account">{t('fr-sign-in-link')}</Link>
        </p>
      </main>
    );
  const { friends, incoming, outgoing, blocked } = lists ?? EMPTY;
  const row = (entry: FriendEntry, buttons: ReactNode, lead?: ReactNode) => (
    <li key={entry.name} className="friend-row">
      {lead}
      <span className="friend-name">
        <Link path={profilePath(entry.name)}>{entry.name}</Link>
      </span>
      <span className="friend-actions">{buttons}</span>
    </li>
  );
  const button = (label: string, what: FriendAction, who: string, primary = false) => (
    <button
      type="button"
      className={primary ? 'btn btn-small btn-primary' : 'btn btn-small'}
      disabled={busy}
      onClick={() => void act(what, who)}
    >
      {label}
    </button>
  );

  return (
    <main className="friends-page" aria-labelledby="friends-title">
      <h1 id="friends-title">{t('fr-title')}</h1>
      <form className="friend-add panel" onSubmit={ask}>
        <label htmlFor="friend-name">{t('fr-add-label')}</label>
        <div className="friend-add-row">
          <input
            id="friend-name"
            value={name}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={busy || !name.trim()}>
            {t('fr-add')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={busy || !name.trim()}
            onClick={() => void act('block', name.trim())}
          >
            {t('fr-block-name')}
          </button>
        </div>
      </form>
      <p className="friend-status" role="status">
        {note}
      </p>
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}

      {incoming.length > 0 && (
        <section className="friend-section" aria-labelledby="friends-incoming">
          <h2 id="friends-incoming">{t('fr-incoming')}</h2>
          <ul className="friend-list">
            {incoming.map((f) =>
              row(
                f,
                <>
                  {button(t('fr-accept'), 'accept', f.name, true)}
                  {button(t('fr-decline'), 'remove', f.name)}
                  {button(t('fr-block'), 'block', f.name)}
                </>,
              ),
            )}
          </ul>
        </section>
      )}

      <section className="friend-section" aria-labelledby="friends-mine">
        <h2 id="friends-mine">{t('fr-friends')}</h2>
        {lists && friends.length === 0 && <p>{t('fr-none')}</p>}
        {friends.length > 0 && (
          <>
            <ul className="friend-list">
              {friends.map((f) =>
                row(
                  f,
                  <>
                    <button
                      type="button"
                      className="btn btn-small btn-primary"
                      aria-label={t('fr-new-table-with', { name: f.name })}
                      onClick={() => navigate(newTableWith([f.name]))}
                    >
                      {t('fr-new-table')}
                    </button>
                    {button(t('fr-remove'), 'remove', f.name)}
                    {button(t('fr-block'), 'block', f.name)}
                  </>,
                  <input
                    type="checkbox"
                    aria-label={t('fr-choose', { name: f.name })}
                    checked={chosen.includes(f.name)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setChosen((c) => (on ? [...c, f.name] : c.filter((n) => n !== f.name)));
                    }}
                  />,
                ),
              )}
            </ul>
            <button
              type="button"
              className="btn btn-primary"
              disabled={chosen.length === 0}
              onClick={() => navigate(newTableWith(chosen))}
            >
              {t('fr-new-table-chosen', { count: chosen.length })}
            </button>
          </>
        )}
      </section>

      {outgoing.length > 0 && (
        <section className="friend-section" aria-labelledby="friends-outgoing">
          <h2 id="friends-outgoing">{t('fr-outgoing')}</h2>
          <ul className="friend-list">
            {outgoing.map((f) => row(f, button(t('fr-withdraw'), 'remove', f.name)))}
          </ul>
        </section>
      )}

      {blocked.length > 0 && (
        <section className="friend-section" aria-labelledby="friends-blocked">
          <h2 id="friends-blocked">{t('fr-blocked')}</h2>
          <p className="hint">{t('fr-blocked-hint')}</p>
          <ul className="friend-list">
            {blocked.map((f) => row(f, button(t('fr-unblock'), 'unblock', f.name)))}
          </ul>
        </section>
      )}
    </main>
  );
}
