/**
 * `nobid cards --game startups`: the company cards, chips and coins as SVG and a print-and-play
 * PDF; with `--printer P` a preset's files (the cards only for a shop: the chips and coins are on
 * the print-and-play sheet), with `--tts DIR` a Tabletop Simulator deck. Startups has no edition
 * files, so `--edition` and `--changed-since` are refused (each company card's stamp says which
 * face it is). Everything is checked before any rendering.
 */
import { join } from 'node:path';
import {
  type Lang,
  startupsFaces,
  startupsPrinterFiles,
  startupsSheet,
  startupsTtsFiles,
} from '@nobid/press';
import { COIN_COUNT, COMPANIES } from '@nobid/startups';
import { readRulesFtl } from '@nobid/startups/rules-ftl';
import { cardsTarget, writeAll } from '../press-files.ts';
import { UsageError } from '../usage-error.ts';

const NOTICE =
  "Startups is Oink Games' game: these files are for personal play and prototyping, not for sale";

export interface StartupsCardsOptions {
  readonly lang: Lang;
  readonly out?: string | undefined;
  readonly printer?: string | undefined;
  readonly tts?: string | undefined;
  readonly baseUrl?: string | undefined;
  readonly edition?: string | undefined;
  readonly changedSince?: string | undefined;
}

export async function startupsCards(options: StartupsCardsOptions): Promise<void> {
  const { lang } = options;
  if (options.edition !== undefined || options.changedSince !== undefined)
    throw new UsageError(
      'Startups has no edition files, so no --edition or --changed-since: each company card carries its stamp (#hash of its face), compare those',
    );
  const { preset, dir, baseUrl } = cardsTarget(options, lang, `startups-cards-${lang}`);
  const input = { lang, rulesFtl: readRulesFtl(lang), companies: COMPANIES, coins: COIN_COUNT };
  if (options.tts !== undefined) {
    const files = startupsTtsFiles(input, { baseUrl });
    writeAll(options.tts, files);
    process.stderr.write(
      `${options.tts}: a Tabletop Simulator deck of Startups, ${files.length} files; ${NOTICE}\n`,
    );
    return;
  }
  if (preset) {
    const files = await startupsPrinterFiles(preset, input);
    writeAll(dir, files);
    const tokens =
      preset.kind === 'sheet' ? '' : ' (cards only: the chips and coins are on --printer a4 or letter)';
    process.stderr.write(`${dir}: Startups, ${preset.name}, ${files.length} files${tokens}; ${NOTICE}\n`);
    return;
  }
  const faces = startupsFaces(input);
  writeAll(
    dir,
    faces.map((f) => ({ path: join('svg', `${f.name}.svg`), bytes: f.svg })),
  );
  const pdf = `print-and-play-startups-${lang}.pdf`;
  writeAll(dir, [{ path: pdf, bytes: await startupsSheet(input) }]);
  process.stderr.write(`${dir}: ${faces.length} Startups faces (svg) and ${pdf}; ${NOTICE}\n`);
}
