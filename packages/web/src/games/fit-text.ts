/**
 * Card names must never be clipped, in any language: "Zwangsglattstellung" is twice as wide as
 * "Recall" and cards have one width. After layout, every `[data-fit]` element inside a card is
 * shrunk in small steps (the CSS reads `--fit`) until it is no wider than its box; a word that
 * still does not fit at the smallest step may break anywhere (`fit-break`) rather than be cut.
 * A card's rules text is shrunk the same way until the card's face holds it (`[data-fit-height]`).
 * Chromium here has no hyphenation dictionaries, so `hyphens: auto` cannot do this; long words
 * carry soft hyphens instead (`withBreaks`), which the CSS honours only once `fit-break` is set.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

const SOFT_HYPHEN = '\u00ad';
/** Latin words this long may need to break on a small card ("Zwangsglattstellung"). */
const LONG_WORD = /[A-Za-zÀ-ÖØ-öø-ÿ]{10,}/g;
const VOWEL = /[aeiouyäöüàáâãåæèéêëìíîïòóôõøùúûýÿ]/i;
/**
 * Consonant groups that begin a syllable together ("Zwangs-glatt", "Si-cher", "ver-schlie-ßen"),
 * longest first. `st` and `sp` begin one only after a doubled consonant ("glatt-stellung"): after
 * a joining s they belong to two ("Währungs-paar").
 */
const ONSETS =
  'schl schm schn schr schw sch spr str spl bl br ch ck dr fl fr gl gr kl kn kr ph pf pl pr qu th tr wr zw'.split(
    ' ',
  );

/** Where the syllable that holds the vowel group at `v` begins, given the consonants before it. */
function syllableStart(word: string, from: number, v: number): number {
  const run = word.slice(from, v).toLowerCase();
  const doubled = run.length >= 3 && run[run.length - 3] === run[run.length - 4];
  for (const onset of ONSETS) if (run.endsWith(onset)) return v - onset.length;
  if (doubled && (run.endsWith('st') || run.endsWith('sp'))) return v - 2;
  return v - 1;
}

/**
 * The places a long Latin word may break, at syllables by a simple rule (a syllable starts at the
 * last consonant, or consonant group, before its vowels), keeping three letters on either side.
 * Chromium here has no hyphenation dictionaries, and TeX's German patterns weigh 750 kB; the rule
 * gives "Zinsent-scheid" and "Zwangsglatt-stellung", not "Zinsentsc-heid".
 */
export function breakPoints(word: string): number[] {
  const points: number[] = [];
  let seenVowel = false;
  let consonantsFrom = 0;
  for (let i = 0; i < word.length; i++) {
    if (!VOWEL.test(word[i]!) || (word[i] === 'u' && word[i - 1]?.toLowerCase() === 'q')) continue;
    const startsGroup = i === 0 || !VOWEL.test(word[i - 1]!) || word[i - 2]?.toLowerCase() === 'q';
    if (startsGroup && seenVowel && i > consonantsFrom) {
      const at = syllableStart(word, consonantsFrom, i);
      if (at >= 3 && at <= word.length - 3) points.push(at);
    }
    seenVowel = true;
    consonantsFrom = i + 1;
  }
  return points;
}

/**
 * `text` with a soft hyphen at each break point of each long Latin word. Korean is left alone: it
 * breaks between words (keep-all).
 */
export function withBreaks(text: string): string {
  return text.replace(LONG_WORD, (word) => {
    const points = new Set(breakPoints(word));
    return [...word].map((c, i) => (points.has(i) ? SOFT_HYPHEN + c : c)).join('');
  });
}

const STEP = 0.06;
/** Below about 70 % a card's small text stops being readable; breaking the word reads better. */
const MIN_SCALE = 0.7;

const overflowsX = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 0.5;
const overflowsY = (el: HTMLElement) => el.scrollHeight > el.clientHeight + 0.5;

function shrink(el: HTMLElement, overflows: (el: HTMLElement) => boolean, box: HTMLElement = el): void {
  el.style.removeProperty('--fit');
  el.classList.remove('fit-break');
  // A box not laid out (display: none, a collapsed Book) is fitted when it appears.
  if (box.clientWidth === 0) return;
  let scale = 1;
  while (overflows(box) && scale - STEP >= MIN_SCALE - 1e-9) {
    scale = Math.round((scale - STEP) * 100) / 100;
    el.style.setProperty('--fit', String(scale));
  }
  if (overflows(box)) el.classList.add('fit-break');
}

/** Fits every marked element under `root`: names to their width, then texts to the card's height. */
export function fitCard(root: HTMLElement): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-fit]')) shrink(el, overflowsX);
  // A rules text fits when the face holds it and none of its words runs past its width.
  const tall = root.querySelector<HTMLElement>('[data-fit-height]');
  if (tall) shrink(tall, (el) => overflowsY(el) || overflowsX(tall), root);
}

/**
 * A ref for a card face's root: it is fitted after every change of `key` (its texts), again
 * when its width changes (a phone rotated, a layout breakpoint) and once the web fonts are in.
 */
export function useFitCard<T extends HTMLElement>(key: string): RefObject<T | null> {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the texts the DOM shows.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    fitCard(el);
    let alive = true;
    void globalThis.document?.fonts?.ready.then(() => alive && fitCard(el));
    if (typeof ResizeObserver === 'undefined') {
      return () => {
        alive = false;
      };
    }
    let width = el.clientWidth;
    let height = el.clientHeight;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width && el.clientHeight === height) return;
      width = el.clientWidth;
      height = el.clientHeight;
      fitCard(el);
    });
    observer.observe(el);
    return () => {
      alive = false;
      observer.disconnect();
    };
  }, [key]);
  return ref;
}
