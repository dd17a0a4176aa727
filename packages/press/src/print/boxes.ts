/**
 * PDF page boxes a print shop's preflight reads: the MediaBox is the whole page, bleed included;
 * the BleedBox says how far the art runs; the TrimBox is the card after cutting. Set after the
 * colour conversion (Ghostscript rewrites the file), with @cantoo/pdf-lib.
 */
import { PDFDocument, PDFName } from '@cantoo/pdf-lib';

export const PT_PER_MM = 72 / 25.4;

export async function setCardBoxes(
  pdf: Uint8Array,
  bleedPt: number,
  info: { title: string; subject: string; date: Date },
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
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
  doc.setCreationDate(info.date);
  doc.setModificationDate(info.date);
  return doc.save({ useObjectStreams: false });
}
