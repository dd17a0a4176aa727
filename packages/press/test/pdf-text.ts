/** Text and page count of a PDF, through pdfjs-dist's legacy build (the one for Node). */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string[] }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const text: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    text.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return { pages: doc.numPages, text };
}
