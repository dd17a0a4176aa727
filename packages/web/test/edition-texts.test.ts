/**
 * An edition's own card texts are Fluent patterns from whoever wrote the file (a table's host
 * may upload one): they name their card and nothing else, and a pattern that is not Fluent is
 * shown as written rather than breaking the table.
 */
import { compileEdition, DEFAULT_EDITION, type EditionInput, editionSchema } from '@nobid/nobid/cards';
import { describe, expect, it } from 'vitest';
import { withEditionTexts } from '../src/games/nobid/edition-texts.ts';
import { translator } from '../src/i18n/i18n.ts';

/**
 * The default list plus one Order, `hedge`, whose English name and text are given. Only the
 * file's shape is checked here: the edition check refuses a broken pattern before any table
 * plays it, and these tests show that the table would still not break on one that got past.
 */
function withHedge(name: string, text: string) {
  const e = JSON.parse(JSON.stringify(DEFAULT_EDITION)) as EditionInput;
  const own = { name: 'Absicherung', text: 'Ziehe { $n } Karten.' };
  e.version = '1-texts';
  e.cards.push({
    kind: 'hedge',
    type: 'order',
    copies: 1,
    effects: [{ op: 'draw', count: 3 }],
    texts: { en: { name, text }, de: own, ko: own },
  });
  return compileEdition(editionSchema.parse(e), 4);
}

describe('an edition’s own card texts', () => {
  it('name the new card in its language and take the card’s number', () => {
    const cards = withHedge('Hedge', 'Draw { $n } cards.');
    const en = withEditionTexts(translator('en'), cards, 'en');
    expect(en('card-hedge-name')).toBe('Hedge');
    expect(en('card-hedge-text', { n: 3 })).toBe('Draw 3 cards.');
    expect(withEditionTexts(translator('de'), cards, 'de')('card-hedge-name')).toBe('Absicherung');
    // Everything else is still the app's.
    expect(en('card-leverage-name')).toBe('Leverage');
  });

  it('cannot define other messages by starting a new line', () => {
    const cards = withHedge('Hedge\nbtn-pass = Hacked', 'Draw.');
    const en = withEditionTexts(translator('en'), cards, 'en');
    expect(en('btn-pass')).toBe('Pass');
    expect(en('card-hedge-name')).toBe('Hedge\nbtn-pass = Hacked');
  });

  it('show a pattern that is not Fluent as it was written', () => {
    const cards = withHedge('Hedge { oops', 'Say "hi" \\ { $n');
    const en = withEditionTexts(translator('en'), cards, 'en');
    expect(en('card-hedge-name')).toBe('Hedge { oops');
    expect(en('card-hedge-text', { n: 3 })).toBe('Say "hi" \\ { $n');
  });

  it('leave a table whose edition brings none to the app’s texts', () => {
    const t = translator('en');
    expect(withEditionTexts(t, compileEdition(DEFAULT_EDITION, 4), 'en')).toBe(t);
  });
});
