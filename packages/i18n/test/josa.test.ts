import { describe, expect, it } from 'vitest';
import { hasFinalConsonant, josa } from '../src/index.ts';

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

  it('read digits as Sino-Korean numbers', () => {
    // 영 일 이 삼 사 오 육 칠 팔 구
    expect([...'0123456789'].map(hasFinalConsonant)).toEqual([
      true,
      true,
      false,
      true,
      false,
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(hasFinalConsonant('')).toBeNull();
  });
});
