/**
 * The rulebook's sentences about particular cards (card-sentences.ts): which hold for an edition,
 * what the edition check warns of when the publisher's text is left out, and a guard that every
 * message of rulebook.ftl naming a card is listed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CARD_SENTENCES,
  checkNobidEdition,
  DEFAULT_EDITION,
  type Edition,
  SHIPPED_EDITIONS,
  sentenceFor,
} from '../src/edition/index.ts';

const edited = (change: (e: Edition) => void): Edition => {
  const e = structuredClone(DEFAULT_EDITION);
  change(e);
  return e;
};
const card = (e: Edition, kind: string) => e.cards.find((c) => c.kind === kind)!;
const warningsOf = (e: Edition) => {
  const check = checkNobidEdition(e);
  if (!check.ok) throw new Error(check.problems.map((p) => p.message).join('\n'));
  return check.warnings.map((w) => `${w.path}: ${w.message}`);
};

describe("the edition check warns where the rulebook leaves out the publisher's text", () => {
  it('never for the shipped editions', () => {
    for (const e of SHIPPED_EDITIONS) expect(warningsOf(e)).toEqual([]);
  });

  it('for a Book card with 0 copies: its entry in the list of Book cards', () => {
    const e = edited((d) => {
      card(d, 'frozen-collateral').copies = 0;
    });
    const i = e.cards.findIndex((c) => c.kind === 'frozen-collateral');
    expect(warningsOf(e)).toEqual([
      `cards[${i}].copies: "frozen-collateral" has 0 copies at every player count: the rulebook leaves out its entry in the publisher's list of Book cards`,
    ]);
  });

  it('for Circuit Breakers only at 5-6 players: the sentence that counts them in the deck', () => {
    const e = edited((d) => {
      card(d, 'circuit-breaker').copies = 0;
      d.playerCounts[1]!.copies['circuit-breaker'] = 2;
    });
    const i = e.cards.findIndex((c) => c.kind === 'circuit-breaker');
    expect(warningsOf(e)).toEqual([
      `cards[${i}].copies: "circuit-breaker" has 0 copies before the player-count rules: the rulebook leaves out the publisher's sentence that counts them (circuit-breaker-why)`,
    ]);
    expect(sentenceFor('circuit-breaker-timing', e)).toBe('circuit-breaker-timing');
    expect(sentenceFor('circuit-breaker-why', e)).toBeNull();
  });

  it("not for an Order with 0 copies (its row is the press's own table), whose ruling is said without it", () => {
    const e = edited((d) => {
      card(d, 'bull-run').copies = 0;
    });
    expect(warningsOf(e)).toEqual([]);
    expect(sentenceFor('ruling-win-check', e)).toBe('ruling-win-check-plain');
  });
});

describe('rulebook.ftl', () => {
  const texts = readFileSync(join(import.meta.dirname, '..', 'texts', 'en', 'rulebook.ftl'), 'utf8');
  const kinds = new Set(DEFAULT_EDITION.cards.map((c) => c.kind));
  const otherwise = new Set(Object.values(CARD_SENTENCES).flatMap((s) => s.otherwise ?? []));

  it('has every message that names a card listed with that card in CARD_SENTENCES', () => {
    const named = [...texts.matchAll(/^([a-z][\w-]*) = (.*)$/gm)]
      .map(([, id, text]) => ({
        id: id!,
        cards: [...text!.matchAll(/\{ card-([a-z-]+)-(?:name|text) \}/g)].map((m) => m[1]!),
      }))
      // A type's row is left out with the last card of its type (the press's cardTypes).
      .filter((m) => m.cards.length > 0 && !m.id.startsWith('type-'));
    expect(named.length).toBeGreaterThan(5);
    for (const { id, cards } of named) {
      for (const kind of cards) expect(kinds.has(kind), `${id}: ${kind}`).toBe(true);
      if (otherwise.has(id)) continue;
      expect(CARD_SENTENCES[id]?.kinds, id).toEqual(expect.arrayContaining(cards));
    }
    for (const id of [...Object.keys(CARD_SENTENCES), ...otherwise])
      expect(texts, id).toMatch(new RegExp(`^${id} = `, 'm'));
  });
});
