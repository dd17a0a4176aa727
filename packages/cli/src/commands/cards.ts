import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editionLabel } from '@nobid/nobid';
import { LANGS, PressInputError, parseLang, renderCardSet } from '@nobid/press';
import type { Command } from 'commander';
import { checkOutDir } from '../out-path.ts';
import { pressDataFor } from '../press-data.ts';
import { UsageError } from '../usage-error.ts';

interface CardsOptions {
  lang: string;
  edition?: string;
  out?: string;
}

/** `nobid cards`: every card face as SVG and PNG, and the print-and-play PDF, of an edition. */
export function registerCards(program: Command): void {
  program
    .command('cards')
    .description('write the No Bid card faces (SVG, PNG) and a print-and-play PDF')
    .option('--lang <lang>', `language (${LANGS.join('|')})`, 'en')
    .option('--edition <file>', 'print this edition file (docs/editions.md) instead of the default')
    .option('--out <dir>', 'output directory (default: cards-<lang>)')
    .action(async (options: CardsOptions) => {
      let lang: ReturnType<typeof parseLang>;
      try {
        lang = parseLang(options.lang);
      } catch (err) {
        if (err instanceof PressInputError) throw new UsageError(err.message);
        throw err;
      }
      const dir = options.out ?? `cards-${lang}`;
      checkOutDir(dir);
      const data = pressDataFor(options.edition);
      const set = await renderCardSet(lang, data);
      mkdirSync(join(dir, 'svg'), { recursive: true });
      mkdirSync(join(dir, 'png'), { recursive: true });
      for (const card of [...set.faces, set.backs.main, set.backs.openings]) {
        writeFileSync(join(dir, 'svg', `${card.name}.svg`), card.svg);
      }
      for (const card of set.pngs) writeFileSync(join(dir, 'png', `${card.name}.png`), card.png);
      const pdf = join(dir, `print-and-play-${lang}.pdf`);
      writeFileSync(pdf, set.printSheet);
      process.stderr.write(
        `${dir}: ${set.faces.length} faces + 2 backs (svg, png); ${pdf}: ${set.cardCount} cards on ${set.printSheetPages} pages; edition ${editionLabel(data.edition)}\n`,
      );
    });
}
