import { EditionError } from '@nobid/nobid';
import { describe, expect, it } from 'vitest';
import {
  cardSvgs,
  editionTextProblems,
  loadTexts,
  NOBID_DATA,
  type PressData,
  renderRulebookText,
} from '../src/index.ts';
import { withoutMessages } from '../src/rulebook/edition-texts.ts';
import { dataWith, shapeOnlyDataWith } from './editions.ts';

type Texts = { name: string; text?: string; flavour?: string };

/** The default edition with a new Order, "Windfall", that draws three cards and brings its texts. */
const withWindfall = (texts: { en: Texts; de: Texts; ko: Texts }): PressData =>
  shapeOnlyDataWith((e) => {
    e.cards.push({ kind: 'windfall', type: 'order', copies: 2, effects: [{ op: 'draw', count: 3 }], texts });
  });

const WINDFALL = {
  en: { name: 'Windfall', text: 'Draw { $n } cards.' },
  de: { name: 'Geldregen', text: 'Ziehe { $n } Karten.' },
  ko: { name: '횡재', text: '카드를 { $n }장 뽑습니다.' },
};

const faceOf = (data: PressData, lang: 'en' | 'de' | 'ko', kind: string) =>
  cardSvgs(lang, data).faces.find((f) => f.name === kind)!.svg;

describe('a card that brings its own texts in the edition', () => {
  it('is printed with them, its numbers from its data, on its face and in the rulebook', () => {
    const data = withWindfall(WINDFALL);
    expect(editionTextProblems(data)).toEqual([]);
    expect(renderRulebookText('en', 'txt', data)).toContain('Windfall\tDraw 3 cards.\t2');
    expect(renderRulebookText('de', 'txt', data)).toContain('Geldregen\tZiehe 3 Karten.\t2');
    expect(renderRulebookText('ko', 'txt', data)).toContain('횡재\t카드를 3장 뽑습니다.\t2');
    const en = faceOf(data, 'en', 'windfall');
    expect(en).toContain('<title>Windfall</title>');
    expect(en).toMatch(/class="rules"[^>]*>Draw 3 cards\.</);
    expect(faceOf(data, 'ko', 'windfall')).toMatch(/class="rules"[^>]*>카드를 3장 뽑습니다\.</);
  });

  it("replaces the game's own texts of its kind, in the rulebook's prose too", () => {
    const data = dataWith((_e, card) => {
      card('leverage').texts = {
        en: { name: 'Margin Loan', text: 'Your Book counts { $n } more.', flavour: 'Borrowed.' },
        de: { name: 'Lombardkredit', text: 'Dein Buch zählt { $n } mehr.', flavour: 'Geliehen.' },
        ko: { name: '신용 대출', text: '당신의 장부는 { $n } 더 셉니다.', flavour: '빌린 것.' },
      };
    });
    const en = renderRulebookText('en', 'txt', data);
    expect(en).toContain('Margin Loan: Your Book counts 1 more.; Borrowed.');
    // The counting example names the card by message reference: it names the edition's card.
    expect(en).toContain('one Margin Loan (+1) and one Margin Call (−1)');
    expect(en).not.toContain('Your Book counts as having one additional Position.');
    expect(renderRulebookText('de', 'txt', data)).toContain(
      'Lombardkredit: Dein Buch zählt 1 mehr.; Geliehen.',
    );
    expect(faceOf(data, 'ko', 'leverage')).toContain('>신용 대출</text>');
    // The default edition's bundle is untouched.
    expect(loadTexts('en').t('card-leverage-name')).toBe('Leverage');
  });

  it('is refused, with its path, when a pattern does not parse (Junk), in any language', () => {
    const data = withWindfall({ ...WINDFALL, de: { name: 'Geldregen', text: 'Ziehe { $n Karten.' } });
    const problems = editionTextProblems(data);
    const index = data.cards.findIndex((d) => d.kind === 'windfall');
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toBe(`cards[${index}].texts.de.text`);
    expect(problems[0]!.message).toMatch(/^not a Fluent pattern/);
    expect(() => renderRulebookText('de', 'txt', data)).toThrow(EditionError);
    // The other languages print.
    expect(renderRulebookText('en', 'txt', data)).toContain('Windfall');
  });

  it('is refused when a line of a pattern would be read as an attribute, not printed', () => {
    const data = withWindfall({
      ...WINDFALL,
      en: { name: 'Windfall', text: 'Draw { $n } cards.\n.then = discard' },
    });
    expect(editionTextProblems(data).map((p) => p.path)).toEqual([
      `cards[${data.cards.length - 1}].texts.en.text`,
    ]);
  });

  it('is refused when a text its face prints is missing, or uses a number the card does not have', () => {
    const data = withWindfall({
      ...WINDFALL,
      ko: { name: '횡재' },
      de: { name: 'Geldregen', text: 'Ziehe { $bonus } Karten.' },
    });
    const at = `cards[${data.cards.length - 1}].texts`;
    const problems = editionTextProblems(data);
    expect(problems.map((p) => p.path)).toEqual([`${at}.de`, `${at}.ko.text`]);
    expect(problems[0]!.message).toContain('$bonus');
    expect(problems[1]!.message).toContain('needs its text in ko');
  });

  it('the default edition brings none, and has no problems', () => {
    expect(NOBID_DATA.cards.some((d) => d.texts)).toBe(false);
    expect(editionTextProblems(NOBID_DATA)).toEqual([]);
  });
});

describe('withoutMessages', () => {
  it('drops a message with its continuation lines and keeps everything around it', () => {
    const source = [
      'a = one',
      '# about b',
      'b = { $n ->',
      '        [1] x',
      '',
      '       *[other] y',
      '    }',
      'c = three',
      '-term = t',
    ].join('\n');
    expect(withoutMessages(source, new Set(['b']))).toBe(
      ['a = one', '# about b', 'c = three', '-term = t'].join('\n'),
    );
    expect(withoutMessages(source, new Set(['a', 'c']))).toBe(
      source.split('\n').slice(1, 7).concat('-term = t').join('\n'),
    );
    expect(withoutMessages(source, new Set())).toBe(source);
  });
});
