import { MAX_PDFS_PER_ZIP } from '@kira/core/document-pdf';
import { apiLink } from '../../../lib/api/client.ts';

export { MAX_PDFS_PER_ZIP };

/** Where the browser shows a document's PDF (`GET`, inline), or downloads it. */
export function documentPdfUrl(documentId: string, { download = false } = {}): string {
  const path = `/api/documents/${encodeURIComponent(documentId)}/pdf`;
  return download ? `${path}?download=true` : path;
}

/** Where the browser downloads the PDFs of several documents as one ZIP. */
export function documentPdfsZipUrl(documentIds: readonly string[]): string {
  return apiLink('/api/documents/pdfs.zip', { ids: documentIds.join(',') });
}
