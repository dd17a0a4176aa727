/**
 * What a chat line says to its reader: a quick phrase in the reader's own language (it travels
 * as an id), free text as it was written. React escapes the text when it shows it.
 */
import type { ChatLine, ErrorCode } from '@nobid/protocol';
import type { Translate } from '../i18n/i18n.ts';

export function chatLineText(line: ChatLine, t: Translate): string {
  if (line.kind === 'phrase') return t(`chat-phrase-${line.phrase ?? 'hello'}`);
  return line.text ?? '';
}

/**
 * When a line was said, in the reader's local time as HH:MM on a 24-hour clock in every language
 * ("09:05", "14:05"): the same width on every line, and short enough for a phone's column.
 */
export function chatLineTime(at: number, locale: string): string {
  return new Date(at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/** Who wrote it, as the reader sees it. */
export function chatLineAuthor(line: ChatLine, names: readonly string[], t: Translate): string {
  if (line.seat === null) return t('chat-spectator');
  return names[line.seat] ?? line.name ?? t('chat-spectator');
}

/** A refused line's reason in the reader's language (the server's message backs up an unknown code). */
export function chatProblem(code: ErrorCode, message: string, t: Translate): string {
  switch (code) {
    case 'rate-limited':
    case 'chat-off':
    case 'chat-muted':
      return t(`chat-error-${code}`);
    case 'bad-message':
      return t('chat-error-bad-message');
    default:
      return message;
  }
}
