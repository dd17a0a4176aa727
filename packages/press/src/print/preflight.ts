/**
 * `nobid preflight FILE`: what a print shop's prepress checks before it accepts a PDF, measured
 * on the file itself. The inks are measured by separating every page with Ghostscript's
 * `tiffsep` device (one plate per process or spot ink, as a platesetter would make them):
 *
 * - total ink: the highest sum of all plates at any pixel, against a limit (260 % by default);
 * - text: rendered without vectors (`-dFILTERVECTOR`; images told apart by `-dFILTERTEXT`), no text pixel carries all of C, M and
 *   Y: black and grey text is K only, coloured text at most two process inks and K;
 * - colour: no RGB colour space or operator in any object or content stream;
 * - boxes: a TrimBox inside a BleedBox inside the MediaBox on every page, and the bleed;
 * - fonts: every font embedded, no Type 3;
 * - transparency: no soft mask, constant alpha below 1, blend mode or transparency group;
 * - PDF/X: the GTS_PDFXVersion marker and an OutputIntent with a CMYK profile (required with
 *   `pdfx`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';
import { PT_PER_MM } from './boxes.ts';
import { checkGhostscript } from './cmyk.ts';
import { readPlate } from './tiff.ts';

export interface PreflightRow {
  readonly check: string;
  readonly found: string;
  readonly ok: boolean;
}

export interface PreflightOptions {
  /** Percent. */
  readonly inkLimit?: number;
  /** Require the PDF/X marker and an OutputIntent. */
  readonly pdfx?: boolean;
  /** Resolution of the separations. */
  readonly dpi?: number;
}

export const DEFAULT_INK_LIMIT = 260;

interface Separation {
  /** Per page: the highest total ink, in percent. */
  readonly maxInk: number[];
  /** Per page: 1 where C, M and Y are all inked, 2 where any ink is. */
  readonly marks: Uint8Array[];
  readonly inks: ReadonlySet<string>;
}

function separate(pdf: Uint8Array, dpi: number, filters: readonly string[]): Separation {
  const dir = mkdtempSync(join(tmpdir(), 'nobid-preflight-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    const run = spawnSync(
      checkGhostscript(),
      [
        '-q',
        '-dNOPAUSE',
        '-dBATCH',
        '-dSAFER',
        '-sDEVICE=tiffsep',
        '-sCompression=none',
        `-r${dpi}`,
        ...filters,
        `-sOutputFile=${join(dir, 'p%04d.tif')}`,
        join(dir, 'in.pdf'),
      ],
      { encoding: 'utf8' },
    );
    if (run.status !== 0)
      throw new Error(`ghostscript could not separate the file: ${run.stderr || run.stdout}`);
    const plates = new Map<string, Map<string, string>>();
    for (const f of readdirSync(dir)) {
      const m = f.match(/^(p\d{4})\((.+)\)\.tif$/);
      if (!m) continue;
      if (!plates.has(m[1]!)) plates.set(m[1]!, new Map());
      plates.get(m[1]!)!.set(m[2]!, join(dir, f));
    }
    const maxInk: number[] = [];
    const inks = new Set<string>();
    const marks: Uint8Array[] = [];
    for (const page of [...plates.keys()].sort()) {
      const byInk = plates.get(page)!;
      const read = new Map([...byInk].map(([ink, path]) => [ink, readPlate(readFileSync(path)).samples]));
      for (const [ink, s] of read) if (s.some((v) => v < 255)) inks.add(ink);
      const n = read.values().next().value!.length;
      const all = [...read.values()];
      const [c, m, y] = ['Cyan', 'Magenta', 'Yellow'].map((k) => read.get(k)!);
      let most = 0;
      const mark = new Uint8Array(n);
      for (let i = 0; i < n; i++) {
        let sum = 0;
        // tiffsep stores each plate inverted: 255 is no ink, 0 is solid.
        for (const s of all) sum += 255 - s[i]!;
        if (sum > most) most = sum;
        if (c![i]! < 255 && m![i]! < 255 && y![i]! < 255) mark[i] = 1;
        else if (sum > 0) mark[i] = 2;
      }
      maxInk.push(Math.round((most / 255) * 1000) / 10);
      marks.push(mark);
    }
    return { maxInk, marks, inks };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const RGB = /(^|[\s\]>)])(rg|RG)(?=\s|$)|\/DeviceRGB\b|\/CalRGB\b/m;

