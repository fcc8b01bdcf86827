import { renderToBuffer } from '@react-pdf/renderer';
import { registerPdfFonts } from '../documents/pdf-parts.ts';
import { StatementPdf } from './statement-pdf-document.tsx';
import type { StatementPdfInput } from './statement-pdf-input.ts';

/** A statement's PDF from what it shows; called in a PDF thread (pdf-pool/). */
export function renderStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<StatementPdf {...input} />);
}
