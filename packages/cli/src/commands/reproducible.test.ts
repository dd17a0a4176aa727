/**
 * The same edition gives the same bytes (issue 30, Build 7): every file of a build made twice, in
 * two fresh folders by two processes, has the same SHA-256; the PDFs' dates are the edition's
 * release day, not the day of the build.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missing } from '@nobid/tools/skip';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/nobid.js', import.meta.url));

function nobid(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`nobid ${args.join(' ')}: ${err}`)),
    );
  });
}

/** Every file under `root`, by path, with its SHA-256. */
function hashes(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of readdirSync(root, { recursive: true, withFileTypes: true }))
    if (d.isFile()) {
      const path = join(d.parentPath, d.name);
      out[relative(root, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  return out;
}

/** Builds twice, at once, in two fresh folders; `args` gets the folder. */
async function twice(
  args: (dir: string) => string[],
): Promise<[Record<string, string>, Record<string, string>]> {
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'nobid-repro-')));
  await Promise.all(dirs.map((d) => nobid(args(d))));
  return [hashes(dirs[0]!), hashes(dirs[1]!)];
}

/** The days of every date in a PDF's metadata (pdfkit writes them as indirect strings). */
const dateOf = (pdf: Buffer) =>
  [...new Set([...pdf.toString('latin1').matchAll(/\(D:(\d{8})/g)].map((m) => m[1]))].join();

describe('the same edition gives byte-identical files', () => {
  it('card faces (svg, png) and the print-and-play PDF, Korean', async () => {
    const dirs: string[] = [];
    const [a, b] = await twice((dir) => {
      dirs.push(dir);
      return ['cards', '--lang', 'ko', '--out', dir];
    });
    expect(Object.keys(a).length).toBeGreaterThan(90);
    expect(a).toEqual(b);
    expect(dateOf(readFileSync(join(dirs[0]!, 'print-and-play-ko.pdf')))).toBe('20261201');
  });

  it.skipIf(missing('ghostscript'))('a PDF for a shop (dtc)', async () => {
    const [a, b] = await twice((dir) => ['cards', '--lang', 'de', '--printer', 'dtc', '--out', dir]);
    expect(a).toEqual(b);
  });

  // Chromium's booklet is not compared byte for byte: built at once under load, one build in six
  // set one SVG word at 9.47 pt where the others had 9.48 (docs/print.md). Its dates are checked.
  it.skipIf(missing('chromium'))('the booklet is dated the day the edition was released', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nobid-repro-'));
    await nobid(['rules', '--lang', 'en', '--format', 'pdf', '--out', join(dir, 'en.pdf')]);
    expect(dateOf(readFileSync(join(dir, 'en.pdf')))).toBe('20261201');
  });
});
