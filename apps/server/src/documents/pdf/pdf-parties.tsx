import type { DocumentKind } from '@kira/core/document-lifecycle';
import { EXPENSE_CATEGORIES, labelOf, PAYMENT_METHODS } from '@kira/core/enums';
import { formatDisplayDate } from '@kira/core/format/dates';
import { formatAmount } from '@kira/core/format/money';
import { trimDecimal } from '@kira/core/money';
import { Text, View } from '@react-pdf/renderer';
import type { DocumentPdfInput } from './pdf-input.ts';
import { s } from './pdf-styles.ts';
import { printedLines } from './printed-lines.ts';

const CONTACT_LABEL = {
  invoice: 'Bill to',
  quotation: 'Prepared for',
  service: 'Customer',
  delivery: 'Deliver to',
  receipt: 'Received from',
  credit: 'Credit to',
  purchase: 'Supplier',
  expense: 'Paid to',
  refund: 'Refunded to',
} as const satisfies Record<DocumentKind, string>;

const ISSUE_DATE_LABEL = {
  invoice: 'Invoice date',
  credit: 'Credit note date',
  receipt: 'Receipt date',
  refund: 'Refund date',
} as const;

/** The particulars beside the contact, as label and value, in the order they print. */
function particulars({ document: d }: DocumentPdfInput): [string, string][] {
  const rows: [string, string][] = [];
  const dateLabel = ISSUE_DATE_LABEL[d.kind as keyof typeof ISSUE_DATE_LABEL] ?? 'Date';
  rows.push([dateLabel, formatDisplayDate(d.issueDate)]);
  if (d.dueDate) rows.push(['Due date', formatDisplayDate(d.dueDate)]);
  if (d.validUntil) rows.push(['Valid until', formatDisplayDate(d.validUntil)]);
  if (d.deliveryDate) rows.push(['Delivery date', formatDisplayDate(d.deliveryDate)]);
  if (d.reference) rows.push(['Reference', d.reference]);
  if (d.expenseCategory) rows.push(['Category', labelOf(EXPENSE_CATEGORIES, d.expenseCategory)]);
  if (d.paymentMethod) rows.push(['Payment method', labelOf(PAYMENT_METHODS, d.paymentMethod)]);
  rows.push(['Currency', d.currency]);
  if (d.currency !== 'SGD') {
    rows.push(['Exchange rate', `1 ${d.currency} = S$${trimDecimal(d.exchangeRate)}`]);
  }
  for (const allocation of d.allocations) {
    rows.push([
      'Payment for',
      `${allocation.invoiceNumber ?? 'a draft invoice'}: ${formatAmount(allocation.amount, { currency: d.currency })}`,
    ]);
  }
  return rows;
}

/** Who the document is for (or from), and its dates, reference and currency. */
export function PdfParties(input: DocumentPdfInput) {
  const { contact, document } = input;
  return (
    <View style={[s.spread, s.section]}>
      <View style={{ width: '50%' }}>
        <Text style={s.label}>{CONTACT_LABEL[document.kind]}</Text>
        {contact ? (
          <>
            <Text style={s.partyName}>{contact.name}</Text>
            {contact.contactPerson ? <Text>Attn: {contact.contactPerson}</Text> : null}
            {printedLines(contact.address).map((line) => (
              <Text key={line.key}>{line.text}</Text>
            ))}
            {contact.uen ? <Text>UEN: {contact.uen}</Text> : null}
            {contact.gstNumber ? <Text>GST Reg. No.: {contact.gstNumber}</Text> : null}
            {contact.email ? <Text style={s.muted}>{contact.email}</Text> : null}
          </>
        ) : (
          <Text style={s.muted}>No contact</Text>
        )}
      </View>
      <View style={{ width: '50%' }}>
        {particulars(input).map(([label, value]) => (
          <View key={`${label}${value}`} style={s.detailRow}>
            <Text style={s.detailLabel}>{label}</Text>
            <Text style={s.detailValue}>{value}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

/** A credit note names the invoice it adjusts (number and date) and why. */
export function PdfCreditedInvoice({ creditedInvoice, document }: DocumentPdfInput) {
  if (document.kind !== 'credit') return null;
  return (
    <View style={s.section}>
      {creditedInvoice ? (
        <Text>
          This credit note adjusts invoice {creditedInvoice.number ?? '(draft)'} dated{' '}
          {formatDisplayDate(creditedInvoice.issueDate)}.
        </Text>
      ) : null}
      {document.notes ? <Text>Reason: {document.notes}</Text> : null}
    </View>
  );
}
