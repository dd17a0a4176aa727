/**
 * The table's chat: the lines this viewer may read, quick phrases (each reader sees them in
 * their own language), a line of free text (at most MAX_CHAT_CHARS characters), and on every
 * other writer's line a mute (remembered by this browser) and a report (to the admins' queue).
 */
import {
  type ChatLine,
  type ChatSend,
  MAX_CHAT_CHARS,
  QUICK_PHRASES,
  type QuickPhrase,
} from '@nobid/protocol';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocale, useT } from '../i18n/i18n.ts';
import { chatLineAuthor, chatLineText, chatLineTime, chatProblem } from './line-text.ts';
import { isMuted, loadMutes, type Mutes, saveMutes, toggleName } from './mutes.ts';
import type { Chat } from './use-chat.ts';
import './chat.css';

export interface ChatPanelProps {
  readonly chat: Chat;
  /** Display names by seat. */
  readonly names: readonly string[];
  /** The viewer's seat, or null for a spectator. */
  readonly me: number | null;
  /** A spectator at a table whose host turned spectators' chat off. */
  readonly readOnly: boolean;
  /** The table's game: "Nice No Bid!" is a No Bid table's phrase. */
  readonly game: string;
}

/** The quick phrases offered at a game's table (every phrase still reads at any table). */
const phrasesFor = (game: string) => QUICK_PHRASES.filter((p) => p !== 'nice-no-bid' || game === 'nobid');

/** The quick phrases: chips that wrap onto a second line, so that none is hidden past an edge. */
function PhraseRow({ game, onPhrase }: { game: string; onPhrase: (phrase: QuickPhrase) => void }): ReactNode {
  const t = useT();
  return (
    <fieldset className="chat-phrases">
      <legend className="visually-hidden">{t('chat-phrases')}</legend>
      {phrasesFor(game).map((p) => (
        <button key={p} type="button" className="chat-phrase-btn" onClick={() => onPhrase(p)}>
          {t(`chat-phrase-${p}`)}
        </button>
      ))}
    </fieldset>
  );
}

export function ChatPanel({ chat, names, me, readOnly, game }: ChatPanelProps): ReactNode {
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [mutes, setMutes] = useState<Mutes>(loadMutes);
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  const list = useRef<HTMLOListElement>(null);
  const shown = chat.lines.filter((l) => !isMuted(mutes, l));
  useEffect(() => {
    const el = list.current;
    if (el && shown.length > 0) el.scrollTop = el.scrollHeight;
  }, [shown.length]);

  const changeMutes = (next: Mutes) => {
    setMutes(next);
    saveMutes(next);
  };
  const send = async (msg: ChatSend) => {
    const res = await chat.send(msg);
    if (res.ok) {
      setProblem(null);
      if (msg.kind === 'text') setText('');
    } else setProblem(chatProblem(res.error.code, res.error.message, t));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) void send({ kind: 'text', text });
  };
  const report = async (line: ChatLine) => {
    const res = await chat.report(line.id);
    if (res.ok) setReported((r) => new Set([...r, line.id]));
  };
  const own = (line: ChatLine) => line.channel === 'players' && line.seat !== null && line.seat === me;
  const left = MAX_CHAT_CHARS - [...text].length;

  return (
    <section className="chat-panel" aria-label={t('chat-title')}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the chat scrolls, so keyboard users must reach it. */}
      <ol className="chat-lines" ref={list} tabIndex={0} aria-live="polite" aria-relevant="additions">
        {shown.length === 0 && <li className="chat-empty">{t('chat-empty')}</li>}
        {shown.map((line) => {
          const author = chatLineAuthor(line, names, t);
          return (
            <li key={line.id} className={`chat-line chat-${line.channel}${own(line) ? ' chat-own' : ''}`}>
              <time className="chat-time" dateTime={new Date(line.at).toISOString()}>
                {chatLineTime(line.at, locale)}
              </time>
              <span className="chat-author">{author}</span>
              {line.channel === 'spectators' && <span className="chat-tag">{t('chat-tag-spectators')}</span>}
              <span className={line.kind === 'phrase' ? 'chat-text chat-phrase' : 'chat-text'}>
                {chatLineText(line, t)}
              </span>
              {!own(line) && (
                <span className="chat-line-actions">
                  <button
                    type="button"
                    className="chat-icon"
                    aria-label={
                      line.channel === 'spectators'
                        ? t('chat-mute-spectators')
                        : t('chat-mute', { player: author })
                    }
                    title={
                      line.channel === 'spectators'
                        ? t('chat-mute-spectators')
                        : t('chat-mute', { player: author })
                    }
                    onClick={() =>
                      changeMutes(
                        line.channel === 'spectators'
                          ? { ...mutes, spectators: true }
                          : toggleName(mutes, line.name ?? author),
                      )
                    }
                  >
                    ⊘
                  </button>
                  <button
                    type="button"
                    className="chat-icon"
                    disabled={reported.has(line.id)}
                    aria-label={
                      reported.has(line.id) ? t('chat-reported') : t('chat-report', { player: author })
                    }
                    title={reported.has(line.id) ? t('chat-reported') : t('chat-report', { player: author })}
                    onClick={() => void report(line)}
                  >
                    {reported.has(line.id) ? '✓' : '⚑'}
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {(mutes.names.length > 0 || mutes.spectators) && (
        <p className="chat-muted-list">
          {t('chat-muted-list')}{' '}
          {mutes.names.map((n) => (
            <button
              key={n}
              type="button"
              className="btn btn-small"
              onClick={() => changeMutes(toggleName(mutes, n))}
            >
              {t('chat-unmute', { player: n })}
            </button>
          ))}
          {mutes.spectators && (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => changeMutes({ ...mutes, spectators: false })}
            >
              {t('chat-unmute-spectators')}
            </button>
          )}
        </p>
      )}
      {readOnly ? (
        <p className="chat-note">{t('chat-spectators-off')}</p>
      ) : (
        <>
          <PhraseRow game={game} onPhrase={(phrase) => void send({ kind: 'phrase', phrase })} />
          <form className="chat-form" onSubmit={submit}>
            <input
              className="chat-input"
              value={text}
              maxLength={MAX_CHAT_CHARS * 2}
              aria-label={me === null ? t('chat-input-spectators') : t('chat-input')}
              placeholder={me === null ? t('chat-input-spectators') : t('chat-input')}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <button type="submit" className="btn btn-small" disabled={!text.trim() || left < 0}>
              {t('chat-send')}
            </button>
          </form>
          {left < 40 && (
            <p className={left < 0 ? 'chat-count over' : 'chat-count'}>
              {t('chat-chars-left', { count: left })}
            </p>
          )}
        </>
      )}
      {problem && (
        <p className="chat-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
