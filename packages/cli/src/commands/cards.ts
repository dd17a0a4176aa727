import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { editionLabel } from '@nobid/nobid';
import {
  checkPrinterTools,
  fontsFor,
  inPlay,
  LANGS,
  PRINTERS,
  PressInputError,
  type PrintFile,
  parseLang,
  parsePrinter,
  printerFiles,
  printingOf,
  renderCardSet,
  reprintData,
  reprintOf,
  startupsFaces,
  startupsSheet,
  ttsFiles,
  withStampHistory,
} from '@nobid/press';
import { COIN_COUNT, COMPANIES } from '@nobid/startups';
import { readRulesFtl } from '@nobid/startups/rules-ftl';
import type { Command } from 'commander';
import { checkOutDir } from '../out-path.ts';
import { editionSince, pressDataAndEdition, shippedBefore } from '../press-data.ts';
import { UsageError } from '../usage-error.ts';

interface CardsOptions {
  game: string;
  lang: string;
  edition?: string;
  out?: string;
  printer?: string;
  changedSince?: string;
  tts?: string;
  baseUrl?: string;
}

/** A PressInputError (unknown language or preset, missing font or tool) is the user's: one line, exit 2. */
function asUsage<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    if (err instanceof PressInputError) throw new UsageError(err.message);
    throw err;
  }
}

function writeAll(dir: string, files: readonly PrintFile[]): void {
  for (const f of files) {
    mkdirSync(dirname(join(dir, f.path)), { recursive: true });
    writeFileSync(join(dir, f.path), f.bytes);
  }
}

/**
 * `nobid cards`: the card faces of an edition. Without `--printer`: SVG and PNG of every face and
 * an A4 print-and-play PDF. `--printer` makes one preset's files (docs/print.md), `--tts` a
 * Tabletop Simulator saved object, `--changed-since` only the cards whose content changed.
 * Everything the command needs is checked before any rendering.
 */
