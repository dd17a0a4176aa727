import { writeFileSync } from 'node:fs';
import {
  LANGS,
  PressInputError,
  parseLang,
  parseRulebookFormat,
  RULEBOOK_FORMATS,
  renderBooklet,
  renderRulebookText,
} from '@nobid/press';
import type { Command } from 'commander';
import { UsageError } from '../usage-error.ts';

interface RulesOptions {
  lang: string;
  format: string;
  out?: string;
}

/** `nobid rules`: the No Bid rulebook from the card data, as text, Markdown, HTML or a booklet PDF. */
export function registerRules(program: Command): void {
  program
    .command('rules')
    .description('print the No Bid rulebook, generated from the card data')
    .option('--lang <lang>', `language (${LANGS.join('|')})`, 'en')
    .option('--format <format>', `output format (${RULEBOOK_FORMATS.join('|')})`, 'txt')
    .option(
      '--out <file>',
      'write to a file (pdf default: rulebook-<lang>.pdf); other formats print to stdout',
    )
    .action(async (options: RulesOptions) => {
      try {
        const lang = parseLang(options.lang);
        const format = parseRulebookFormat(options.format);
        if (format === 'pdf') {
          const out = options.out ?? `rulebook-${lang}.pdf`;
          const booklet = await renderBooklet(lang);
          writeFileSync(out, booklet.pdf);
          process.stderr.write(
            `${out}: ${booklet.bookletPages} A5 pages imposed on ${booklet.sides} A4 sides (saddle stitch)\n`,
          );
          return;
        }
        const text = renderRulebookText(lang, format);
        if (options.out) writeFileSync(options.out, text);
        else process.stdout.write(text);
      } catch (err) {
        if (err instanceof PressInputError) throw new UsageError(err.message);
        throw err;
      }
    });
}
