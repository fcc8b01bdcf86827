// What other PDFs (a statement of account) print as documents do: the page's styles, fonts,
// the PayNow QR, printed lines, and how a PDF is made. This file is the documents module's entry
// for them (docs/decisions/0004-import-boundaries.md: a module is reached through its root).
export { PayNowQr } from './pdf/paynow-qr.tsx';
export { pdfTextStyle, registerPdfFonts } from './pdf/pdf-fonts.ts';
export type { PdfImage } from './pdf/pdf-input.ts';
export { s } from './pdf/pdf-styles.ts';
export { printedLines } from './pdf/printed-lines.ts';
export type { PdfMaking } from './use-cases/document-pdf.ts';
