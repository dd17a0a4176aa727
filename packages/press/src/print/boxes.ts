/**
 * PDF page boxes a print shop's preflight reads: the MediaBox is the whole page, bleed included;
 * the BleedBox says how far the art runs; the TrimBox is the card after cutting. With `pdfx`, the
 * file also says what it is for: PDF/X-1a:2003 markers (the version a shop such as DriveThruCards
 * asks for), PDF 1.4, `Trapped` false, a file ID, and an OutputIntent carrying a CMYK profile.
 * With @cantoo/pdf-lib.
 */
import { createHash } from 'node:crypto';
import { PDFDict, PDFDocument, PDFHeader, PDFHexString, PDFName, PDFString } from '@cantoo/pdf-lib';
import { setPdfDates } from '../pdf-dates.ts';

export const PT_PER_MM = 72 / 25.4;

export interface PdfX {
  /** The ICC profile of the printing condition, a CMYK output profile. */
  readonly profile: Uint8Array;
  /** What the profile is (the OutputIntent's Info). */
  readonly profileName: string;
}

export const PDFX_VERSION = 'PDF/X-1a:2003';

export async function setCardBoxes(
  pdf: Uint8Array,
  bleedPt: number,
  info: { title: string; subject: string; date?: Date | undefined },
  pdfx?: PdfX,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  for (const page of doc.getPages()) {
    const { width, height } = page.getMediaBox();
    page.setBleedBox(0, 0, width, height);
    page.setTrimBox(bleedPt, bleedPt, width - 2 * bleedPt, height - 2 * bleedPt);
    // Nothing on a card is transparent; an RGB blending group would be the file's one RGB space.
    page.node.delete(PDFName.of('Group'));
  }
  doc.setTitle(info.title);
  doc.setSubject(info.subject);
  doc.setProducer('@nobid/press');
  doc.setCreator('@nobid/press');
  setPdfDates(doc, info.date);
  if (pdfx) {
    const { context } = doc;
    context.header = PDFHeader.forVersion(1, 4);
    const infoDict = context.lookup(context.trailerInfo.Info);
    if (infoDict instanceof PDFDict) {
      infoDict.set(PDFName.of('GTS_PDFXVersion'), PDFString.of(PDFX_VERSION));
      infoDict.set(PDFName.of('GTS_PDFXConformance'), PDFString.of(PDFX_VERSION));
      infoDict.set(PDFName.of('Trapped'), PDFName.of('False'));
    }
    const profile = context.register(context.flateStream(pdfx.profile, { N: 4 }));
    const intent = context.obj({
      Type: 'OutputIntent',
      S: 'GTS_PDFX',
      OutputConditionIdentifier: PDFString.of('Custom'),
      OutputCondition: PDFString.of('Commercial and specialty printing (CMYK)'),
      RegistryName: PDFString.of('http://www.color.org'),
      Info: PDFString.of(pdfx.profileName),
      DestOutputProfile: profile,
    });
    doc.catalog.set(PDFName.of('OutputIntents'), context.obj([intent]));
    // A file ID from the content, so the same cards give the same bytes.
    const id = PDFHexString.of(createHash('md5').update(pdf).digest('hex'));
    context.trailerInfo.ID = context.obj([id, id]);
  }
  return doc.save({ useObjectStreams: false });
}
