/**
 * A PDF's dates are the edition's release day (`PressData.released`), never the clock's, so the
 * same edition gives the same bytes on every machine and every day. An edition without a release
 * day is dated the Unix epoch in its metadata (pdfkit needs a date, and derives the file ID from
 * it), and its imprint prints no date.
 */
import type { PDFDocument } from '@cantoo/pdf-lib';

export const UNDATED = new Date(0);

/** The date a file of this edition carries. */
export const pdfDate = (released: Date | undefined): Date => released ?? UNDATED;

export function setPdfDates(doc: PDFDocument, released: Date | undefined): void {
  doc.setCreationDate(pdfDate(released));
  doc.setModificationDate(pdfDate(released));
}
