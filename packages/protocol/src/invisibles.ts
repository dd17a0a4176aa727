/**
 * Characters that show as nothing, taken out of guest display names and chat lines before they
 * are checked (docs/decisions/names-and-invisibles.md): every Default_Ignorable_Code_Point (U+200B
 * zero width space, U+2060 word joiner, U+00AD soft hyphen, U+180E Mongolian vowel separator,
 * U+3164 Hangul filler, the tag characters U+E0000–E007F, variation selectors…) and U+2800
 * (a blank Braille cell, a symbol that prints nothing). Two joiners stay where text needs them,
 * as RFC 5892's CONTEXTJ rules keep them in identifiers, widened to emoji:
 * - U+200D (ZWJ) inside an emoji sequence (👩‍💻) or after a combining sign (a virama: ශ්‍රී);
 * - U+200C (ZWNJ) after a letter of a joining script (Persian: می‌خواهم) or a combining sign,
 *   before a letter;
 * - U+FE0E/U+FE0F (text or emoji style) right after an emoji (❤️, 1️⃣).
 * Tag characters go even inside a flag sequence: 🏴 + tags (England) shows as a black flag.
 */

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
/** Printable characters with no ink that are not default-ignorable. */
const BLANK = new Set([0x2800]);
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const EMOJI = /\p{Emoji}/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** What may stand before the ZWJ of an emoji sequence: a pictograph, a skin tone, the emoji style. */
const EMOJI_PART = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F})$/u;
const COMBINING = /\p{Mn}/u;
const LETTER = /\p{L}/u;
const JOINING_LETTER =
  /[\p{scx=Arabic}\p{scx=Syriac}\p{scx=Nko}\p{scx=Mongolian}\p{scx=Mandaic}\p{scx=Manichaean}\p{scx=Psalter_Pahlavi}\p{scx=Adlam}\p{scx=Hanifi_Rohingya}\p{scx=Sogdian}\p{scx=Phags_Pa}]/u;

const is = (re: RegExp, c: string | undefined): boolean => c !== undefined && re.test(c);

/** Whether `c` is an invisible that this text does not need, `before` being the last kept character. */
function unneeded(c: string, before: string | undefined, after: string | undefined): boolean {
  const cp = c.codePointAt(0)!;
  if (BLANK.has(cp)) return true;
  if (!DEFAULT_IGNORABLE.test(c)) return false;
  if (cp === ZWJ)
    return !(
      (is(EMOJI_PART, before) && is(PICTOGRAPH, after)) ||
      (is(COMBINING, before) && is(LETTER, after))
    );
  if (cp === ZWNJ) return !((is(JOINING_LETTER, before) || is(COMBINING, before)) && is(LETTER, after));
  if (cp === 0xfe0e || cp === 0xfe0f) return !is(EMOJI, before);
  return true;
}

/** `text` without its invisible characters (the joiners that a script or an emoji needs stay). */
export function stripInvisibles(text: string): string {
  if (!/[\p{Default_Ignorable_Code_Point}\u2800]/u.test(text)) return text;
  const chars = [...text];
  const kept: string[] = [];
  chars.forEach((c, i) => {
    if (!unneeded(c, kept[kept.length - 1], chars[i + 1])) kept.push(c);
  });
  return kept.join('');
}

/** The first invisible character of `text` (default-ignorable or blank), for a refusal; null if none. */
export function firstInvisible(text: string): string | null {
  for (const c of text) if (DEFAULT_IGNORABLE.test(c) || BLANK.has(c.codePointAt(0)!)) return c;
  return null;
}

/** `U+200B` for a character, as a refusal names it. */
export function codePointLabel(c: string): string {
  return `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}
