/** What `nobid cards` does with the press's files and errors, for No Bid and Startups alike. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  checkPrinterTools,
  fontsFor,
  type Lang,
  type Preset,
  PressInputError,
  type PrintFile,
  parsePrinter,
} from '@nobid/press';
import { checkOutDir } from './out-path.ts';
import { UsageError } from './usage-error.ts';

/** A PressInputError (unknown language or preset, missing font or tool) is the user's: one line, exit 2. */
export function asUsage<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    if (err instanceof PressInputError) throw new UsageError(err.message);
    throw err;
  }
}

export function writeAll(dir: string, files: readonly PrintFile[]): void {
  for (const f of files) {
    mkdirSync(dirname(join(dir, f.path)), { recursive: true });
    writeFileSync(join(dir, f.path), f.bytes);
  }
}

export interface CardsTargetOptions {
  readonly out?: string | undefined;
  readonly printer?: string | undefined;
  readonly tts?: string | undefined;
  readonly baseUrl?: string | undefined;
}

/**
 * The preset, the output directory and where TTS finds the sheets, every option checked before
 * any work (fonts, Ghostscript for a CMYK preset, a writable directory).
 */
export function cardsTarget(
  options: CardsTargetOptions,
  lang: Lang,
  defaultDir: string,
): { preset: Preset | undefined; dir: string; baseUrl: string } {
  const preset = options.printer === undefined ? undefined : asUsage(() => parsePrinter(options.printer!));
  if (options.baseUrl !== undefined && options.tts === undefined)
    throw new UsageError('--base-url is for --tts; give --tts DIR too');
  if (options.tts !== undefined && preset !== undefined)
    throw new UsageError('--tts and --printer make different files; give one of them');
  asUsage(() => fontsFor(lang));
  if (preset) asUsage(() => checkPrinterTools(preset));
  const dir = options.tts ?? options.out ?? defaultDir;
  checkOutDir(dir);
  return { preset, dir, baseUrl: options.baseUrl ?? pathToFileURL(`${resolve(dir)}/`).href };
}