function decoded(stream: PDFRawStream): string {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const bytes = stream.getContents();
  const isFlate =
    filter instanceof PDFName ? filter === PDFName.of('FlateDecode') : filter instanceof PDFArray;
  if (!isFlate) return Buffer.from(bytes).toString('latin1');
  try {
    return inflateSync(bytes).toString('latin1');
  } catch {
    return '';
  }
}

const num = (o: PDFObject | undefined): number | undefined =>
  o instanceof PDFNumber ? o.asNumber() : undefined;

export async function preflight(pdf: Uint8Array, options: PreflightOptions = {}): Promise<PreflightRow[]> {
  const limit = options.inkLimit ?? DEFAULT_INK_LIMIT;
  const dpi = options.dpi ?? 100;
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const rows: PreflightRow[] = [];

  // Colour spaces, fonts and transparency, object by object.
  let rgb = 0;
  const fonts: string[] = [];
  const unembedded: string[] = [];
  const transparency: string[] = [];
  const lookup = (o: PDFObject | undefined) => (o instanceof PDFRef ? doc.context.lookup(o) : o);
  for (const [ref, obj] of doc.context.enumerateIndirectObjects()) {
    const dict = obj instanceof PDFRawStream ? obj.dict : obj instanceof PDFDict ? obj : undefined;
    if (!dict) continue;
    const text = dict.toString();
    if (/\/DeviceRGB\b|\/CalRGB\b/.test(text)) rgb++;
    if (obj instanceof PDFRawStream) {
      const subtype = dict.get(PDFName.of('Subtype'));
      if (num(dict.get(PDFName.of('N'))) === 3 && subtype !== PDFName.of('Image')) rgb++;
      if (!dict.has(PDFName.of('Type')) && !dict.has(PDFName.of('Subtype')) && !dict.has(PDFName.of('N'))) {
        if (RGB.test(decoded(obj))) rgb++;
      }
      if (dict.get(PDFName.of('Group')) !== undefined) {
        const g = lookup(dict.get(PDFName.of('Group')));
        if (g instanceof PDFDict && g.get(PDFName.of('S')) === PDFName.of('Transparency'))
          transparency.push(`group in ${ref.toString()}`);
      }
    }
    const type = dict.get(PDFName.of('Type'));
    if (type === PDFName.of('Font')) {
      const subtype = dict.get(PDFName.of('Subtype'));
      const name = (dict.get(PDFName.of('BaseFont')) ?? PDFName.of('?')).toString().slice(1);
      if (subtype === PDFName.of('Type3')) unembedded.push(`${name} (Type 3)`);
      else if (subtype !== PDFName.of('Type0')) {
        fonts.push(name);
        const fd = lookup(dict.get(PDFName.of('FontDescriptor')));
        const embedded =
          fd instanceof PDFDict && ['FontFile', 'FontFile2', 'FontFile3'].some((k) => fd.has(PDFName.of(k)));
        if (!embedded) unembedded.push(name);
      }
    }
    if (type === PDFName.of('ExtGState')) {
      for (const key of ['CA', 'ca']) {
        const v = num(dict.get(PDFName.of(key)));
        if (v !== undefined && v < 1) transparency.push(`${key} ${v}`);
      }
      const smask = dict.get(PDFName.of('SMask'));
      if (smask !== undefined && smask !== PDFName.of('None')) transparency.push('soft mask');
      const bm = dict.get(PDFName.of('BM'));
      if (bm instanceof PDFName && bm !== PDFName.of('Normal') && bm !== PDFName.of('Compatible'))
        transparency.push(`blend ${bm.toString()}`);
    }
    if (type === PDFName.of('Group') && dict.get(PDFName.of('S')) === PDFName.of('Transparency'))
      transparency.push('transparency group');
  }
  for (const page of doc.getPages())
    if (page.node.get(PDFName.of('Group')) !== undefined) {
      const g = lookup(page.node.get(PDFName.of('Group')));
      if (g instanceof PDFDict && g.get(PDFName.of('S')) === PDFName.of('Transparency'))
        transparency.push('page group');
    }

  const full = separate(pdf, dpi, []);
  // Text alone: without vectors. Ghostscript draws cached glyphs as image masks, so images cannot
  // be filtered out too; where a page has four-colour pixels, a render without text as well tells
  // them (an image's) from text's.
  const noVectors = separate(pdf, dpi, ['-dFILTERVECTOR']);
  const rich = (s: Separation) => s.marks.some((m) => m.includes(1));
  const noText = rich(noVectors) ? separate(pdf, dpi, ['-dFILTERVECTOR', '-dFILTERTEXT']) : undefined;
  let richText = 0;
  noVectors.marks.forEach((m, p) => {
    for (let i = 0; i < m.length; i++) if (m[i] === 1 && !noText?.marks[p]?.[i]) richText++;
  });
  const text = { richPixels: richText };
  const worst = Math.max(0, ...full.maxInk);
  const page = full.maxInk.indexOf(worst) + 1;
  rows.push({
    check: 'total ink',
    found: `max ${worst} % (page ${page}), limit ${limit} %; inks ${[...full.inks].join(', ') || 'none'}`,
    ok: worst <= limit + 0.5,
  });
  rows.push({
    check: 'text',
    found:
      text.richPixels === 0
        ? 'black text K only, no text in C+M+Y'
        : `${text.richPixels} text pixels in C, M and Y at once (four-colour text)`,
    ok: text.richPixels === 0,
  });
  rows.push({
    check: 'colour',
    found: rgb === 0 ? 'CMYK only' : `${rgb} RGB objects or operators`,
    ok: rgb === 0,
  });

  // Boxes.
  const pages = doc.getPages();
  let badBoxes = 0;
  let bleed = Number.POSITIVE_INFINITY;
  for (const p of pages) {
    const box = (key: string) => {
      const a = lookup(p.node.get(PDFName.of(key)));
      return a instanceof PDFArray ? a.asArray().map((v) => num(lookup(v)) ?? 0) : undefined;
    };
    const media = box('MediaBox')!;
    const trim = box('TrimBox');
    const bleedBox = box('BleedBox');
    const inside = (a: number[], b: number[]) =>
      a[0]! >= b[0]! - 0.01 && a[1]! >= b[1]! - 0.01 && a[2]! <= b[2]! + 0.01 && a[3]! <= b[3]! + 0.01;
    if (!trim || !bleedBox || !inside(trim, bleedBox) || !inside(bleedBox, media)) {
      badBoxes++;
      continue;
    }
    bleed = Math.min(
      bleed,
      trim[0]! - bleedBox[0]!,
      trim[1]! - bleedBox[1]!,
      bleedBox[2]! - trim[2]!,
      bleedBox[3]! - trim[3]!,
    );
  }
  rows.push({
    check: 'boxes',
    found:
      badBoxes === 0
        ? `TrimBox and BleedBox on ${pages.length} pages, bleed ${(bleed / PT_PER_MM).toFixed(2)} mm`
        : `${badBoxes} of ${pages.length} pages without a TrimBox inside a BleedBox inside the MediaBox`,
    ok: badBoxes === 0,
  });
  rows.push({
    check: 'fonts',
    found:
      unembedded.length === 0
        ? `${fonts.length} fonts, all embedded`
        : `not embedded: ${[...new Set(unembedded)].join(', ')}`,
    ok: unembedded.length === 0,
  });
  rows.push({
    check: 'transparency',
    found: transparency.length === 0 ? 'none' : [...new Set(transparency)].join(', '),
    ok: transparency.length === 0,
  });

  // PDF/X.
  const info = lookup(doc.context.trailerInfo.Info);
  const version = info instanceof PDFDict ? info.get(PDFName.of('GTS_PDFXVersion')) : undefined;
  const versionText =
    version instanceof PDFString || version instanceof PDFHexString ? version.decodeText() : undefined;
  const intents = lookup(doc.catalog.get(PDFName.of('OutputIntents')));
  const cmykIntent =
    intents instanceof PDFArray &&
    intents.asArray().some((i) => {
      const d = lookup(i);
      const profile = d instanceof PDFDict ? lookup(d.get(PDFName.of('DestOutputProfile'))) : undefined;
      return profile instanceof PDFRawStream && num(profile.dict.get(PDFName.of('N'))) === 4;
    });
  const isX = versionText !== undefined && cmykIntent;
  rows.push({
    check: 'PDF/X',
    found: `${versionText ?? 'no GTS_PDFXVersion'}; ${cmykIntent ? 'OutputIntent with a CMYK profile' : 'no CMYK OutputIntent'}`,
    ok: isX || !options.pdfx,
  });
  return rows;
}

/** The rows as a table of three columns. */
export function preflightTable(rows: readonly PreflightRow[]): string {
  const w = Math.max(...rows.map((r) => r.check.length), 5);
  return rows.map((r) => `${r.ok ? 'pass' : 'FAIL'}  ${r.check.padEnd(w)}  ${r.found}`).join('\n');
}
