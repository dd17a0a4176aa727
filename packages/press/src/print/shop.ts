/**
 * The files a print shop takes, for any game's deck (`ShopDeck`): every distinct card once (with its
 * copies in a manifest, as the shops' upload forms ask), faces then backs, each framed with its bleed (the faces draw
 * past their trim line, svg.ts `reframe`). A PDF for a shop is converted to CMYK and carries its
 * TrimBox and BleedBox; the proof shows the same pages with the trim line and the safe zone drawn,
 * which never appear in the files sent to print.
 */
import { svgToPng } from '../cards/png.ts';
import { reframe } from '../cards/svg.ts';
import { fontsFor } from '../fonts.ts';
import type { Lang } from '../languages.ts';
import { PT_PER_MM, setCardBoxes } from './boxes.ts';
import { cmykProfile } from './cmyk.ts';
import { cardPdf } from './pdf-doc.ts';
import { preflight } from './preflight.ts';
import { bleedFrame, type PdfPreset, type PngPreset, pngFrame } from './presets.ts';

export interface ShopCard {
  /** File stem: the card's kind (No Bid), company-<key> (Startups), or a back's name. */
  readonly name: string;
  /** What a player calls it (a TTS card's nickname), if not its name: a company's in the language. */
  readonly label?: string;
  readonly svg: string;
  /** Copies to print (No Bid: at the player count that needs the most); a back, its pile's. */
  readonly copies: number;
}

/** A game's cards as a shop takes them (No Bid's from printer.ts, Startups' from startups/shop.ts). */
export interface ShopDeck {
  /** The PDFs' title, e.g. "No Bid cards (en)". */
  readonly title: string;
  /** The PDFs' subject: the edition's label, or Startups' notice. */
  readonly subject: string;
  readonly date?: Date | undefined;
  /** The stem of a PDF preset's files: `cards-en` gives cards-en-bleed.pdf, cards-en-dtc.pdf. */
  readonly stem: string;
  /** Every distinct card once, faces then backs, with its copies (none with 0 copies). */
  readonly cards: readonly ShopCard[];
  /** The back behind each face, by the face's name (a per-copy preset prints front, back, …). */
  readonly backOf: ReadonlyMap<string, ShopCard>;
}

/** `name,copies,file` lines: what a shop's upload form asks for each card. */
export const manifest = (cards: readonly ShopCard[], ext: string): string =>
  `card,copies,file\n${cards.map((c) => `${c.name},${c.copies},${c.name}.${ext}`).join('\n')}\n`;

export interface File {
  readonly path: string;
  readonly bytes: Uint8Array | string;
}

/** The trim line in red and the safe zone dashed green, and the card's name, over a proof page. */
function guides(
  doc: PDFKit.PDFDocument,
  font: string,
  page: { w: number; h: number; bleed: readonly [number, number]; safe: number },
  label: string,
): void {
  const [bx, by] = page.bleed;
  doc
    .save()
    .lineWidth(0.6)
    .strokeColor('#e0001b')
    .rect(bx, by, page.w - 2 * bx, page.h - 2 * by)
    .stroke();
  const s = page.safe;
  doc
    .dash(3, { space: 2 })
    .strokeColor('#00a651')
    .rect(bx + s, by + s, page.w - 2 * (bx + s), page.h - 2 * (by + s))
    .stroke()
    .undash();
  doc
    .font(font)
    .fontSize(5)
    .fillColor('#e0001b')
    .text(label, bx + 2, 1.5, { lineBreak: false });
  doc.restore();
}

async function cardPages(
  cards: readonly ShopCard[],
  lang: Lang,
  deck: ShopDeck,
  page: { w: number; h: number; bleed: readonly [number, number]; safe: number },
  frame: (svg: string) => string,
  proof: boolean,
  inkLimit?: number,
): Promise<Uint8Array> {
  const pdf = cardPdf(
    fontsFor(lang),
    {
      title: `${deck.title}${proof ? ' · proof' : ''}`,
      subject: deck.subject,
      date: deck.date,
    },
    inkLimit,
  );
  for (const card of cards) {
    pdf.doc.addPage({ size: [page.w, page.h], margin: 0 });
    pdf.place(frame(card.svg), 0, 0, page.w, page.h);
    if (proof) guides(pdf.doc, pdf.font, page, `${card.name} × ${card.copies} · proof, not for print`);
  }
  return pdf.done();
}

