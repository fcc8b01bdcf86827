import { formatAmount } from '@kira/core/format/money';
import { Text, View } from '@react-pdf/renderer';
import { PayNowQr } from './paynow-qr.tsx';
import type { DocumentPdfInput } from './pdf-input.ts';
import { s } from './pdf-styles.ts';

/** Kinds the customer pays against: their PDFs say where to pay. */
const PAID_KINDS = new Set(['invoice', 'quotation', 'service']);

function Paragraph({ heading, text }: { heading: string; text: string }) {
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.paragraphHeading}>{heading}</Text>
      <Text>{text}</Text>
    </View>
  );
}

function BankDetails({ company, document }: DocumentPdfInput) {
  if (!PAID_KINDS.has(document.kind) || !company.bankAccountNumber) return null;
  const rows: [string, string][] = [
    ['Bank', company.bankName],
    ['Account name', company.bankAccountName || company.legalName],
    ['Account number', company.bankAccountNumber],
    ['SWIFT', company.bankSwift],
  ];
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.paragraphHeading}>Bank details</Text>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Text key={label}>
            {label}: {value}
          </Text>
        ))}
    </View>
  );
}

/** An open invoice's PayNow code (the QR image of core's payload) and what it asks for. */
function PdfPayNow({ payNow }: Pick<DocumentPdfInput, 'payNow'>) {
  if (!payNow) return null;
  return (
    <View style={s.payNowBox} wrap={false}>
      <Text style={s.bold}>Scan to pay with PayNow</Text>
      <PayNowQr payload={payNow.payload} size={110} />
      <Text>{formatAmount(payNow.amount, { currency: 'SGD' })}</Text>
      <Text style={s.muted}>Reference {payNow.reference}</Text>
    </View>
  );
}

/** A delivery order's block for whoever receives the goods. */
function ReceivedBy() {
  return (
    <View style={[s.section, s.row]} wrap={false}>
      <View style={{ width: '100%' }}>
        <Text style={s.paragraphHeading}>Received in good order and condition by</Text>
        <View style={[s.row, { marginTop: 8 }]}>
          {['Name', 'Signature', 'Date', 'Company stamp'].map((label) => (
            <View key={label} style={{ flex: 1, marginRight: 12 }}>
              <View style={s.signatureLine} />
              <Text style={s.muted}>{label}</Text>
            </View>
          ))}
        </View>
      </View>
    </View>
  );
}

/**
 * What follows the amounts: notes (a credit note's reason is printed with its invoice
 * instead), terms, bank details and the PayNow code side by side, and a delivery order's
 * received-by block.
 */
export function PdfClosing(input: DocumentPdfInput) {
  const { document } = input;
  return (
    <View>
      {document.notes && document.kind !== 'credit' ? (
        <Paragraph heading="Notes" text={document.notes} />
      ) : null}
      {document.terms ? <Paragraph heading="Terms" text={document.terms} /> : null}
      <View style={s.spread} wrap={false}>
        <BankDetails {...input} />
        <View style={s.section}>
          <PdfPayNow payNow={input.payNow} />
        </View>
      </View>
      {document.kind === 'delivery' ? <ReceivedBy /> : null}
    </View>
  );
}
