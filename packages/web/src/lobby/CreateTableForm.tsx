/**
 * Create a table: the game, its seats (you in the first, each other one a human or a bot of a
 * level), the language, the reaction window, the turn timer, public or private, the game's own
 * options when it has any (game-options.ts), and for a game that plays editions (No Bid) its
 * edition: the default, or a file the host uploads.
 */

import type { BotLevel, GameInfo, SeatSetting, SpectatorChat } from '@nobid/protocol';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useAccount } from '../account/use-account.ts';
import { usePlayerName } from '../account/use-player-name.ts';
import { SpectatorChatField } from '../chat/SpectatorChatField.tsx';
import { invitedHere } from '../friends/kept-seats.ts';
import { LOCALES, useLocale, useT } from '../i18n/i18n.ts';
import { ApiFailure, api } from '../net/api.ts';
import { saveName, saveSeat } from '../net/storage.ts';
import { navigate, tablePath } from '../router.ts';
import { InviteFriendsField, seatsForInvites } from '../turn-based/InviteFriendsField.tsx';
import {
  kindSettings,
  LIVE_CHOICE,
  type TableKindChoice,
  TableKindField,
} from '../turn-based/TableKindField.tsx';
import { DEFAULT_CHOICE, type EditionChoice, EditionField } from './EditionField.tsx';
import { GAME_OPTIONS, gameOptions, SEATABLE_GAMES } from './game-options.ts';
import { ProblemText } from './ProblemText.tsx';

const LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard'];
type OtherSeat = 'human' | BotLevel;

