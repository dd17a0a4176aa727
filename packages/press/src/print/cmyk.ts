/**
 * Print shops want CMYK: Ghostscript converts a finished PDF (pdfwrite with
 * `-sColorConversionStrategy=CMYK`). The press checks that `gs` is there before any work, so a
 * missing Ghostscript is one line and exit 2 (a MissingToolError), not a stack trace after the
 * rendering. @nobid/tools finds it: NOBID_GS, else `gs` on PATH.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { requireTool } from '@nobid/tools';
import { PressInputError } from '../errors.ts';

/** Ghostscript's path; a MissingToolError naming how to get it when it is not there. */
export const checkGhostscript = (): string => requireTool('ghostscript', 'making CMYK print files');

/** The same PDF with every colour converted to DeviceCMYK; fonts and vectors are kept. */
export function toCmyk(pdf: Uint8Array): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'nobid-cmyk-'));
  try {
    const input = join(dir, 'in.pdf');
    const output = join(dir, 'out.pdf');
    writeFileSync(input, pdf);
    const run = spawnSync(
      checkGhostscript(),
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

/**
 * Ghostscript's own CMYK output profile (`default_cmyk.icc`, which its package installs next to
 * its library, or Debian's /usr/share/color/icc/ghostscript), for the OutputIntent of a PDF/X
 * file; `NOBID_CMYK_ICC` names another. A PressInputError when there is none.
 */
export function cmykProfile(): { bytes: Uint8Array; name: string } {
  const gs = checkGhostscript();
  const share = join(dirname(gs), '..', 'share');
  const versions = existsSync(join(share, 'ghostscript'))
    ? readdirSync(join(share, 'ghostscript')).map((v) => join(share, 'ghostscript', v, 'iccprofiles'))
    : [];
  const candidates = [
    process.env.NOBID_CMYK_ICC,
    join(share, 'color', 'icc', 'ghostscript', 'default_cmyk.icc'),
    ...versions.map((d) => join(d, 'default_cmyk.icc')),
  ].filter((p): p is string => !!p);
  const found = candidates.find((p) => existsSync(p));
  if (!found)
    throw new PressInputError(
      `no CMYK profile for the PDF/X OutputIntent: looked for ${candidates.join(', ')} (Ghostscript installs default_cmyk.icc; or set NOBID_CMYK_ICC)`,
    );
  return { bytes: new Uint8Array(readFileSync(found)), name: `Ghostscript default_cmyk.icc` };
}
