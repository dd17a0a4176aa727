/** A quick phrase is shown in each reader's language; free text as written; refusals translated. */
import { type ChatLine, QUICK_PHRASES } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { LOCALES, translator } from '../i18n/i18n.ts';
import { chatLineAuthor, chatLineText, chatLineTime, chatProblem } from './line-text.ts';
import { isMuted, NO_MUTES, toggleName } from './mutes.ts';

const line = (over: Partial<ChatLine>): ChatLine => ({
  id: 'line000001',
  tableId: 'table01',
  channel: 'players',
  seat: 0,
  name: 'Ann',
  at: 1,
  kind: 'phrase',
  phrase: 'nice-no-bid',
  ...over,
});

describe('chat lines for each reader', () => {
  it('one phrase sent by an English player reads in English, German and Korean', () => {
    const sent = line({ phrase: 'nice-no-bid' });
    expect(chatLineText(sent, translator('en'))).toBe('Nice No Bid!');
    expect(chatLineText(sent, translator('de'))).toBe('Schönes No Bid!');
    expect(chatLineText(sent, translator('ko'))).toBe('멋진 노 비드!');
    expect(chatLineText(line({ phrase: 'good-game' }), translator('ko'))).toBe('좋은 게임이었어요');
  });

  it('every quick phrase has its own text in every language (no raw id)', () => {
    for (const locale of LOCALES) {
      const t = translator(locale);
      const texts = QUICK_PHRASES.map((p) => chatLineText(line({ phrase: p }), t));
      for (const text of texts) expect(text).not.toMatch(/^chat-phrase-/);
      expect(new Set(texts).size).toBe(QUICK_PHRASES.length);
    }
  });

  it('free text is shown as written, in every language; the seat names its writer', () => {
    const text = line({ kind: 'text', text: '<b>gg</b>', seat: 1, name: 'Bo' });
    delete (text as { phrase?: string }).phrase;
    expect(chatLineText(text, translator('ko'))).toBe('<b>gg</b>');
    expect(chatLineAuthor(text, ['Ann', 'Bo'], translator('en'))).toBe('Bo');
    expect(
      chatLineAuthor(line({ seat: null, name: null, channel: 'spectators' }), [], translator('de')),
    ).toBe('Zuschauer');
  });

  it('a refusal reads in the reader language; an unknown code keeps the server message', () => {
    expect(chatProblem('rate-limited', 'too many chat lines', translator('ko'))).toMatch(/너무 많이/);
    expect(chatProblem('internal', 'internal server error', translator('ko'))).toBe('internal server error');
  });

  it('a muted name hides that player; hiding spectators hides their channel only', () => {
    const mutes = toggleName(NO_MUTES, 'Bo');
    expect(isMuted(mutes, { channel: 'players', name: 'Bo' })).toBe(true);
    expect(isMuted(mutes, { channel: 'players', name: 'Ann' })).toBe(false);
    expect(isMuted(toggleName(mutes, 'Bo'), { channel: 'players', name: 'Bo' })).toBe(false);
    expect(isMuted({ ...NO_MUTES, spectators: true }, { channel: 'spectators', name: null })).toBe(true);
  });
});

describe("a line's time", () => {
  it('is the local time as HH:MM on a 24-hour clock in every language', () => {
    const morning = new Date(2026, 11, 7, 9, 5).getTime();
    const afternoon = new Date(2026, 11, 7, 14, 30).getTime();
    for (const locale of LOCALES) {
      expect(chatLineTime(morning, locale)).toBe('09:05');
      expect(chatLineTime(afternoon, locale)).toBe('14:30');
    }
  });
});
