/**
 * Korean particles after a variable noun (a player's or a card's name): 이/가, 을/를, 은/는,
 * 과/와, 으로/로 depend on whether the last syllable ends in a consonant. Used from ko.ftl as
 * `{ JOSA($player, "이/가") }`, which prints the noun with its particle. For a last letter that
 * is not Hangul or a digit we cannot tell, so both forms are written: "Alice이(가)".
 */
import type { FluentValue } from '@fluent/bundle';

// Digits as read in Sino-Korean: 영 일 이 삼 사 오 육 칠 팔 구.
const DIGIT_HAS_FINAL = [true, true, false, true, false, false, true, true, true, false];

/** true: ends in a consonant (받침); false: in a vowel; null: unknown. */
export function hasFinalConsonant(word: string): boolean | null {
  // "봇 2 (보통)" is read up to its last letter or digit: 통.
  const last = word.replace(/[^\p{L}\p{N}]+$/u, '').slice(-1);
  if (!last) return null;
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  if (code >= 0x30 && code <= 0x39) return DIGIT_HAS_FINAL[code - 0x30]!;
  return null;
}

/** `pair` is "withFinal/withoutFinal", e.g. "이/가". 으로/로 also takes 로 after ㄹ. */
export function josa(word: string, pair: string): string {
  const [withFinal = '', withoutFinal = ''] = pair.split('/');
  const final = hasFinalConsonant(word);
  if (final === null) return `${word}${withFinal}(${withoutFinal})`;
  if (withFinal === '으로' && final) {
    const code = word
      .replace(/[^\p{L}\p{N}]+$/u, '')
      .slice(-1)
      .charCodeAt(0);
    if (code >= 0xac00 && (code - 0xac00) % 28 === 8) return `${word}로`;
  }
  return word + (final ? withFinal : withoutFinal);
}

export function JOSA(positional: FluentValue[]): string {
  const [word, pair] = positional;
  return josa(String(word ?? ''), String(pair ?? '이/가'));
}
