import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editionLabel } from '@nobid/nobid';
import {
  inPlay,
  LANGS,
  PRINTERS,
  parseLang,
  printerFiles,
  printingOf,
  renderCardSet,
  reprintData,
  reprintOf,
  ttsFiles,
  withStampHistory,
} from '@nobid/press';
import type { Command } from 'commander';
import { editionSince, pressDataAndEdition, shippedBefore } from '../press-data.ts';
import { asUsage, cardsTarget, writeAll } from '../press-files.ts';
import { UsageError } from '../usage-error.ts';
import { startupsCards } from './cards-startups.ts';

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
      'nobid, or startups (its company cards, chips and coins; --printer and --tts as for nobid, no editions)',
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
      if (options.game === 'startups') return startupsCards({ ...options, lang });
      const { preset, dir, baseUrl } = cardsTarget(options, lang, `cards-${lang}`);
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
