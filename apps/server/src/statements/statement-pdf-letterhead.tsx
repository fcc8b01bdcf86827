import { formatDisplayDate } from '@kira/core/format/dates';
import { Image, Text, View } from '@react-pdf/renderer';
import { printedLines, s } from '../documents/pdf-parts.ts';
import type { StatementPdfInput } from './statement-pdf-input.ts';

/** The company on the left as documents print it; the title, number and period on the right. */
export function StatementLetterhead({ content, logo }: StatementPdfInput) {
  const { company } = content;
  return (
    <View style={s.spread}>
      <View style={{ width: '55%' }}>
        {logo ? <Image style={s.logo} src={{ data: logo.data, format: logo.format }} /> : null}
        <Text style={s.companyName}>{company?.legalName ?? ''}</Text>
        {company?.uen ? <Text>UEN: {company.uen}</Text> : null}
        {printedLines(company?.addressLines ?? []).map((line) => (
          <Text key={line.key}>{line.text}</Text>
        ))}
        {company?.phone || company?.email ? (
          <Text style={s.muted}>{[company.phone, company.email].filter(Boolean).join(' · ')}</Text>
        ) : null}
        {company?.gstNumber ? <Text>GST Reg. No.: {company.gstNumber}</Text> : null}
      </View>
      <View style={{ width: '45%' }}>
        <Text style={s.title}>Statement of Account</Text>
        <Text style={s.number}>{content.number ?? ''}</Text>
        <Text style={{ textAlign: 'right' }}>
          {formatDisplayDate(content.from)} to {formatDisplayDate(content.to)}
        </Text>
      </View>
    </View>
  );
}

/** Who the statement is for. */
export function StatementParty({ content }: StatementPdfInput) {
  const { contact } = content;
  return (
    <View style={s.section}>
      <Text style={s.label}>Statement for</Text>
      <Text style={s.partyName}>{contact.name}</Text>
      {printedLines(contact.addressLines).map((line) => (
        <Text key={line.key}>{line.text}</Text>
      ))}
      {contact.uen ? <Text>UEN: {contact.uen}</Text> : null}
    </View>
  );
}
