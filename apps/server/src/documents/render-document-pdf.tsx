import { renderToBuffer } from '@react-pdf/renderer';
import { DocumentPdf } from './pdf/document-pdf.tsx';
import { registerPdfFonts } from './pdf/pdf-fonts.ts';
import type { DocumentPdfInput } from './pdf/pdf-input.ts';

export type { DocumentPdfInput, PdfImage } from './pdf/pdf-input.ts';

/**
 * A document's PDF from what it shows (nothing is read here: see use-cases/document-pdf.ts;
 * the page's parts are pdf/).
 * Called in a PDF thread (pdf-pool/). react-pdf's `renderToBuffer` keeps each PDF's React root
 * (about 90 KB, measured), so a thread is replaced by a fresh one after a few hundred PDFs.
 */
export function renderDocumentPdf(input: DocumentPdfInput): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<DocumentPdf {...input} />);
}
