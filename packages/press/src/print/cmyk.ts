/**
 * Print shops want CMYK: Debian's Ghostscript converts a finished PDF (pdfwrite with
 * `-sColorConversionStrategy=CMYK`). The press checks that `gs` is there before any work, so a
 * missing Ghostscript is one line and exit 2, not a stack trace after the rendering.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PressInputError } from '../errors.ts';

export const GHOSTSCRIPT = process.env.NOBID_GS ?? 'gs';

/** Throws a PressInputError naming the package when Ghostscript cannot be run. */
export function checkGhostscript(): void {
  const run = spawnSync(GHOSTSCRIPT, ['--version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0)
    throw new PressInputError(
      `Ghostscript (${GHOSTSCRIPT}) is needed for the CMYK print files and cannot be run; install the Debian package ghostscript`,
    );
}

/** The same PDF with every colour converted to DeviceCMYK; fonts and vectors are kept. */
export function toCmyk(pdf: Uint8Array): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'nobid-cmyk-'));
  try {
    const input = join(dir, 'in.pdf');
    const output = join(dir, 'out.pdf');
    writeFileSync(input, pdf);
    const run = spawnSync(
      GHOSTSCRIPT,
      [
        '-q',
        '-dNOPAUSE',
        '-dBATCH',
        '-dSAFER',
        '-sDEVICE=pdfwrite',
        '-sColorConversionStrategy=CMYK',
        '-dProcessColorModel=/DeviceCMYK',
        // Keep the page boxes as the press set them (TrimBox, BleedBox).
        '-dPreserveTrimBox=true',
        '-dAutoRotatePages=/None',
        `-sOutputFile=${output}`,
        input,
      ],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`ghostscript failed: ${run.stderr || run.stdout}`);
    return new Uint8Array(readFileSync(output));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
