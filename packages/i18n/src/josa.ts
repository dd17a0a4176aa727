/**
 * Korean particles after a variable noun (a player's or a card's name): 이/가, 을/를, 은/는,
 * 과/와, 으로/로 depend on whether the last syllable ends in a consonant (받침). Used from ko.ftl
 * as `{ JOSA($player, "이/가") }`, which prints the noun with its particle.
 *
 * Hangul is read from its code point, digits as Sino-Korean numbers. A Latin name is read as
 * Korean writes English names (a rule of thumb, below); for any other script we cannot tell,
 * so both forms are written: "山田이(가)".
 */
import type { FluentValue } from '@fluent/bundle';

/** How a noun ends: a vowel, the consonant ㄹ (으로 becomes 로 after it), another consonant. */
type Ending = 'vowel' | 'rieul' | 'consonant';

// Digits as read in Sino-Korean: 영 일 이 삼 사 오 육 칠 팔 구 (일, 칠, 팔 end in ㄹ).
const DIGIT_ENDING: readonly Ending[] = [
  'consonant',
  'rieul',
  'vowel',
  'consonant',
  'vowel',
  'vowel',
  'consonant',
  'rieul',
  'rieul',
  'vowel',
];

const VOWELS = 'aeiouy';

/**
 * A Latin name as Korean writes it: a final m, n or ng is a 받침 (Tom 톰, Ann 앤, Jang 장), a
 * final l is ㄹ (Paul 폴); b, p, k after a single vowel are too (Bob 밥, Jack 잭, Philip 필립),
 * but after a consonant they get a vowel (Mark 마크, Frank 프랭크). A silent e after a consonant
 * keeps only m, n, l (Jane 제인, Dale 데일; Kate 케이트, Mike 마이크). Vowels and every other
 * letter end in a vowel (Alice 앨리스, Peter 피터, Chris 크리스, Max 맥스, Ed 에드).
 */
function latinEnding(word: string): Ending {
  let w = word.toLowerCase();
  const silentE = w.length > 2 && w.endsWith('e') && !VOWELS.includes(w.at(-2)!);
  if (silentE) w = w.slice(0, -1);
  const last = w.at(-1)!;
  if (last === 'l') return 'rieul';
  if (last === 'm' || last === 'n' || w.endsWith('ng')) return 'consonant';
  if (silentE) return 'vowel';
  if ('bpk'.includes(last)) {
    const stem = last === 'k' && w.endsWith('ck') ? w.slice(0, -2) : w.slice(0, -1);
    const before = stem.at(-1) ?? '';
    const beforeThat = stem.at(-2) ?? '';
    return VOWELS.includes(before) && !VOWELS.includes(beforeThat) ? 'consonant' : 'vowel';
  }
  return 'vowel';
}

function ending(word: string): Ending | null {
  // A particle after a parenthetical agrees with the word before it (as Korean style guides
  // write it: "서울(Seoul)은"): "봇 2 (보통)" is read as 봇 2, 이 ending in a vowel: "봇 2 (보통)가".
  const bare = word.replace(/\s*\([^()]*\)\s*$/u, '') || word;
  const trimmed = bare.replace(/[^\p{L}\p{N}]+$/u, '');
  const last = trimmed.slice(-1);
  if (!last) return null;
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28;
    return final === 0 ? 'vowel' : final === 8 ? 'rieul' : 'consonant';
  }
  if (code >= 0x30 && code <= 0x39) return DIGIT_ENDING[code - 0x30]!;
  if (/[a-z]/i.test(last)) return latinEnding(trimmed.match(/[a-z]+$/i)![0]);
  return null;
}

/** true: ends in a consonant (받침); false: in a vowel; null: unknown. */
export function hasFinalConsonant(word: string): boolean | null {
  const e = ending(word);
  return e === null ? null : e !== 'vowel';
}

/** `pair` is "withFinal/withoutFinal", e.g. "이/가". 으로/로 also takes 로 after ㄹ. */
export function josa(word: string, pair: string): string {
  const [withFinal = '', withoutFinal = ''] = pair.split('/');
  const e = ending(word);
  if (e === null) return `${word}${withFinal}(${withoutFinal})`;
  if (e === 'vowel' || (e === 'rieul' && withFinal === '으로')) return word + withoutFinal;
  return word + withFinal;
}

export function JOSA(positional: FluentValue[]): string {
  const [word, pair] = positional;
  return josa(String(word ?? ''), String(pair ?? '이/가'));
}
