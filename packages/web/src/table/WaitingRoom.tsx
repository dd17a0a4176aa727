/**
 * Before the game: the invite link, the seats (who sits where, which are bots), a name field to
 * take a free seat, and Start once every seat is filled. Not joining is watching.
 */

import type { TableInfo } from '@nobid/protocol';
import { type ReactNode, useState } from 'react';
import { useAccount } from '../account/use-account.ts';
import { usePlayerName } from '../account/use-player-name.ts';
import { mayTake } from '../friends/kept-seats.ts';
import { useT } from '../i18n/i18n.ts';
import { editionLine } from '../lobby/edition-label.ts';
import { ApiFailure, api } from '../net/api.ts';
import { type StoredSeat, saveName } from '../net/storage.ts';

export interface WaitingRoomProps {
  readonly table: TableInfo;
  readonly seat: StoredSeat | null;
  readonly names: readonly string[];
  readonly onSeated: (seat: StoredSeat) => void;
}

export function WaitingRoom({ table, seat, names, onSeated }: WaitingRoomProps): ReactNode {
  const t = useT();
  const [name, setName] = usePlayerName();
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const accountName = useAccount()?.name ?? null;
  const invite = `${location.origin}${table.invitePath}`;
  const filled = table.seats.every((s) => s.taken);
  const s = table.settings;
  const edition = editionLine(t, table.edition ?? null);

  const join = async (seatNo: number) => {
    setError(null);
    const trimmed = name.trim();
    if (!trimmed) return setError(t('error-name-needed'));
    saveName(trimmed);
    try {
      const res = await api.join(table.id, { name: trimmed, seat: seatNo });
      onSeated({ seat: res.seat, token: res.seatToken });
    } catch (e) {
      setError(e instanceof ApiFailure ? e.message : String(e));
    }
  };
  // REST rather than the socket: the answer is the same and it does not depend on the socket.
  const onStart = async () => {
    setError(null);
    if (!seat) return;
    try {
      await api.start(table.id, seat.token);
    } catch (e) {
      setError(e instanceof ApiFailure ? e.message : String(e));
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className="waiting-room panel" aria-labelledby="waiting-title">
      <h1 id="waiting-title">{t('waiting-title', { game: t(`game-${s.game}`) })}</h1>
      <p className="settings-line">
        {/* Words, not the settings' codes ("English", not "en"; "listed in the lobby", not "public"). */}
        {t('settings-summary', {
          seats: s.seats.length,
          language: t(`language-${s.language}`),
          window: s.reactionWindowSeconds,
          timer: s.turnTimerSeconds,
          visibility: t(`waiting-visibility-${s.visibility}`),
        })}
      </p>
      {edition && <p className="settings-line edition-line">{edition}</p>}
      {s.rated && <p className="settings-line rated-line">{t('acct-rated-waiting')}</p>}
      <div className="invite">
        <label htmlFor="invite-link">{t('invite-link')}</label>
        <input id="invite-link" readOnly value={invite} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn" onClick={copy}>
          {copied ? t('copied') : t('copy')}
        </button>
      </div>
      {seat === null && (
        <div className="field">
          <label htmlFor="join-name">{t('your-name')}</label>
          <input
            id="join-name"
            value={name}
            maxLength={32}
            autoComplete="nickname"
            onChange={(e) => setName(e.currentTarget.value)}
          />
        </div>
      )}
      <ol className="seat-list">
        {table.seats.map((info) => (
          <li key={info.seat} className={info.seat === seat?.seat ? 'mine' : undefined}>
            <span className="seat-no">{info.seat + 1}</span>
            <span className="seat-name">{names[info.seat]}</span>
            {info.seat === seat?.seat && <span className="tag">{t('you')}</span>}
            {info.reservedFor && (
              <span className="tag kept-tag">{t('fr-kept-for', { name: info.reservedFor })}</span>
            )}
            {mayTake(info, accountName) && seat === null && (
              <button type="button" className="btn btn-primary" onClick={() => join(info.seat)}>
                {t('btn-join-seat', { seat: info.seat + 1 })}
              </button>
            )}
          </li>
        ))}
      </ol>
      {seat === null ? (
        <p className="hint">{t('watching-hint')}</p>
      ) : (
        <button type="button" className="btn btn-primary btn-big" disabled={!filled} onClick={onStart}>
          {filled ? t('btn-start') : t('waiting-for-players')}
        </button>
      )}
      {error && (
        <p className="problem" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
