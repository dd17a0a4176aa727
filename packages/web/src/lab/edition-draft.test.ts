import { DEFAULT_EDITION, editionIdentity } from '@nobid/nobid/cards';
import { describe, expect, it } from 'vitest';
import {
  bookParamOf,
  checkDraft,
  editionFileName,
  editionFileText,
  readEditionFile,
  withBookParam,
  withCopies,
  withNumber,
  withPlayerCountCopies,
} from './edition-draft.ts';

const card = (edition: typeof DEFAULT_EDITION, kind: string) => edition.cards.find((c) => c.kind === kind)!;

describe("the lab's edition draft", () => {
  it('changes one number and leaves the rest of the edition as it was', () => {
    const edited = withCopies(withBookParam(DEFAULT_EDITION, 'credit-line', 4), 'leverage', 12);
    expect(card(edited, 'leverage').copies).toBe(12);
    expect(bookParamOf(card(edited, 'credit-line'))).toMatchObject({ param: 'delta', value: 4 });
    expect(
      edited.cards.filter((c) => c !== card(edited, 'leverage') && c !== card(edited, 'credit-line')),
    ).toEqual(DEFAULT_EDITION.cards.filter((c) => c.kind !== 'leverage' && c.kind !== 'credit-line'));
    const check = checkDraft(edited);
    expect(check.ok).toBe(true);
    if (check.ok) expect(editionIdentity(check.edition).hash).not.toBe(editionIdentity(DEFAULT_EDITION).hash);
  });

  it('lists every problem of a draft by its path', () => {
    const broken = withNumber(withCopies(DEFAULT_EDITION, 'leverage', 21), 'target', 99);
    const check = checkDraft(broken);
    expect(check.ok).toBe(false);
    const at = DEFAULT_EDITION.cards.findIndex((c) => c.kind === 'leverage');
    if (!check.ok)
      expect(check.problems.map((p) => p.path).sort()).toEqual([`cards[${at}].copies`, 'numbers.target']);
  });

  it("edits and drops a player-count rule's copies", () => {
    const rule = DEFAULT_EDITION.playerCounts.findIndex((r) => 'leverage' in r.copies);
    expect(rule).toBeGreaterThanOrEqual(0);
    expect(
      withPlayerCountCopies(DEFAULT_EDITION, rule, 'leverage', 14).playerCounts[rule]!.copies.leverage,
    ).toBe(14);
    expect(
      withPlayerCountCopies(DEFAULT_EDITION, rule, 'leverage', null).playerCounts[rule]!.copies,
    ).not.toHaveProperty('leverage');
  });

  it('reads back the file it downloads, and refuses what is not JSON', () => {
    const edited = withCopies(DEFAULT_EDITION, 'scalp', 3);
    const again = readEditionFile(editionFileText(edited));
    expect(again.ok && editionIdentity(again.edition)).toEqual(editionIdentity(edited));
    expect(readEditionFile('{ nope')).toMatchObject({ ok: false, problems: [{ path: '' }] });
    expect(editionFileName({ ...edited, name: 'No Bid', version: '2-lab' })).toBe('no-bid-2-lab.json');
  });
});
