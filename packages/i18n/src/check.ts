/**
 * Checks on .ftl sources that `@fluent/bundle` cannot make: it drops a message with a syntax
 * error silently (the parser turns it into Junk), so a typo in a translation would otherwise only
 * show as a missing text at run time. Used by every package's texts test; it parses with
 * `@fluent/syntax`, which the bundles never load.
 */
import { type Entry, Message, parse } from '@fluent/syntax';
import { LANGS, type Lang } from './langs.ts';

/** One .ftl file: a name to report it by (a path or package specifier) and its text. */
export interface FtlFile {
  readonly file: string;
  readonly source: string;
}

/** Something wrong in a file, at a 1-based line. */
export interface FtlProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

const lineAt = (source: string, offset: number): number => source.slice(0, offset).split('\n').length;

const entries = (ftl: FtlFile): Entry[] => parse(ftl.source, { withSpans: true }).body;

/** Every entry the parser could not read, and each message id defined twice in the file. */
export function syntaxProblems(ftl: FtlFile): FtlProblem[] {
  const problems: FtlProblem[] = [];
  const seen = new Set<string>();
  for (const entry of entries(ftl)) {
    const line = lineAt(ftl.source, entry.span?.start ?? 0);
    if (entry.type === 'Junk') {
      const why = entry.annotations.map((a) => a.message).join('; ') || 'unreadable';
      problems.push({ file: ftl.file, line, message: `${why}: ${entry.content.trim().split('\n')[0]}` });
    } else if (entry instanceof Message) {
      if (seen.has(entry.id.name))
        problems.push({ file: ftl.file, line, message: `"${entry.id.name}" is defined twice` });
      seen.add(entry.id.name);
    }
  }
  return problems;
}

/** The ids of the file's messages (not terms), in file order. */
export const messageIds = (source: string): string[] =>
  parse(source, { withSpans: false }).body.flatMap((e) => (e instanceof Message ? [e.id.name] : []));

/**
 * The messages one language has and another lacks, each reported where it is defined (in the
 * first language that has it). `texts` is one owner's files per language, e.g. No Bid's
 * cards.ftl and rulebook.ftl; a message may sit in any of a language's files.
 */
export function missingMessages(texts: Readonly<Record<Lang, readonly FtlFile[]>>): FtlProblem[] {
  const where = new Map<string, { file: string; line: number }>();
  const has = new Map<Lang, Set<string>>();
  for (const lang of LANGS) {
    const ids = new Set<string>();
    for (const ftl of texts[lang])
      for (const entry of entries(ftl)) {
        if (!(entry instanceof Message)) continue;
        ids.add(entry.id.name);
        if (!where.has(entry.id.name))
          where.set(entry.id.name, { file: ftl.file, line: lineAt(ftl.source, entry.span?.start ?? 0) });
      }
    has.set(lang, ids);
  }
  return [...where].flatMap(([id, at]) => {
    const missing = LANGS.filter((lang) => !has.get(lang)!.has(id));
    return missing.length === 0 ? [] : [{ ...at, message: `"${id}" is missing in ${missing.join(', ')}` }];
  });
}

/**
 * Everything wrong with one owner's texts, one line per problem ("en/cards.ftl:12: …"): syntax
 * problems in any file and messages missing from any language. A test expects `[]`.
 */
export function textProblems(texts: Readonly<Record<Lang, readonly FtlFile[]>>): string[] {
  const problems = [
    ...LANGS.flatMap((lang) => texts[lang].flatMap(syntaxProblems)),
    ...missingMessages(texts),
  ];
  return problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
}
