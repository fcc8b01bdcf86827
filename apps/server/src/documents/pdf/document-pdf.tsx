import { documentTitle } from '@kira/core/document-letterhead';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { PdfClosing } from './pdf-closing.tsx';
import { pdfTextStyle } from './pdf-fonts.ts';
import type { DocumentPdfInput } from './pdf-input.ts';
import { PdfLetterhead } from './pdf-letterhead.tsx';
import { PdfLines } from './pdf-lines.tsx';
import { PdfCreditedInvoice, PdfParties } from './pdf-parties.tsx';
import { s } from './pdf-styles.ts';
import { PdfTotals } from './pdf-totals.tsx';

/** On every page: who and what it is, the company's footer text, and "Page x of y". */
function PageFooter({ company, document, title }: DocumentPdfInput & { title: string }) {
  return (
    <View style={s.footer} fixed>
      <Text style={{ width: '30%' }}>
        {title} {document.number ?? '(draft)'}
      </Text>
      <Text style={{ width: '45%', textAlign: 'center' }}>{company.invoiceFooter}</Text>
      <Text
        style={{ width: '25%', textAlign: 'right' }}
        render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
      />
    </View>
  );
}

/** A draft or void document says so across every page. */
function Watermark({ document }: DocumentPdfInput) {
  const mark = document.status === 'draft' ? 'DRAFT' : document.status === 'void' ? 'VOID' : null;
  return mark ? (
    <Text style={s.watermark} fixed>
      {mark}
    </Text>
  ) : null;
}

/** A business document as its PDF: A4, one flow of pages. */
export function DocumentPdf(props: DocumentPdfInput) {
  const { company, document } = props;
  const title = documentTitle({ kind: document.kind, gstRegistered: company.gstRegistered });
  return (
    <Document
      title={`${title} ${document.number ?? '(draft)'}`}
      author={company.legalName}
      creator="Kira"
      producer="Kira"
      language="en-SG"
    >
      <Page size="A4" style={[s.page, pdfTextStyle(JSON.stringify(props))]}>
        <Watermark {...props} />
        <PdfLetterhead {...props} />
        <PdfParties {...props} />
        <PdfCreditedInvoice {...props} />
        <PdfLines {...props} />
        <PdfTotals {...props} />
        <PdfClosing {...props} />
        <PageFooter {...props} title={title} />
      </Page>
    </Document>
  );
}
