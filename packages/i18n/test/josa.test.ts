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

  it('take 이 after a name ending in a consonant and 가 after one ending in a vowel', () => {
    expect(josa('지훈', '이/가')).toBe('지훈이');
    expect(josa('민지', '이/가')).toBe('민지가');
    expect(josa('지훈', '은/는')).toBe('지훈은');
    expect(josa('민지', '과/와')).toBe('민지와');
  });

  it('agree with the word before a parenthetical, and write both forms when they cannot tell', () => {
    // 봇 2 is read 봇 이 (a vowel), 봇 3 is 봇 삼 (a consonant); the level in brackets is an aside.
    expect(josa('봇 2 (보통)', '이/가')).toBe('봇 2 (보통)가');
    expect(josa('봇 3 (쉬움)', '이/가')).toBe('봇 3 (쉬움)이');
    expect(josa('Bot 2 (easy)', '을/를')).toBe('Bot 2 (easy)를');
    expect(josa('봇 2', '이/가')).toBe('봇 2가');
    expect(josa('山田', '이/가')).toBe('山田이(가)');
    expect(josa('🦊', '을/를')).toBe('🦊을(를)');
  });

  it('read a Latin name as Korean writes it: Alice 앨리스 takes 가, Ann 앤 takes 이', () => {
    const subject = (name: string) => josa(name, '이/가');
    // m, n, ng end in a consonant; so do b, p, k after one vowel.
    expect(['Ann', 'Tom', 'Jang', 'Bob', 'Jack', 'Philip', 'Jane', 'Anne'].map(subject)).toEqual([
      'Ann이',
      'Tom이',
      'Jang이',
      'Bob이',
      'Jack이',
      'Philip이',
      'Jane이',
      'Anne이',
    ]);
    // Vowels, r, s, x, d, t, and stops after a consonant or a silent e, end in a vowel.
    expect(
      ['Alice', 'Peter', 'Chris', 'Max', 'Ed', 'Kate', 'Mike', 'Mark', 'Joe', 'EUR'].map(subject),
    ).toEqual([
      'Alice가',
      'Peter가',
      'Chris가',
      'Max가',
      'Ed가',
      'Kate가',
      'Mike가',
      'Mark가',
      'Joe가',
      'EUR가',
    ]);
    // A final l is ㄹ: 으로 becomes 로, the other particles take the consonant form.
    expect(josa('Paul', '으로/로')).toBe('Paul로');
    expect(josa('Paul', '을/를')).toBe('Paul을');
    expect(josa('Dale', '과/와')).toBe('Dale과');
    expect(josa('Tom', '으로/로')).toBe('Tom으로');
  });

  it('read digits as Sino-Korean numbers', () => {
    // 영 일 이 삼 사 오 육 칠 팔 구
    expect(josa('1', '으로/로')).toBe('1로');
    expect(josa('3', '으로/로')).toBe('3으로');
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
