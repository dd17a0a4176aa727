/**
 * A replay's chat: the lines said up to the step on screen, read only, each with its time of day
 * and each quick phrase in the reader's language. Nothing when the table had no chat.
 */
import type { ChatLine, ReplayChatLine } from '@nobid/protocol';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocale, useT } from '../i18n/i18n.ts';
import { chatLineAuthor, chatLineText, chatLineTime } from './line-text.ts';
import { isMuted, loadMutes } from './mutes.ts';
import './chat.css';

export function ReplayChat(props: {
  readonly chat: readonly ReplayChatLine[];
  /** The step on screen. */
  readonly step: number;
  readonly names: readonly string[];
}): ReactNode {
  const t = useT();
  const locale = useLocale();
  const list = useRef<HTMLOListElement>(null);
  const mutes = loadMutes();
  const said = props.chat
    .filter((c) => c.step <= props.step)
    .map((c) => c.line as ChatLine)
    .filter((l) => !isMuted(mutes, l));
  useEffect(() => {
    const el = list.current;
    if (el && said.length > 0) el.scrollTop = el.scrollHeight;
  }, [said.length]);
  if (props.chat.length === 0) return null;
  return (
    <section className="replay-chat side-chat" aria-label={t('chat-title')}>
      <h2 className="chat-title">{t('chat-title')}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the chat scrolls, so keyboard users must reach it. */}
      <ol className="chat-lines" ref={list} tabIndex={0}>
        {said.length === 0 && <li className="chat-empty">{t('chat-replay-none-yet')}</li>}
        {said.map((line) => (
          <li key={line.id} className={`chat-line chat-${line.channel}`}>
            <time className="chat-time" dateTime={new Date(line.at).toISOString()}>
              {chatLineTime(line.at, locale)}
            </time>
            <span className="chat-author">{chatLineAuthor(line, props.names, t)}</span>
            {line.channel === 'spectators' && <span className="chat-tag">{t('chat-tag-spectators')}</span>}
            <span className={line.kind === 'phrase' ? 'chat-text chat-phrase' : 'chat-text'}>
              {chatLineText(line, t)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
