import { writeFileSync } from 'node:fs';
import { editionLabel } from '@nobid/nobid';
import {
  checkBookletTools,
  LANGS,
  PressInputError,
  parseLang,
  parseRulebookFormat,
  RULEBOOK_FORMATS,
  renderBooklet,
  renderRulebookText,
  startupsBooklet,
  startupsRulebookHtml,
} from '@nobid/press';
import { COIN_COUNT, COMPANIES, startupsRulebook } from '@nobid/startups';
import { readRulesFtl } from '@nobid/startups/rules-ftl';
import type { Command } from 'commander';
import { checkOutFile } from '../out-path.ts';
import { pressDataFor } from '../press-data.ts';
import { UsageError } from '../usage-error.ts';

interface RulesOptions {
  game: string;
  lang: string;
  format: string;
  edition?: string;
  out?: string;
  imposition: string;
}

/**
 * The games whose rulebook the press can print other than No Bid: the text formats from the game's
 * own builder; the press styles its html and prints it as a booklet. (No Bid's
 * own comes from the press, with its booklet PDF.)
 */
const OTHER_RULEBOOKS: Readonly<
  Record<string, (lang: (typeof LANGS)[number], format: 'txt' | 'md' | 'html') => string>
> = {
  // Startups' rulebook builder is browser-safe and takes its texts as text; here they come off disk.
  startups: (lang, format) => startupsRulebook(lang, format, readRulesFtl(lang)),
};
const GAMES = ['nobid', ...Object.keys(OTHER_RULEBOOKS)];
/** The game's name, the same in every language. */
const NOBID_NAME = 'No Bid';

/** `nobid rules`: a game's rulebook from its data, as text, Markdown, HTML or (No Bid) a booklet PDF. */
export function registerRules(program: Command): void {
  program
    .command('rules')
    .description('print a rulebook (No Bid by default), generated from the card data')
    .option('--game <game>', `game (${GAMES.join('|')})`, 'nobid')
    .option('--lang <lang>', `language (${LANGS.join('|')})`, 'en')
    .option('--format <format>', `output format (${RULEBOOK_FORMATS.join('|')})`, 'txt')
    .option('--edition <file>', 'No Bid: print this edition file (docs/editions.md) instead of the default')
    .option(
      '--imposition <how>',
      'pdf: saddle-stitch (A5 pages imposed two-up on A4, to fold and staple) or none (A5 pages in reading order, for proofing)',
      'saddle-stitch',
    )
    .option(
      '--out <file>',
      'write to a file (pdf default: rulebook-<lang>.pdf); other formats print to stdout',
    )
    .action(async (options: RulesOptions) => {
      try {
        if (!GAMES.includes(options.game))
          throw new UsageError(`unknown game "${options.game}"; rulebooks exist for ${GAMES.join(', ')}`);
        const lang = parseLang(options.lang);
        const format = parseRulebookFormat(options.format);
        if (!['saddle-stitch', 'none'].includes(options.imposition))
          throw new UsageError(`unknown imposition "${options.imposition}"; supported: saddle-stitch, none`);
        if (options.imposition !== 'saddle-stitch' && format !== 'pdf')
          throw new UsageError('--imposition is for --format pdf');
        const other = OTHER_RULEBOOKS[options.game];
        if (other) {
          if (options.edition !== undefined)
            throw new UsageError(`--edition is a No Bid card list; the ${options.game} rulebook has none`);
          const out =
            format === 'pdf' ? (options.out ?? `${options.game}-rulebook-${lang}.pdf`) : options.out;
          if (out) checkOutFile(out);
          if (format === 'pdf') checkBookletTools(lang);
          // Startups: the text formats from its own builder; html styled by the press, and a booklet.
          const input = {
            lang,
            rulesFtl: readRulesFtl(lang),
            companies: COMPANIES,
            coins: COIN_COUNT,
          };
          if (format === 'pdf') {
            const booklet = await startupsBooklet(input, other(lang, 'html'));
            const pdf = options.imposition === 'none' ? booklet.readingPdf : booklet.pdf;
            writeFileSync(out!, pdf);
            process.stderr.write(
              `${out}: ${options.imposition === 'none' ? 'A5 pages in reading order' : `${booklet.bookletPages} A5 pages imposed on ${booklet.sides} A4 sides (saddle stitch)`}; Startups is Oink Games' game: for personal play, not for sale\n`,
            );
            return;
          }
          const text =
            format === 'html' ? startupsRulebookHtml(input, other(lang, 'html'), false) : other(lang, format);
          if (out) writeFileSync(out, text);
          else process.stdout.write(text);
          return;
        }
        const out = format === 'pdf' ? (options.out ?? `rulebook-${lang}.pdf`) : options.out;
        if (out) checkOutFile(out);
        if (format === 'pdf') checkBookletTools(lang);
        const data = pressDataFor(options.edition);
        if (format === 'pdf') {
          const booklet = await renderBooklet(lang, data);
          if (options.imposition === 'none') {
            writeFileSync(out!, booklet.readingPdf);
            process.stderr.write(
              `${out}: the A5 pages in reading order (proof; the printed booklet has ${booklet.bookletPages}), edition ${editionLabel(data.edition)}\n`,
            );
            return;
          }
          writeFileSync(out!, booklet.pdf);
          process.stderr.write(
            `${out}: ${booklet.bookletPages} A5 pages imposed on ${booklet.sides} A4 sides (saddle stitch; print duplex, flip on the short edge, 100 %), edition ${editionLabel(data.edition)}\n`,
          );
          return;
        }
        const body = renderRulebookText(lang, format, data);
        // The publisher's text begins "Rulebook" / "Regelheft" / "규칙" alone; the file says whose
        // rulebook it is above it, and the publisher's text follows unchanged (seed-fidelity.test.ts).
        const text = format === 'txt' ? `${NOBID_NAME}\n\n${body}` : body;
        if (out) writeFileSync(out, text);
        else process.stdout.write(text);
      } catch (err) {
        if (err instanceof PressInputError) throw new UsageError(err.message);
        throw err;
      }
    });
}
