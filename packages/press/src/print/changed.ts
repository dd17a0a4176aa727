/**
 * `nobid cards --changed-since`: what the next print of an edition needs, in one language, since
 * an earlier edition. A face is changed when its stamp's hash (stamp.ts: the entry, its words in
 * that language, its art inputs, its fonts) differs from the same kind's face in the earlier
 * edition, or the earlier edition has no card of its kind: every copy of it is printed. A card
 * whose face is the same but whose copies rose prints only the extra copies. Nothing else counts:
 * a card whose neighbour changed keeps its stamp and is not reprinted.
 *
 * An earlier edition is read with its own texts: the texts its cards bring, and the game's
 * cards.ftl and rulebook.ftl as they were (a git ref's), or as they are now (a file's).
 */
import { faceHash, stampKey } from '../cards/stamp.ts';
import { type PressData, printedCopies } from '../data.ts';
import type { Lang } from '../languages.ts';
import type { Texts } from '../rulebook/strict-texts.ts';
import { loadTexts } from '../texts.ts';

/** An edition's data and its texts in a language (`loadTexts` unless it was read from git). */
export interface Printing {
  readonly data: PressData;
  readonly texts: (lang: Lang) => Texts;
}

export const printingOf = (data: PressData): Printing => ({ data, texts: (lang) => loadTexts(lang, data) });

const hashes = (p: Printing, lang: Lang): Map<string, string> => {
  const texts = p.texts(lang);
  return new Map(p.data.cards.map((def) => [def.kind, faceHash(texts, p.data, def)]));
};

export interface Reprint {
  /** Kinds whose face changed: every copy is printed. */
  readonly changed: readonly string[];
  /** Kinds whose face is the same, with the copies added since. */
  readonly extra: Readonly<Record<string, number>>;
}

export function reprintOf(before: Printing, now: Printing, lang: Lang): Reprint {
  const old = hashes(before, lang);
  const fresh = hashes(now, lang);
  const oldDef = new Map(before.data.cards.map((d) => [d.kind, d]));
  const changed: string[] = [];
  const extra: Record<string, number> = {};
  for (const def of now.data.cards) {
    const was = oldDef.get(def.kind);
    if (!was || old.get(def.kind) !== fresh.get(def.kind)) changed.push(def.kind);
    else {
      const more = printedCopies(now.data, def) - printedCopies(before.data, was);
      if (more > 0) extra[def.kind] = more;
    }
  }
  return { changed, extra };
}

/** The data of a reprint: only its cards, each with the copies to print. */
export function reprintData(data: PressData, r: Reprint): PressData {
  const copies: Record<string, number> = { ...r.extra };
  for (const kind of r.changed) copies[kind] = printedCopies(data, data.cards.find((d) => d.kind === kind)!);
  return { ...onlyCards(data, Object.keys(copies)), reprint: copies };
}

/**
 * The data with each face's stamp version: the oldest edition of an unbroken run, back from this
 * one, in which that face's hash was the same. `earlier` is oldest first.
 */
export function withStampHistory(
  now: Printing,
  earlier: readonly Printing[],
  langs: readonly Lang[],
): PressData {
  const since: Record<string, string> = {};
  for (const lang of langs) {
    const fresh = hashes(now, lang);
    const open = new Set(fresh.keys());
    for (const p of [...earlier].reverse()) {
      if (open.size === 0) break;
      const old = hashes(p, lang);
      for (const kind of [...open]) {
        if (old.get(kind) === fresh.get(kind)) since[stampKey(lang, kind)] = p.data.edition.version;
        else open.delete(kind);
      }
    }
  }
  return { ...now.data, stampSince: since };
}

/** The data with only the cards of `kinds` (every other field as it was). */
export const onlyCards = (data: PressData, kinds: readonly string[]): PressData => ({
  ...data,
  cards: data.cards.filter((d) => kinds.includes(d.kind)),
});

/**
 * The data without the cards that no player count of the edition uses (0 copies at every count):
 * `nobid cards` writes no face for a card that is not in the game.
 */
export const inPlay = (data: PressData): PressData =>
  onlyCards(
    data,
    data.cards.filter((d) => printedCopies(data, d) > 0).map((d) => d.kind),
  );