export function registerCards(program: Command): void {
  program
    .command('cards')
    .description(
      'write the No Bid card faces: SVG and PNG, print-and-play or print-shop files, a Tabletop Simulator deck',
    )
    .option(
      '--game <game>',
      'nobid, or startups (its company cards, chips and coins as SVG and a print-and-play PDF)',
      'nobid',
    )
    .option('--lang <lang>', `language (${LANGS.join('|')})`, 'en')
    .option('--edition <file>', 'print this edition file (docs/editions.md) instead of the default')
    .option('--out <dir>', 'output directory (default: cards-<lang>)')
    .option('--printer <preset>', `files for a printer or print shop (${PRINTERS.join('|')}; docs/print.md)`)
    .option(
      '--changed-since <file-or-ref>',
      'only the cards whose content changed since this edition file or git ref',
    )
    .option('--tts <dir>', 'write a Tabletop Simulator saved object and its deck sheets into this directory')
    .option('--base-url <url>', 'with --tts: where the sheets will be hosted (default: file:/// URLs of DIR)')
    .action(async (options: CardsOptions) => {
      const lang = asUsage(() => parseLang(options.lang));
      if (options.game !== 'nobid' && options.game !== 'startups')
        throw new UsageError(`unknown game "${options.game}"; card faces exist for nobid, startups`);
      if (options.game === 'startups') {
        if (
          [options.edition, options.printer, options.changedSince, options.tts].some((o) => o !== undefined)
        )
          throw new UsageError(
            'Startups has no editions, print presets or TTS export: give --lang and --out only',
          );
        asUsage(() => fontsFor(lang));
        const dir = options.out ?? `startups-cards-${lang}`;
        checkOutDir(dir);
        const input = {
          lang,
          rulesFtl: readRulesFtl(lang),
          companies: COMPANIES,
          coins: COIN_COUNT,
        };
        const faces = startupsFaces(input);
        writeAll(
          dir,
          faces.map((f) => ({ path: join('svg', `${f.name}.svg`), bytes: f.svg })),
        );
        const pdf = `print-and-play-startups-${lang}.pdf`;
        writeAll(dir, [{ path: pdf, bytes: await startupsSheet(input) }]);
        process.stderr.write(
          `${dir}: ${faces.length} Startups faces (svg) and ${pdf}; Startups is Oink Games' game: these files are for personal play and prototyping, not for sale\n`,
        );
        return;
      }
      const preset =
        options.printer === undefined ? undefined : asUsage(() => parsePrinter(options.printer!));
      if (options.baseUrl !== undefined && options.tts === undefined)
        throw new UsageError('--base-url is for --tts; give --tts DIR too');
      if (options.tts !== undefined && preset !== undefined)
        throw new UsageError('--tts and --printer make different files; give one of them');
      asUsage(() => fontsFor(lang));
      if (preset) asUsage(() => checkPrinterTools(preset));
      const dir = options.tts ?? options.out ?? `cards-${lang}`;
      checkOutDir(dir);
      const { data: whole, edition } = pressDataAndEdition(options.edition);
      const now = printingOf(inPlay(whole));
      const before =
        options.changedSince === undefined
          ? undefined
          : editionSince(options.changedSince, options.edition, edition);
      // The edition in which each face last changed: the shipped editions before the one compared
      // with (or before this one), then the one compared with.
      const history = before
        ? [...shippedBefore(before.data.edition.name, before.data.edition.version), before]
        : shippedBefore(whole.edition.name, whole.edition.version);
      const full = withStampHistory(now, history, [lang]);
      let data = full;
      let note = '';
      if (before && options.tts === undefined) {
        const reprint = reprintOf(before, now, lang);
        data = reprintData(full, reprint);
        if (data.cards.length === 0) {
          process.stderr.write(`no card changed in ${lang} since ${options.changedSince}; nothing written\n`);
          return;
        }
        const extra = Object.entries(reprint.extra).map(([kind, n]) => `${kind} +${n}`);
        note = ` (changed in ${lang} since ${options.changedSince}: ${[...reprint.changed, ...extra].join(', ')})`;
      }
      const label = editionLabel(data.edition);

      if (options.tts !== undefined) {
        // A deck of only the changed cards is of no use on a table: the export is always whole.
        const baseUrl = options.baseUrl ?? pathToFileURL(`${resolve(options.tts)}/`).href;
        const files = await ttsFiles(lang, data, { baseUrl });
        writeAll(options.tts, files);
        process.stderr.write(
          `${options.tts}: a Tabletop Simulator deck, ${files.length} files, edition ${label}${before ? ' (the whole deck: --changed-since does not apply to it)' : ''}\n`,
        );
        return;
      }
      if (preset) {
        const files = await printerFiles(preset, lang, data);
        writeAll(dir, files);
        process.stderr.write(`${dir}: ${preset.name}, ${files.length} files, edition ${label}${note}\n`);
        return;
      }
      const set = await renderCardSet(lang, data);
      mkdirSync(join(dir, 'svg'), { recursive: true });
      mkdirSync(join(dir, 'png'), { recursive: true });
      const backs = note === '' ? [set.backs.main, set.backs.openings] : [];
      for (const card of [...set.faces, ...backs])
        writeFileSync(join(dir, 'svg', `${card.name}.svg`), card.svg);
      for (const card of set.pngs)
        if (backs.length > 0 || !card.name.startsWith('back-'))
          writeFileSync(join(dir, 'png', `${card.name}.png`), card.png);
      if (note !== '') {
        process.stderr.write(`${dir}: ${set.faces.length} faces (svg, png), edition ${label}${note}\n`);
        return;
      }
      const pdf = join(dir, `print-and-play-${lang}.pdf`);
      writeFileSync(pdf, set.printSheet);
      process.stderr.write(
        `${dir}: ${set.faces.length} faces + 2 backs (svg, png); ${pdf}: ${set.cardCount} cards on ${set.printSheetPages} pages; edition ${label}\n`,
      );
    });
}
