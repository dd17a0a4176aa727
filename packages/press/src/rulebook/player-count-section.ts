/**
 * The edition's player-count rules (`playerCounts`) as a section of their own, right after the
 * publisher's text: for each rule, the player counts it is for, the copies it changes and the
 * extra cards drawn on the first turn, as sentences formatted from the data. An edition without
 * player-count rules has no such section, so its rulebook is unchanged.
 */
import { type CardDef, copiesAtCount, type PressData } from '../data.ts';
import type { Texts } from '../texts.ts';
import type { BlockWriter } from './builder.ts';
import { cardEntry } from './card-texts.ts';

/** A rule as the edition gives it (the press's `PlayerCountRule` plus the first-turn draws). */
interface Rule {
  readonly players: readonly number[];
  readonly copies: Readonly<Record<string, number>>;
  readonly firstTurnExtraDraw?: readonly number[];
}

/** "2", "5–6" (a run), "3, 5 or 6": the player counts as a reader says them. */
export function playersPhrase(t: Texts, players: readonly number[]): string {
  const sorted = [...players].sort((a, b) => a - b);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  if (sorted.length === 1) return String(first);
  if (last - first === sorted.length - 1) return t.t('edition-range', { min: first, max: last });
  return t.t('player-counts-or', { first: sorted.slice(0, -1).join(', '), last });
}

/** A card as a sentence names it: a Position by pair and direction, any other by its name. */
export function countedName(t: Texts, data: PressData, def: CardDef): string {
  if (def.type !== 'position' || def.texts) return cardEntry(t, data, def).name;
  return `${def.pair.join('/')} ${t.t(`direction-${def.direction.toLowerCase()}`)}`;
}

/**
 * The sentences of one rule's copies. When every main-deck Position changes alike (the second
 * set of Positions), one sentence says so; every other card gets a sentence of its own.
 */
function copiesSentences(t: Texts, data: PressData, rule: Rule): string[] {
  const changed = data.cards.filter((def) => rule.copies[def.kind] !== undefined);
  const mainPositions = data.cards.filter((def) => def.type === 'position' && def.pile === 'main');
  const first = mainPositions[0];
  const allAlike =
    first !== undefined &&
    rule.copies[first.kind] !== undefined &&
    mainPositions.every(
      (def) => rule.copies[def.kind] === rule.copies[first.kind] && def.copies === first.copies,
    );
  const sentences: string[] = [];
  if (allAlike)
    sentences.push(
      t.t('player-counts-every-position', { copies: rule.copies[first.kind]!, base: first.copies }),
    );
  for (const def of changed) {
    if (allAlike && mainPositions.includes(def)) continue;
    sentences.push(
      t.t('player-counts-card', {
        pile: def.pile,
        name: countedName(t, data, def),
        copies: rule.copies[def.kind]!,
        base: def.copies,
      }),
    );
  }
  return sentences;
}

function extraDrawSentences(t: Texts, rule: Rule): string[] {
  return (rule.firstTurnExtraDraw ?? []).flatMap((n, i) =>
    n > 0 ? [t.t('player-counts-extra-draw', { seat: i + 1, n })] : [],
  );
}

export function writePlayerCountSection(w: BlockWriter, data: PressData): void {
  const rules = data.playerCounts as readonly Rule[];
  if (rules.length === 0) return;
  const t = w.texts;
  w.h(2, 'player-counts-heading').p('player-counts-rules-intro');
  for (const rule of rules) {
    const items = [...extraDrawSentences(t, rule), ...copiesSentences(t, data, rule)];
    if (items.length === 0) continue;
    w.p('player-counts-with', { players: playersPhrase(t, rule.players) });
    w.blocks.push({ kind: 'list', ordered: false, items });
  }
  if (rules.some((rule) => Object.keys(rule.copies).length > 0)) w.p('player-counts-set-aside');
}

/** The player-count rules that change copies, with the counts they are for (the deck table's columns). */
export function copiesColumns(
  data: PressData,
): { readonly players: readonly number[]; readonly at: number; readonly copies: (def: CardDef) => number }[] {
  return (data.playerCounts as readonly Rule[])
    .filter((rule) => Object.keys(rule.copies).length > 0)
    .map((rule) => {
      const at = Math.min(...rule.players);
      return { players: rule.players, at, copies: (def: CardDef) => copiesAtCount(data, def, at) };
    });
}
