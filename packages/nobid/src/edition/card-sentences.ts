/**
 * The rulebook's sentences (texts/<lang>/rulebook.ftl) that speak of particular cards, by message
 * id. A text that follows the data must still make sense when an edition leaves a card out (0
 * copies at every player count it is for): the press prints such a sentence only while every card
 * it speaks of is in the game, and prints its `otherwise` in its place, if it has one. The edition
 * check warns where a left-out sentence is the publisher's (a seed sentence): the edition's
 * rulebook then departs from the publisher's text. Browser-safe.
 */
import { CARD_TYPES } from '../cards.ts';
import type { Edition } from './schema.ts';
import { type CopiesSource, copiesAt, type EditionProblem } from './validate.ts';

export interface CardSentence {
  /** The card kinds it speaks of: it holds while every one of them is in the game. */
  readonly kinds: readonly string[];
  /** The publisher's text (the seed sections of the rulebook), not the press's own. */
  readonly seed: boolean;
  /** It quotes the copies before any player-count rule, so those must be above 0 too. */
  readonly baseCopies?: true;
  /** The message printed in its place when it does not hold (it names none of `kinds`). */
  readonly otherwise?: string;
}

const NO_BID_SECTION = [
  'no-bid-intro',
  'no-bid-when',
  'no-bid-not-action',
  'no-bid-counter',
  'no-bid-spent',
  'no-bid-market',
  'no-bid-position',
] as const;

export const CARD_SENTENCES: Readonly<Record<string, CardSentence>> = {
  'counting-example': { kinds: ['leverage', 'margin-call'], seed: true },
  ...Object.fromEntries(NO_BID_SECTION.map((id) => [id, { kinds: ['no-bid'], seed: true }])),
  // "Identical timing to No Bid": it explains one counter by the other.
  'circuit-breaker-timing': { kinds: ['circuit-breaker', 'no-bid'], seed: true },
  'circuit-breaker-why': { kinds: ['circuit-breaker', 'no-bid'], seed: true, baseCopies: true },
  'ruling-stack': {
    kinds: ['no-bid', 'circuit-breaker'],
    seed: false,
    otherwise: 'ruling-stack-no-bid-only',
  },
  'ruling-frozen-collateral': { kinds: ['frozen-collateral', 'leverage'], seed: false },
  'ruling-stop-loss': { kinds: ['stop-loss'], seed: false },
  'ruling-win-check': { kinds: ['bull-run'], seed: false, otherwise: 'ruling-win-check-plain' },
  'ruling-end-of-turn': { kinds: ['wide-spread'], seed: false },
  'ruling-discards': { kinds: ['slippage', 'wide-spread'], seed: false, otherwise: 'ruling-discards-plain' },
};

/** The `otherwise` of a sentence holds only where what it still names is in the game. */
const OTHERWISE_NEEDS: Readonly<Record<string, readonly string[]>> = {
  'ruling-stack-no-bid-only': ['no-bid'],
};

/** What the game's copies are read from: an edition, or the press's data of one. */
export interface EditionCopies extends CopiesSource {
  readonly players: Edition['players'];
}

/** The kinds with copies at some player count the edition is for. */
export function kindsInGame(edition: EditionCopies): ReadonlySet<string> {
  const kinds = new Set<string>();
  for (let n = edition.players.min; n <= edition.players.max; n++)
    for (const [kind, copies] of copiesAt(edition, n)) if (copies > 0) kinds.add(kind);
  return kinds;
}

/** Whether the sentence `id` holds for the edition (a sentence about no card always does). */
export function sentenceHolds(id: string, edition: EditionCopies, inGame = kindsInGame(edition)): boolean {
  const sentence = CARD_SENTENCES[id];
  if (!sentence) return (OTHERWISE_NEEDS[id] ?? []).every((k) => inGame.has(k));
  if (!sentence.kinds.every((k) => inGame.has(k))) return false;
  if (!sentence.baseCopies) return true;
  const base = new Map(edition.cards.map((c) => [c.kind, c.copies]));
  return sentence.kinds.every((k) => (base.get(k) ?? 0) > 0);
}

/** The message to print for `id`: itself, its `otherwise`, or null (nothing). */
export function sentenceFor(
  id: string,
  edition: EditionCopies,
  inGame = kindsInGame(edition),
): string | null {
  if (sentenceHolds(id, edition, inGame)) return id;
  const otherwise = CARD_SENTENCES[id]?.otherwise;
  return otherwise && sentenceHolds(otherwise, edition, inGame) ? otherwise : null;
}

/**
 * Where the edition's rulebook leaves out the publisher's text: per card, the seed sentences about
 * it when it is not in the game (or, for a sentence that counts the copies, not in the deck before
 * the player-count rules), and its entry in the publisher's list of Book cards; per card type left
 * without a card, its row in the table of types. `publisherKinds`: the kinds of the game's own
 * texts (the publisher's cards). Warnings, not problems: the edition plays and prints.
 */
export function rulebookWarnings(edition: Edition, publisherKinds: ReadonlySet<string>): EditionProblem[] {
  const inGame = kindsInGame(edition);
  const base = new Map(edition.cards.map((c) => [c.kind, c.copies]));
  const kinds = new Set(Object.values(CARD_SENTENCES).flatMap((s) => s.kinds));
  for (const card of edition.cards) kinds.add(card.kind);
  const warnings: EditionProblem[] = [];
  for (const kind of kinds) {
    const index = edition.cards.findIndex((c) => c.kind === kind);
    const card = edition.cards[index];
    const path = card ? `cards[${index}].copies` : 'cards';
    const seed = Object.entries(CARD_SENTENCES).filter(([, s]) => s.seed && s.kinds.includes(kind));
    if (!inGame.has(kind)) {
      const left: string[] = [];
      if (seed.length > 0)
        left.push(`the publisher's sentences on it (${seed.map(([id]) => id).join(', ')})`);
      if (card && (card.type === 'leverage' || card.type === 'drawdown') && publisherKinds.has(kind))
        left.push("its entry in the publisher's list of Book cards");
      if (left.length > 0)
        warnings.push({
          path,
          message: `"${kind}" has 0 copies at every player count: the rulebook leaves out ${left.join(' and ')}`,
        });
    } else if ((base.get(kind) ?? 0) === 0) {
      const counting = seed.filter(([, s]) => s.baseCopies).map(([id]) => id);
      if (counting.length > 0)
        warnings.push({
          path,
          message: `"${kind}" has 0 copies before the player-count rules: the rulebook leaves out the publisher's sentence that counts them (${counting.join(', ')})`,
        });
    }
  }
  for (const type of CARD_TYPES)
    if (
      edition.cards.some((c) => c.type === type) &&
      !edition.cards.some((c) => c.type === type && inGame.has(c.kind))
    )
      warnings.push({
        path: 'cards',
        message: `no "${type}" card has copies at any player count: the rulebook leaves out its row in the publisher's table of card types`,
      });
  return warnings;
}
