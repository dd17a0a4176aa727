import { readFileSync } from 'node:fs';
import { checkGhostscript, DEFAULT_INK_LIMIT, preflight, preflightTable } from '@nobid/press';
import type { Command } from 'commander';
import { UsageError } from '../usage-error.ts';

interface PreflightCommandOptions {
  inkLimit: string;
  pdfx?: boolean;
  dpi: string;
}

const positive = (value: string, what: string): number => {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new UsageError(`${what} must be a positive number, not "${value}"`);
  return n;
};

/**
 * `nobid preflight FILE`: a print shop's checks on a PDF (docs/print.md): total ink by separating
 * the pages with Ghostscript, text K only, colour spaces, boxes, fonts, transparency, PDF/X. A
 * table on stdout; exit 1 when a check fails, 2 on bad input or without Ghostscript.
 */
export function registerPreflight(program: Command): void {
  program
    .command('preflight')
    .description(
      "check a PDF as a print shop's prepress would: ink, text, colour, boxes, fonts, transparency",
    )
    .argument('<file>', 'the PDF')
    .option('--ink-limit <percent>', 'the highest total ink allowed', String(DEFAULT_INK_LIMIT))
    .option('--pdfx', 'require PDF/X markers and a CMYK OutputIntent')
    .option('--dpi <n>', 'resolution of the separations', '100')
    .action(async (file: string, options: PreflightCommandOptions) => {
      const inkLimit = positive(options.inkLimit, '--ink-limit');
      const dpi = positive(options.dpi, '--dpi');
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(readFileSync(file));
      } catch (err) {
        throw new UsageError(
          `cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
        );
      }
      if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-')
        throw new UsageError(`${file} is not a PDF`);
      checkGhostscript();
      const rows = await preflight(bytes, { inkLimit, dpi, ...(options.pdfx ? { pdfx: true } : {}) });
      process.stdout.write(`${preflightTable(rows)}\n`);
      const failed = rows.filter((r) => !r.ok).length;
      process.stdout.write(failed === 0 ? `${file}: passes\n` : `${file}: ${failed} check(s) fail\n`);
      if (failed > 0) process.exitCode = 1;
    });
}
