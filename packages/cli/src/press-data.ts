/**
 * What `nobid rules` and `nobid cards` print: the press's data of `--edition FILE` (the default
 * edition without it), refused with every problem listed (exit 2) before anything is rendered:
 * the file's own problems (`loadEdition`), and texts its cards bring that do not parse, that a
 * face would miss, or that use a number the card does not have.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { type Edition, editionSchema, formatProblems, SHIPPED_EDITIONS } from '@nobid/nobid';
import {
  editionTextProblems,
  ftlPath,
  type Lang,
  type PressData,
  type Printing,
  pressDataOf,
  printingOf,
  strictTexts,
  TEXT_FILES,
  textBundle,
} from '@nobid/press';
import { loadEdition, readJsonFile } from './edition-file.ts';
import { oneLine, UsageError } from './usage-error.ts';

export function pressDataFor(spec: string | undefined): PressData {
  return pressDataAndEdition(spec).data;
}

export function pressDataAndEdition(spec: string | undefined): { data: PressData; edition: Edition } {
  const { edition, source } = loadEdition(spec);
  const data = pressDataOf(edition);
  const problems = editionTextProblems(data);
  if (problems.length > 0)
    throw new UsageError(
      `${source}: ${problems.length} problem(s) in the edition's card texts:\n${formatProblems(problems)}`,
    );
  return { data, edition };
}

/**
 * The edition `--changed-since` compares with: an edition file, or a git ref whose edition file
 * is read with `git show` (`REF` alone reads the same file as the edition printed, in the
 * repository: the `--edition` path, or the shipped default's `packages/nobid/editions/…`;
 * `REF:path` reads that path). Only its cards' shape is checked: an old edition need not pass
 * today's checks to be compared with.
 */
export function editionSince(spec: string, editionSpec: string | undefined, now: Edition): Printing {
  let raw: unknown;
  let ref: string | undefined;
  if (existsSync(spec)) raw = readJsonFile(spec, 'edition');
  else {
    ref = spec.split(':')[0]!;
    const path = spec.includes(':')
      ? spec
      : `${spec}:${editionSpec && editionSpec !== 'default' ? `./${editionSpec}` : `packages/nobid/editions/no-bid-${now.version}.json`}`;
    const run = spawnSync('git', ['show', path], { encoding: 'utf8' });
    if (run.status !== 0)
      throw new UsageError(
        `--changed-since ${spec}: no such file, and git cannot show ${path}: ${(run.stderr || '').trim().split('\n')[0]}`,
      );
    try {
      raw = JSON.parse(run.stdout);
    } catch (err) {
      throw new UsageError(
        `--changed-since ${spec}: ${path} is not JSON: ${oneLine((err as Error).message)}`,
      );
    }
  }
  const parsed = editionSchema.safeParse(raw);
  if (!parsed.success)
    throw new UsageError(`--changed-since ${spec}: not an edition (${parsed.error.issues[0]?.message})`);
  const data = pressDataOf(parsed.data);
  return ref === undefined ? printingOf(data) : { data, texts: (lang) => textsAt(ref, lang, data) };
}

/**
 * The texts as they were at a git ref: its cards.ftl and rulebook.ftl (today's where git has none
 * of a file there), so that a fixed typo counts as a change of that card in that language.
 */
function textsAt(ref: string, lang: Lang, data: PressData) {
  const sources = Object.fromEntries(
    TEXT_FILES.map((file) => {
      const path = ftlPath(lang, file);
      const run = spawnSync('git', ['show', `${ref}:./${relative(process.cwd(), path)}`], {
        encoding: 'utf8',
      });
      return [file, run.status === 0 ? run.stdout : readFileSync(path, 'utf8')];
    }),
  ) as Record<(typeof TEXT_FILES)[number], string>;
  return strictTexts(lang, textBundle(lang, sources, data));
}

const byVersion = (a: string, b: string): number => a.localeCompare(b, undefined, { numeric: true });

/**
 * The shipped editions of the same game before `version`, oldest first: the history a face's
 * stamp version is read from (the edition in which that face last changed).
 */
export const shippedBefore = (name: string, version: string): Printing[] =>
  SHIPPED_EDITIONS.filter((e) => e.name === name && byVersion(e.version, version) < 0)
    .sort((a, b) => byVersion(a.version, b.version))
    .map((e) => printingOf(pressDataOf(e)));
