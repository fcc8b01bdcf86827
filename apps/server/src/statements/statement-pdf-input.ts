import type { StatementContent } from '@kira/core/statements';
import type { PdfImage } from '../documents/pdf-parts.ts';

/** Everything a statement's PDF shows: its kept content and the letterhead's logo. */
export interface StatementPdfInput {
  content: StatementContent;
  logo: PdfImage | null;
}
