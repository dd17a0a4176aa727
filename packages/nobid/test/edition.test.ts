import { describe, expect, it } from 'vitest';
import {
  checkNobidEdition,
  compileEdition,
  DEFAULT_EDITION,
  type Edition,
  EditionError,
  editionIdentity,
  FIRST_EDITION,
  resolveEdition,
} from '../src/edition/index.ts';

/** A copy of the first edition (list B without player-count rules), to edit. */
const copy = (): Edition => structuredClone(FIRST_EDITION);
const problemsOf = (raw: unknown) => {
  const check = checkNobidEdition(raw);
  return check.ok ? [] : check.problems.map((p) => `${p.path}: ${p.message}`);
};
const cardIndex = (e: Edition, kind: string) => e.cards.findIndex((c) => c.kind === kind);

describe('the default edition', () => {
  it("keeps the rulebook's fixed numbers: target 7, deal 5, hand limit 7, Credit Line +3, 10 No Bid, 3 Circuit Breaker", () => {
    const e = DEFAULT_EDITION;
    expect(e.numbers).toMatchObject({ target: 7, openingHand: 5, handLimit: 7 });
    const card = (kind: string) => e.cards.find((c) => c.kind === kind)!;
    expect(card('credit-line')).toMatchObject({ book: { op: 'hand-limit', delta: 3 } });
    expect(card('no-bid').copies).toBe(10);
    expect(card('circuit-breaker').copies).toBe(3);
    expect(e.players).toEqual({ min: 2, max: 6 });
  });

  it('passes its own check', () => {
    expect(problemsOf(DEFAULT_EDITION)).toEqual([]);
  });

  it('compiles to one id per copy, Openings first', () => {
    const table = compileEdition(DEFAULT_EDITION, 4);
    expect(table.openingCount).toBe(8);
    expect(table.count).toBe(8 + 99);
    expect(table.def.slice(0, 8).every((d) => d.pile === 'openings')).toBe(true);
    const leverage = table.kind.indexOf('leverage');
    expect(table.countDelta[leverage]).toBe(1);
    expect(table.countDelta[table.kind.indexOf('margin-call')]).toBe(-1);
    expect(table.handLimitDelta[table.kind.indexOf('credit-line')]).toBe(3);
  });
});

describe('an edition identity', () => {
  it('is its name, version and a content hash that any edit changes', () => {
    const a = editionIdentity(FIRST_EDITION);
    expect(a).toMatchObject({ name: 'No Bid', version: '1' });
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(editionIdentity(copy()).hash).toBe(a.hash);
    const edited = copy();
    edited.cards[cardIndex(edited, 'leverage')]!.copies = 9;
    expect(editionIdentity(edited).hash).not.toBe(a.hash);
  });
});

