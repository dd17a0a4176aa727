/** The edition's credits and contact: one schema, with errors that say what a good value looks like. */
import { describe, expect, it } from 'vitest';
import { checkNobidEdition, type Edition, FIRST_EDITION } from '../src/edition/index.ts';

const withFields = (fields: Record<string, unknown>): unknown => ({
  ...structuredClone(FIRST_EDITION),
  ...fields,
});
const problemsOf = (raw: unknown) => {
  const check = checkNobidEdition(raw);
  return check.ok ? [] : check.problems.map((p) => `${p.path}: ${p.message}`);
};

describe("an edition's credits and contact", () => {
  it('accepts every role, a translation per language and a publisher, and keeps them', () => {
    const credits = {
      design: ['A. Person', 'B. Person'],
      development: ['C. Person'],
      art: ['D. Person'],
      translation: { de: ['E. Person'], ko: ['F. Person'] },
      publisher: 'Example Games',
    };
    const check = checkNobidEdition(withFields({ credits, contact: 'mailto:rules@example.org' }));
    expect(check.ok).toBe(true);
    const edition = (check as { edition: Edition }).edition;
    expect(edition.credits).toEqual(credits);
    expect(edition.contact).toBe('mailto:rules@example.org');
    expect(problemsOf(withFields({ credits: { publisher: 'Example Games' } }))).toEqual([]);
  });

  it('refuses the old free-text line with the shape it wants', () => {
    expect(problemsOf(withFields({ credits: 'Design: A. Person' }))).toEqual([
      'credits: credits is an object of roles: { "design": [names], "development": [names], "art": [names], "translation": { "de": [names] }, "publisher": "name" }',
    ]);
  });

  it('names the role, the language and the name that are wrong', () => {
    const problems = problemsOf(
      withFields({
        credits: {
          design: 'A. Person',
          art: [],
          illustration: ['X'],
          translation: { fr: ['G. Person'], de: ['  '] },
          publisher: '<b>Games</b>',
        },
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'credits.design: a role is a list of names, as ["A. Person"]',
        'credits.art: a role lists at least one name (leave the role out instead)',
        'credits: credits name the roles design, development, art, translation and publisher, not "illustration"',
        'credits.translation: translation is by language (en, de, ko), not "fr"',
        'credits.translation.de[0]: a name is not empty',
        'credits.publisher: a name is one line without < > { }',
      ]),
    );
    expect(problems).toHaveLength(6);
  });

  it('takes a contact that is an https: or mailto: address, nothing a page could run', () => {
    expect(problemsOf(withFields({ contact: 'https://example.org/no-bid/errata' }))).toEqual([]);
    for (const bad of ['javascript:alert(1)', 'http://example.org', 'mailto:nobody', 'example.org'])
      expect(problemsOf(withFields({ contact: bad })), bad).toEqual([
        'contact: contact is an https: or mailto: address',
      ]);
  });

  it('leaves the shipped editions as they were: no credits or contact in their files', () => {
    expect(FIRST_EDITION.credits).toBeUndefined();
    expect(FIRST_EDITION.contact).toBeUndefined();
  });
});
