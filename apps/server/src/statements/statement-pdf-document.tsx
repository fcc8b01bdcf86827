import { formatAmount } from '@kira/core/format/money';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { PayNowQr, pdfTextStyle, s } from '../documents/pdf-parts.ts';
import type { StatementPdfInput } from './statement-pdf-input.ts';
import { StatementLetterhead, StatementParty } from './statement-pdf-letterhead.tsx';
import { StatementTable } from './statement-pdf-table.tsx';

/** The SGD amount due as a PayNow code, its reference the statement's number. */
function StatementPayNow({ content }: StatementPdfInput) {
  const { payNow } = content;
  if (!payNow) return null;
  return (
    <View style={[s.section, { alignItems: 'flex-end' }]} wrap={false}>
      <View style={s.payNowBox}>
        <Text style={s.bold}>Scan to pay with PayNow</Text>
        <PayNowQr payload={payNow.payload} size={110} />
        <Text>{formatAmount(payNow.amount, { currency: 'SGD' })}</Text>
        <Text style={s.muted}>Reference {payNow.reference}</Text>
      </View>
    </View>
  );
}

/** A statement of account as its PDF: A4, the letterhead, a table per currency, PayNow. */
export function StatementPdf(input: StatementPdfInput) {
  const { content } = input;
  const title = `Statement of Account ${content.number ?? ''}`;
  return (
    <Document
      title={title}
      author={content.company?.legalName ?? ''}
      creator="Kira"
      producer="Kira"
      language="en-SG"
    >
      <Page size="A4" style={[s.page, pdfTextStyle(JSON.stringify(content))]}>
        <StatementLetterhead {...input} />
        <StatementParty {...input} />
        {content.currencies.map((statement) => (
          <StatementTable key={statement.currency} statement={statement} />
        ))}
        <StatementPayNow {...input} />
        <View style={s.footer} fixed>
          <Text style={{ width: '50%' }}>{title}</Text>
          <Text
            style={{ width: '50%', textAlign: 'right' }}
            render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
          />
        </View>
      </Page>
    </Document>
  );
}
