/**
 * A PDF read back as a reader would: every page's text, through PDF.js (pdfjs-dist, the library
 * Firefox shows PDFs with), so a test asserts what the document says, not how its bytes look.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface PdfContents {
  pages: number;
  /** Each page's text, its pieces joined by a space. */
  text: string[];
  /** The document's Title and CreationDate (PDF date form: `D:20260201090000Z`). */
  info: { Title?: string; CreationDate?: string };
}

export async function readPdf(bytes: Buffer): Promise<PdfContents> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, verbosity: 0 }).promise;
  try {
    const text: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    const { info } = (await pdf.getMetadata()) as { info: PdfContents['info'] };
    return { pages: pdf.numPages, text, info };
  } finally {
    await pdf.destroy();
  }
}
