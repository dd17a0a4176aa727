import { describe, expect, it } from 'vitest';
import { type FtlFile, messageIds, missingMessages, syntaxProblems, textProblems } from '../src/check.ts';

const ftl = (file: string, source: string): FtlFile => ({ file, source });

describe('syntaxProblems', () => {
  it('finds nothing in a clean file', () => {
    expect(syntaxProblems(ftl('en.ftl', '# a comment\nhello = Hello\n-term = T\nbye = { -term }\n'))).toEqual(
      [],
    );
  });

  it('reports every Junk entry with its file and line', () => {
    const source = 'ok = fine\nbroken = { $x\nalso-ok = fine\n\n= no id\nlast = fine\n';
    const problems = syntaxProblems(ftl('de/cards.ftl', source));
    expect(problems.map((p) => [p.file, p.line])).toEqual([
      ['de/cards.ftl', 2],
      ['de/cards.ftl', 5],
    ]);
    expect(problems[0]!.message).toMatch(/Expected token: "}": broken = \{ \$x/);
  });

  it('reports a message defined twice, where the second one is', () => {
    expect(syntaxProblems(ftl('ko.ftl', 'a = 1\nb = 2\na = 3\n'))).toEqual([
      { file: 'ko.ftl', line: 3, message: '"a" is defined twice' },
    ]);
  });
});

describe('missingMessages', () => {
  it('lists a message one language lacks, where another language defines it', () => {
    const texts = {
      en: [ftl('en/a.ftl', 'one = One\ntwo = Two\n'), ftl('en/b.ftl', 'three = Three\n')],
      de: [ftl('de/a.ftl', 'one = Eins\nthree = Drei\n'), ftl('de/b.ftl', 'two = Zwei\n')],
      ko: [ftl('ko/a.ftl', 'one = 하나\n'), ftl('ko/b.ftl', 'four = 넷\n')],
    };
    expect(missingMessages(texts)).toEqual([
      { file: 'en/a.ftl', line: 2, message: '"two" is missing in ko' },
      { file: 'en/b.ftl', line: 1, message: '"three" is missing in ko' },
      { file: 'ko/b.ftl', line: 1, message: '"four" is missing in en, de' },
    ]);
  });

  it('does not count terms as messages', () => {
    const texts = { en: [ftl('en', '-t = T\n')], de: [ftl('de', '')], ko: [ftl('ko', '')] };
    expect(missingMessages(texts)).toEqual([]);
    expect(messageIds('-t = T\nm = { -t }\nn = N\n')).toEqual(['m', 'n']);
  });
});

describe('textProblems', () => {
  it('puts both kinds in one list of file:line lines', () => {
    const texts = {
      en: [ftl('en.ftl', 'a = A\nb = B\n')],
      de: [ftl('de.ftl', 'a = A\nb = { B\n')],
      ko: [ftl('ko.ftl', 'a = A\nb = B\n')],
    };
    expect(textProblems(texts)).toEqual([
      expect.stringMatching(/^de\.ftl:2: Expected/),
      'en.ftl:2: "b" is missing in de',
    ]);
  });
});
