import { formatDisplayDate } from '@kira/core/format/dates';
import { formatAmount } from '@kira/core/format/money';
import { AGEING_BUCKETS, AGEING_LABELS } from '@kira/core/statement-ageing';
import type { CurrencyStatement } from '@kira/core/statements';
import { Text, View } from '@react-pdf/renderer';
import { s } from '../documents/pdf-parts.ts';

const COLUMNS = { date: '13%', description: '42%', money: '15%' } as const;
const money = (amount: string) => (amount === '0.00' ? '' : formatAmount(amount));

function Row({
  cells,
  bold = false,
}: {
  cells: [string, string, string, string, string];
  bold?: boolean;
}) {
  const [date, description, debit, credit, balance] = cells;
  return (
    <View style={[s.tableRow, bold ? s.bold : {}]} wrap={false}>
      <Text style={{ width: COLUMNS.date }}>{date}</Text>
      <Text style={{ width: COLUMNS.description }}>{description}</Text>
      <Text style={[s.cellRight, { width: COLUMNS.money }]}>{debit}</Text>
      <Text style={[s.cellRight, { width: COLUMNS.money }]}>{credit}</Text>
      <Text style={[s.cellRight, { width: COLUMNS.money }]}>{balance}</Text>
    </View>
  );
}

/**
 * One currency of a statement: the opening balance, each document with the balance after it,
 * the closing balance, then the ageing of what is open and the credit not used.
 */
export function StatementTable({ statement }: { statement: CurrencyStatement }) {
  const { currency } = statement;
  return (
    <View style={s.section}>
      <Text style={s.groupHeading}>{currency}</Text>
      <View style={s.tableHeader} fixed>
        <Text style={{ width: COLUMNS.date }}>Date</Text>
        <Text style={{ width: COLUMNS.description }}>Description</Text>
        <Text style={[s.cellRight, { width: COLUMNS.money }]}>Debit</Text>
        <Text style={[s.cellRight, { width: COLUMNS.money }]}>Credit</Text>
        <Text style={[s.cellRight, { width: COLUMNS.money }]}>Balance</Text>
      </View>
      <Row cells={['', 'Opening balance', '', '', formatAmount(statement.opening)]} bold />
      {statement.lines.map((line) => (
        <Row
          key={line.documentId}
          cells={[
            formatDisplayDate(line.date),
            line.description,
            money(line.debit),
            money(line.credit),
            formatAmount(line.balance),
          ]}
        />
      ))}
      <Row
        cells={['', 'Closing balance', '', '', formatAmount(statement.closing, { currency })]}
        bold
      />
      <View style={[s.row, { marginTop: 8 }]} wrap={false}>
        {AGEING_BUCKETS.map(({ bucket }) => (
          <View key={bucket} style={{ flex: 1 }}>
            <Text style={s.label}>{AGEING_LABELS[bucket]}</Text>
            <Text>{formatAmount(statement.ageing[bucket])}</Text>
          </View>
        ))}
        <View style={{ flex: 1 }}>
          <Text style={s.label}>Unapplied credit</Text>
          <Text>{formatAmount(statement.unappliedCredit)}</Text>
        </View>
      </View>
    </View>
  );
}