/**
 * The pages of a per-copy preset: every physical card once, each front followed by its back (a
 * shop that prints duplex from one file pairs page 2n−1 with 2n).
 */
const perCopy = (deck: ShopDeck): ShopCard[] =>
  deck.cards
    .filter((c) => deck.backOf.has(c.name))
    .flatMap((c) =>
      Array.from({ length: c.copies }, () => [
        { ...c, copies: 1 },
        { ...deck.backOf.get(c.name)!, copies: 1 },
      ]).flat(),
    );

/**
 * A preset's PDF for a shop: the faces written in CMYK by the press's own separation (ink.ts: grey
 * and black in K only, rich black on the large dark fields, total ink within the preset's limit),
 * the boxes set, PDF/X markers where the preset asks, and then the file preflighted as a shop
 * would (preflight.ts): a file that fails is a bug, never written.
 */
export async function bleedPdfFiles(preset: PdfPreset, lang: Lang, deck: ShopDeck): Promise<File[]> {
  const distinct = deck.cards;
  const cards = preset.perCopy ? perCopy(deck) : distinct;
  const frameOf = bleedFrame(preset);
  const bleed = preset.bleedMm * PT_PER_MM;
  const page = {
    w: (preset.trimMm[0] + 2 * preset.bleedMm) * PT_PER_MM,
    h: (preset.trimMm[1] + 2 * preset.bleedMm) * PT_PER_MM,
    bleed: [bleed, bleed] as const,
    safe: preset.safeMm * PT_PER_MM,
  };
  const frame = (svg: string) => reframe(svg, frameOf);
  const info = { title: deck.title, subject: deck.subject, date: deck.date };
  const cmyk = await cardPages(cards, lang, deck, page, frame, false, preset.inkLimit);
  const profile = preset.pdfx ? cmykProfile() : undefined;
  const print = await setCardBoxes(
    cmyk,
    bleed,
    info,
    profile ? { profile: profile.bytes, profileName: profile.name } : undefined,
  );
  const failed = (await preflight(print, { inkLimit: preset.inkLimit, pdfx: preset.pdfx, dpi: 50 })).filter(
    (r) => !r.ok,
  );
  if (failed.length > 0)
    throw new Error(
      `${preset.name} (${lang}) fails preflight: ${failed.map((r) => `${r.check}: ${r.found}`).join('; ')}`,
    );
  const proof = await setCardBoxes(await cardPages(distinct, lang, deck, page, frame, true), bleed, {
    ...info,
    title: `${info.title} · proof`,
  });
  const stem = `${deck.stem}-${preset.name === 'bleed-pdf' ? 'bleed' : preset.name}`;
  return [
    { path: `${stem}.pdf`, bytes: print },
    { path: `${stem}-proof.pdf`, bytes: proof },
    { path: `${stem}-manifest.csv`, bytes: manifest(distinct, 'pdf page') },
  ];
}

export async function pngFiles(preset: PngPreset, lang: Lang, deck: ShopDeck): Promise<File[]> {
  const cards = deck.cards;
  const frame = pngFrame(preset);
  const ptPerPx = 72 / preset.dpi;
  const page = {
    w: preset.image[0] * ptPerPx,
    h: preset.image[1] * ptPerPx,
    bleed: [
      ((preset.image[0] - preset.trim[0]) / 2) * ptPerPx,
      ((preset.image[1] - preset.trim[1]) / 2) * ptPerPx,
    ] as const,
    safe: preset.safeInch * 72,
  };
  const framed = (svg: string) => reframe(svg, frame);
  const pngs = cards.map((c) => ({
    path: `${preset.name}/${c.name}.png`,
    bytes: svgToPng(framed(c.svg), lang, preset.image[0]),
  }));
  // The proof's pages are in points: the same window, sized so svg-to-pdfkit fills the page.
  const onPage = (svg: string) => reframe(svg, { ...frame, width: `${page.w}pt`, height: `${page.h}pt` });
  const proof = await cardPages(cards, lang, deck, page, onPage, true);
  return [
    ...pngs,
    { path: `${preset.name}/manifest.csv`, bytes: manifest(cards, 'png') },
    { path: `${preset.name}-proof-${lang}.pdf`, bytes: proof },
  ];
}
