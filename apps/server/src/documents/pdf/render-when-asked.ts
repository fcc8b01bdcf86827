import type { DocumentPdfInput } from './pdf-input.ts';

type Renderer = typeof import('./render-document-pdf.tsx');

let renderer: Promise<Renderer> | undefined;

/**
 * `renderDocumentPdf`, with react-pdf, React and the fonts loaded by the first PDF instead of at
 * start: a server that has made no PDF holds about 18 MB less heap and 35 MB less memory in all
 * (docs/performance.md, "Memory after load").
 */
export async function renderDocumentPdf(input: DocumentPdfInput): Promise<Buffer> {
  renderer ??= import('./render-document-pdf.tsx').catch((error) => {
    renderer = undefined;
    throw error;
  });
  return (await renderer).renderDocumentPdf(input);
}