describe('a bad edition', () => {
  it('is refused with every problem listed by its path', () => {
    const e = copy() as unknown as { cards: Record<string, unknown>[]; numbers: Record<string, unknown> };
    e.numbers.target = 99;
    e.cards[cardIndex(e as unknown as Edition, 'leverage')]!.copies = -1;
    e.cards[cardIndex(e as unknown as Edition, 'slippage')]!.book = { op: 'discard-at-start', count: 9 };
    e.cards.push({ kind: 'teleport', type: 'order', copies: 1, effects: [{ op: 'teleport' }] });
    const problems = problemsOf(e);
    expect(problems).toHaveLength(4);
    expect(problems.some((p) => p.startsWith('numbers.target:'))).toBe(true);
    expect(
      problems.some((p) => p.startsWith(`cards[${cardIndex(e as unknown as Edition, 'leverage')}].copies:`)),
    ).toBe(true);
    expect(problems.some((p) => p.includes('.book.count:'))).toBe(true);
    expect(problems.some((p) => p.startsWith(`cards[${e.cards.length - 1}].effects[0].op`))).toBe(true);
  });

  it('is refused when a new card has no texts, a kind repeats, or the deck is too small to deal', () => {
    const e = copy();
    e.cards.push({
      kind: 'hedge',
      type: 'leverage',
      copies: 2,
      book: { op: 'count', delta: 1 },
      flavour: false,
    });
    e.cards.push({ ...e.cards[cardIndex(e, 'scalp')]! });
    expect(problemsOf(e)).toEqual([
      `cards[${e.cards.length - 2}].texts: "hedge" is a new card: give its name and text in en, de and ko`,
      `cards[${e.cards.length - 1}].kind: "scalp" is already cards[${cardIndex(e, 'scalp')}]`,
    ]);
    const tiny = copy();
    for (const card of tiny.cards) if (card.type !== 'position') card.copies = 0;
    for (const card of tiny.cards) if (card.type === 'position' && card.pile === 'main') card.copies = 1;
    expect(problemsOf(tiny)).toContain(
      'cards: with 6 players the main deck has 16 cards: dealing 30 would leave too few to draw',
    );
  });

  it('is refused for its shape and for a deck too small to deal, both listed at once', () => {
    // Four problems of shape, and at 6 players a main deck of 33 cards, where dealing 5 each needs 36.
    const e = structuredClone(DEFAULT_EDITION);
    e.cards = e.cards.filter(
      (c) => c.type === 'position' || ['no-bid', 'circuit-breaker', 'ipo'].includes(c.kind),
    );
    const positions = e.cards.filter((c) => c.type === 'position' && c.pile === 'main').map((c) => c.kind);
    e.playerCounts = [{ players: [5, 6], copies: Object.fromEntries(positions.map((k) => [k, 1])) }];
    e.name = '';
    e.version = 'two words';
    e.age = 200;
    e.numbers = { ...e.numbers, target: 99 };
    const problems = problemsOf(e);
    expect(problems.filter((p) => /^(name|version|age|numbers\.target):/.test(p))).toHaveLength(4);
    expect(problems).toContain(
      'cards: with 6 players the main deck has 33 cards: dealing 30 would leave too few to draw',
    );
    expect(problems).toHaveLength(5);
  });

  it('leaves out a game check whose figures it cannot read, rather than guess them', () => {
    // Leverage would be the whole main deck, but its copies are unreadable: the deck's size is not known.
    const e = structuredClone(DEFAULT_EDITION);
    e.playerCounts = [];
    for (const card of e.cards) if (card.type !== 'position' || card.pile === 'main') card.copies = 0;
    const leverage = cardIndex(e, 'leverage');
    (e.cards[leverage] as unknown as { copies: unknown }).copies = 'eight';
    e.cards.push({ ...e.cards[cardIndex(e, 'scalp')]! });
    expect(problemsOf(e)).toEqual([
      `cards[${leverage}].copies: Invalid input: expected number, received string`,
      `cards[${e.cards.length - 1}].kind: "scalp" is already cards[${cardIndex(e, 'scalp')}]`,
    ]);
    // Readable, the same deck is too small.
    e.cards[leverage]!.copies = 8;
    expect(problemsOf(e)).toContain(
      'cards: with 2 players the main deck has 8 cards: dealing 10 would leave too few to draw',
    );
  });

  it('is refused as a whole by resolveEdition, and an unknown shipped name is named', () => {
    expect(() => resolveEdition({ name: 'No Bid', version: '99' })).toThrow(/no shipped edition "No Bid" 99/);
    expect(() => resolveEdition({ ...copy(), numbers: { ...copy().numbers, handLimit: 0 } })).toThrow(
      EditionError,
    );
    expect(resolveEdition(undefined)).toBe(DEFAULT_EDITION);
    expect(resolveEdition({ name: 'No Bid', version: '1' })).toBe(FIRST_EDITION);
    expect(resolveEdition({ name: 'No Bid', version: '2' })).toBe(DEFAULT_EDITION);
  });
});

describe("a new card's own texts", () => {
  const hedge = (en: Record<string, string>) => ({
    kind: 'hedge',
    type: 'leverage' as const,
    copies: 2,
    book: { op: 'count' as const, delta: 1 },
    flavour: false,
    texts: {
      en: { name: 'Hedge', ...en },
      de: { name: 'Absicherung', text: 'Zählt { $n } mehr.' },
      ko: { name: '헤지', text: '{ $n }' },
    },
  });

  it('are Fluent patterns that may print the numbers the card has', () => {
    const e = copy();
    e.cards.push(hedge({ text: 'Counts { $n } more.' }));
    expect(problemsOf(e)).toEqual([]);
  });

  it('are refused, by path, when they do not parse or print a number the card does not have', () => {
    const e = copy();
    e.cards.push(hedge({ text: 'Counts { $n more.', flavour: 'Worth { $bonus }.' }));
    const i = e.cards.length - 1;
    expect(problemsOf(e)).toEqual([
      `cards[${i}].texts.en.text: not a valid Fluent pattern (check the { } placeables)`,
      `cards[${i}].texts.en.flavour: uses { $bonus }, but this card gives $n`,
    ]);
  });
});