export function CreateTableForm({ games: served }: { games: readonly GameInfo[] }): ReactNode {
  const t = useT();
  // Only games this client can show a table for.
  const games = served.filter((g) => SEATABLE_GAMES.includes(g.name));
  const [name, setName] = usePlayerName();
  const [game, setGame] = useState('nobid');
  // Friends named by the Friends page (`/?invite=ann,bob`): a turn-based table with their seats kept.
  const [invited, setInvited] = useState<readonly string[]>(() => invitedHere());
  const [others, setOthers] = useState<OtherSeat[]>(() =>
    invited.length > 0 ? invited.map((): OtherSeat => 'human') : ['medium', 'medium'],
  );
  const [language, setLanguage] = useState<string>(useLocale());
  const [windowSeconds, setWindowSeconds] = useState(5);
  const [timerSeconds, setTimerSeconds] = useState(60);
  // A table made for friends is theirs: not listed in the lobby unless the host says so.
  const [visibility, setVisibility] = useState<'public' | 'private'>(() =>
    invitedHere().length > 0 ? 'private' : 'public',
  );
  const [spectatorChat, setSpectatorChat] = useState<SpectatorChat>('separate');
  const [rated, setRated] = useState(false);
  const [tableKind, setTableKind] = useState<TableKindChoice>(() =>
    invited.length > 0 ? { ...LIVE_CHOICE, kind: 'turn-based' } : LIVE_CHOICE,
  );
  const form = useRef<HTMLFormElement>(null);
  // Come from the Friends page: the form is the next (and last) click, so it is brought into view.
  const [fromFriends] = useState(() => invited.length > 0);
  useEffect(() => {
    if (fromFriends) form.current?.scrollIntoView({ block: 'start' });
  }, [fromFriends]);
  const signedIn = useAccount() !== null;
  const live = tableKind.kind === 'live';
  const [error, setError] = useState<{ message: string; heading?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [edition, setEdition] = useState<EditionChoice>(DEFAULT_CHOICE);
  const [options, setOptions] = useState<Readonly<Record<string, unknown>>>(
    () => GAME_OPTIONS.nobid?.initial ?? {},
  );
  const info: GameInfo = games.find((g) => g.name === game) ?? {
    name: game,
    minSeats: 2,
    maxSeats: 6,
    defaultEdition: null,
  };
  const OptionsFields = gameOptions(game)?.Fields;
  // The server says which games play editions (`defaultEdition`); an older one says nothing.
  const gameDefault = info.defaultEdition ?? null;

  const invite = (next: readonly string[]) => {
    setInvited(next);
    setOthers((prev) => seatsForInvites(prev, next.length, info.maxSeats - 1, 'human'));
  };
  const inviting = !live && signedIn ? invited : [];
  // The name each human seat is kept for, in seat order (the server keeps them in that order).
  const keptFor = (i: number): string | undefined =>
    others[i] === 'human' ? inviting[others.slice(0, i).filter((o) => o === 'human').length] : undefined;

  const setCount = (count: number) =>
    setOthers((prev) => Array.from({ length: count - 1 }, (_, i) => prev[i] ?? 'medium'));

  // Another game may seat a different range: keep the seat count inside it, and start from its options.
  const chooseGame = (name: string) => {
    setGame(name);
    setOptions(gameOptions(name)?.initial ?? {});
    setEdition(DEFAULT_CHOICE);
    const next = games.find((g) => g.name === name);
    if (next) setCount(Math.min(next.maxSeats, Math.max(next.minSeats, others.length + 1)));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const trimmed = name.trim();
    if (!trimmed) return setError({ message: t('error-name-needed') });
    const upload = gameDefault && edition.kind === 'upload' ? edition.file : null;
    if (gameDefault && edition.kind === 'upload' && !upload?.ok)
      return setError({ message: t('edition-file-needed') });
    saveName(trimmed);
    const gameOptions = {
      ...(OptionsFields ? options : {}),
      ...(upload?.ok ? { edition: upload.edition } : {}),
    };
    const seats: SeatSetting[] = [
      { kind: 'human' },
      ...others.map((o): SeatSetting => (o === 'human' ? { kind: 'human' } : { kind: 'bot', level: o })),
    ];
    setBusy(true);
    try {
      const res = await api.createTable({
        name: trimmed,
        settings: {
          game,
          seats,
          language: language as (typeof LOCALES)[number],
          reactionWindowSeconds: windowSeconds,
          turnTimerSeconds: timerSeconds,
          ...kindSettings(tableKind),
          visibility,
          spectatorChat,
          ...(rated ? { rated } : {}),
          ...(OptionsFields || upload ? { options: gameOptions } : {}),
        },
        ...(inviting.length > 0 ? { invite: [...inviting] } : {}),
      });
      if (res.seat !== undefined && res.seatToken)
        saveSeat(res.table.id, { seat: res.seat, token: res.seatToken });
      navigate(tablePath(res.table.id));
    } catch (err) {
      const message = err instanceof ApiFailure ? err.message : String(err);
      // A refused upload lists the server's problems under a heading in the page's language.
      const refusedUpload = upload && err instanceof ApiFailure && err.code === 'bad-settings';
      setError(refusedUpload ? { message, heading: t('edition-refused') } : { message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="create-form panel" onSubmit={submit} aria-labelledby="create-title" ref={form}>
      <h2 id="create-title">{t('create-title')}</h2>
      <div className="field">
        <label htmlFor="create-name">{t('your-name')}</label>
        <input
          id="create-name"
          value={name}
          maxLength={32}
          autoComplete="nickname"
          onChange={(e) => setName(e.currentTarget.value)}
        />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="create-game">{t('field-game')}</label>
          <select id="create-game" value={game} onChange={(e) => chooseGame(e.currentTarget.value)}>
            {(games.length ? games : [info]).map((g) => (
              <option key={g.name} value={g.name}>
                {t(`game-${g.name}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="create-seats">{t('field-seats')}</label>
          <select
            id="create-seats"
            value={others.length + 1}
            onChange={(e) => setCount(Number(e.currentTarget.value))}
          >
            {Array.from({ length: info.maxSeats - info.minSeats + 1 }, (_, i) => info.minSeats + i).map(
              (n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ),
            )}
          </select>
        </div>
      </div>
      <fieldset className="seat-settings">
        <legend>{t('field-seat-list')}</legend>
        <div className="seat-setting">
          <span>{t('seat-n', { seat: 1 })}</span>
          <span className="seat-you">{t('seat-you')}</span>
        </div>
        {others.map((o, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions, their index is the identity.
          <div className="seat-setting" key={i}>
            <label htmlFor={`seat-${i + 2}`}>{t('seat-n', { seat: i + 2 })}</label>
            <select
              id={`seat-${i + 2}`}
              value={o}
              onChange={(e) => {
                const v = e.currentTarget.value as OtherSeat;
                setOthers((prev) => prev.map((p, j) => (j === i ? v : p)));
              }}
            >
              <option value="human">{t('seat-human')}</option>
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t('seat-bot', { level: t(`level-${l}`) })}
                </option>
              ))}
            </select>
            {keptFor(i) && <span className="tag kept-tag">{t('fr-seat-for', { name: keptFor(i)! })}</span>}
          </div>
        ))}
      </fieldset>
      <div className="field-row">
        <div className="field">
          <label htmlFor="create-lang">{t('field-language')}</label>
          <select id="create-lang" value={language} onChange={(e) => setLanguage(e.currentTarget.value)}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {t(`language-${l}`)}
              </option>
            ))}
          </select>
        </div>
        {live && (
          <>
            <div className="field">
              <label htmlFor="create-window">{t('field-window')}</label>
              <input
                id="create-window"
                type="number"
                min={0.5}
                max={120}
                step={0.5}
                value={windowSeconds}
                onChange={(e) => setWindowSeconds(Number(e.currentTarget.value))}
              />
            </div>
            <div className="field">
              <label htmlFor="create-timer">{t('field-timer')}</label>
              <input
                id="create-timer"
                type="number"
                min={5}
                max={3600}
                value={timerSeconds}
                onChange={(e) => setTimerSeconds(Number(e.currentTarget.value))}
              />
            </div>
          </>
        )}
      </div>
      <TableKindField value={tableKind} onChange={setTableKind} signedIn={signedIn} />
      {!live && signedIn && <InviteFriendsField value={invited} onChange={invite} />}
      <fieldset className="radio-row">
        <legend>{t('field-visibility')}</legend>
        {(['public', 'private'] as const).map((v) => (
          <label key={v}>
            <input
              type="radio"
              name="visibility"
              value={v}
              checked={visibility === v}
              onChange={() => setVisibility(v)}
            />
            {t(`visibility-${v}`)}
          </label>
        ))}
      </fieldset>
      <SpectatorChatField value={spectatorChat} onChange={setSpectatorChat} />
      <label className="check-row" style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <input type="checkbox" checked={rated} onChange={(e) => setRated(e.currentTarget.checked)} />
        {t('acct-rated-label')}
      </label>
      {OptionsFields && <OptionsFields value={options} onChange={setOptions} />}
      {gameDefault && (
        <EditionField
          gameDefault={gameDefault}
          value={edition}
          onChange={(next) => {
            // Another file (or the default): the last refusal was about the one before.
            setEdition(next);
            setError(null);
          }}
        />
      )}
      {error && (
        <ProblemText message={error.message} {...(error.heading ? { heading: error.heading } : {})} />
      )}
      <button type="submit" className="btn btn-primary btn-big" disabled={busy}>
        {t('btn-create')}
      </button>
    </form>
  );
}
