import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, PressInputError, parseLang, renderCardSet } from '@nobid/press';
import type { Command } from 'commander';
import { UsageError } from '../usage-error.ts';

interface CardsOptions {
  lang: string;
  out?: string;
}

/** `nobid cards`: every card face as SVG and PNG, and the print-and-play PDF. */
export function registerCards(program: Command): void {
  program
    .command('cards')
    .description('write the No Bid card faces (SVG, PNG) and a print-and-play PDF')
    .option('--lang <lang>', `language (${LANGS.join('|')})`, 'en')
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
      const set = await renderCardSet(lang);
      mkdirSync(join(dir, 'svg'), { recursive: true });
      mkdirSync(join(dir, 'png'), { recursive: true });
      for (const card of [...set.faces, set.backs.main, set.backs.openings]) {
        writeFileSync(join(dir, 'svg', `${card.name}.svg`), card.svg);
      }
      for (const card of set.pngs) writeFileSync(join(dir, 'png', `${card.name}.png`), card.png);
      const pdf = join(dir, `print-and-play-${lang}.pdf`);
      writeFileSync(pdf, set.printSheet);
      process.stderr.write(
        `${dir}: ${set.faces.length} faces + 2 backs (svg, png); ${pdf}: ${set.cardCount} cards on ${set.printSheetPages} pages\n`,
      );
    });
}
