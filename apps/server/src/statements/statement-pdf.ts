import type { StatementContent } from '@kira/core/statements';
import { logoForPdf } from '../documents/pdf-logo.ts';
import type { PdfMaking } from '../documents/pdf-parts.ts';
import { readLogoFile } from '../settings/company-logo.ts';

/** A kept statement's PDF (`SOA-000001.pdf`), rendered on a PDF thread from its content alone. */
export async function statementPdf(
  { dataDir, pdfs }: PdfMaking,
  content: StatementContent,
): Promise<{ fileName: string; bytes: Buffer }> {
  const file = content.company?.logoFile;
  const stored = file ? await readLogoFile(dataDir, file) : null;
  const logo = stored ? await logoForPdf(stored) : null;
  const bytes = await pdfs.render({ kind: 'statement', input: { content, logo } });
  return { fileName: `${content.number ?? 'statement'}.pdf`, bytes };
}
