import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOBID_DATA, onlyCards, parsePrinter, printerFiles } from '@nobid/press';
import { missing } from '@nobid/tools/skip';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/nobid.js', import.meta.url));
const nobid = (args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'nobid-preflight-test-'));

/** A one-page 100 × 100 pt PDF drawing `content`, with a correct cross-reference table. */
function handWritten(content: string): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] /Contents 4 0 R /Resources << >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) out += `${String(at).padStart(10, '0')} 00000 n \n`;
  return `${out}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

describe.skipIf(missing('ghostscript'))('nobid preflight FILE', () => {
  it('prints a table; a shop preset passes (exit 0), a 300 % ink RGB file fails (exit 1)', async () => {
    const files = await printerFiles(parsePrinter('dtc'), 'en', onlyCards(NOBID_DATA, ['no-bid']));
    const good = join(dir, 'dtc.pdf');
    writeFileSync(good, files.find((f) => f.path === 'cards-en-dtc.pdf')!.bytes);
    const pass = nobid(['preflight', good, '--ink-limit', '240', '--pdfx', '--dpi', '50']);
    expect(pass.status, pass.stderr).toBe(0);
    for (const check of ['total ink', 'text', 'colour', 'boxes', 'fonts', 'transparency', 'PDF/X'])
      expect(pass.stdout).toMatch(new RegExp(`^pass  ${check.replace('/', '\\/')}`, 'm'));
    expect(pass.stdout).toContain('max 240 %');

    const bad = join(dir, 'bad.pdf');
    writeFileSync(bad, handWritten('1 1 1 0 k 0 0 50 50 re f 0.11 0.11 0.11 rg 50 50 50 50 re f'));
    const fail = nobid(['preflight', bad, '--dpi', '50']);
    expect(fail.status).toBe(1);
    expect(fail.stdout).toMatch(/^FAIL {2}total ink +max 300 %/m);
    expect(fail.stdout).toMatch(/^FAIL {2}colour/m);
  });
});

describe('nobid preflight: bad input is one line and exit 2', () => {
  it.each([
    [['preflight', '/no/such.pdf'], 'nobid: cannot read /no/such.pdf: ENOENT\n'],
    [['preflight', bin], `nobid: ${bin} is not a PDF\n`],
    [['preflight', bin, '--ink-limit', 'lots'], 'nobid: --ink-limit must be a positive number, not "lots"\n'],
  ])('%j', (args, line) => {
    const run = nobid(args);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(line);
  });
});
