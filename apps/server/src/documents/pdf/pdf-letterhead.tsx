import { documentTitle } from '@kira/core/document-letterhead';
import { Image, Text, View } from '@react-pdf/renderer';
import type { DocumentPdfInput } from './pdf-input.ts';
import { s } from './pdf-styles.ts';
import { printedLines } from './printed-lines.ts';

/** The status a PDF says in words beside its title: only a draft or a void document has one. */
function statusLine({ document }: DocumentPdfInput): string | null {
  if (document.status === 'draft') return 'Draft: not issued';
  if (document.status === 'void') {
    return document.voidReason ? `Void: ${document.voidReason}` : 'Void';
  }
  return null;
}

/**
 * The top of the first page: the company (logo, legal name, UEN, address, GST registration
 * number) on the left, the title by kind (a GST-registered company's invoice is a "Tax
 * Invoice"), the number and any Draft or Void mark on the right.
 */
export function PdfLetterhead(input: DocumentPdfInput) {
  const { company, document, logo } = input;
  const title = documentTitle({ kind: document.kind, gstRegistered: company.gstRegistered });
  const status = statusLine(input);
  return (
    <View style={s.spread}>
      <View style={{ width: '55%' }}>
        {logo ? <Image style={s.logo} src={{ data: logo.data, format: logo.format }} /> : null}
        <Text style={s.companyName}>{company.legalName}</Text>
        {company.uen ? <Text>UEN: {company.uen}</Text> : null}
        {printedLines(company.addressLines).map((line) => (
          <Text key={line.key}>{line.text}</Text>
        ))}
        {company.phone || company.email ? (
          <Text style={s.muted}>{[company.phone, company.email].filter(Boolean).join(' · ')}</Text>
        ) : null}
        {company.gstRegistered && company.gstNumber ? (
          <Text>GST Reg. No.: {company.gstNumber}</Text>
        ) : null}
      </View>
      <View style={{ width: '45%' }}>
        <Text style={s.title}>{title}</Text>
        <Text style={s.number}>{document.number ?? 'No number yet'}</Text>
        {status ? <Text style={s.statusLine}>{status}</Text> : null}
      </View>
    </View>
  );
}
