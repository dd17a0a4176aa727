import { parse } from '@fluent/syntax';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCES, translator } from '../src/i18n/i18n.ts';
import { josa } from '../src/i18n/josa.ts';

const messageIds = (source: string) =>
  parse(source, {})
    .body.filter((e) => e.type === 'Message')
    .map((e) => (e as { id: { name: string } }).id.name);

describe('UI strings', () => {
  it('parse without a single Junk entry in every language (a syntax error silently drops a message)', () => {
    for (const locale of LOCALES) {
      const junk = parse(SOURCES[locale][0]!, {}).body.filter((e) => e.type === 'Junk');
      expect(junk, locale).toEqual([]);
    }
  });

  it('exist in German and Korean for every English message', () => {
    const en = messageIds(SOURCES.en[0]!);
    for (const locale of ['de', 'ko'] as const) {
      const have = new Set(messageIds(SOURCES[locale][0]!));
      expect(
        en.filter((id) => !have.has(id)),
        locale,
      ).toEqual([]);
    }
  });

  it('format the reaction buttons with the card names of each language', () => {
    expect(translator('en')('btn-no-bid', { count: 2 })).toBe('No Bid (2)');
    expect(translator('ko')('btn-no-bid', { count: 0 })).toBe('노 비드 (0)');
    expect(translator('de')('btn-circuit-breaker', { count: 1 })).toBe('Circuit Breaker (1)');
  });

  it('pluralise and choose variants', () => {
    const t = translator('en');
    expect(t('hand-size', { count: 1 })).toBe('1 card in hand');
    expect(t('log-draw', { player: 'Bo', count: 2, reason: 'scalp' })).toBe('Bo draws 2 cards (Scalp).');
    expect(t('log-draw', { player: 'Bo', count: 1, reason: 'turn' })).toBe('Bo draws a card.');
  });
});

describe('Korean particles', () => {
  it('follow the last syllable of the noun', () => {
    expect(josa('민지', '이/가')).toBe('민지가');
    expect(josa('노 비드', '을/를')).toBe('노 비드를');
    expect(josa('손절매', '으로/로')).toBe('손절매로');
    expect(josa('서킷 브레이커', '으로/로')).toBe('서킷 브레이커로');
    expect(josa('EUR/USD 롱 포지션', '을/를')).toBe('EUR/USD 롱 포지션을');
    expect(josa('레일', '으로/로')).toBe('레일로');
  });

  it('read a bot name up to its last letter, and write both forms when it cannot tell', () => {
    expect(josa('봇 2 (보통)', '이/가')).toBe('봇 2 (보통)이');
    expect(josa('봇 2', '이/가')).toBe('봇 2가');
    expect(josa('Alice', '이/가')).toBe('Alice이(가)');
  });

  it('are used by the Korean log', () => {
    const t = translator('ko');
    expect(t('log-win', { player: '민지' })).toBe('민지가 이겼습니다!');
  });
});
