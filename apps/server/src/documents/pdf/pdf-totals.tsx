import { Text, View } from '@react-pdf/renderer';
import type { DocumentPdfInput } from './pdf-input.ts';
import { showsPrices } from './pdf-line-columns.ts';
import { s } from './pdf-styles.ts';
import { totalRows } from './pdf-total-rows.ts';

/** The amounts under the lines, kept together on one page; none when prices are not shown. */
export function PdfTotals(input: DocumentPdfInput) {
  if (!showsPrices(input)) return null;
  return (
    <View style={s.totals} wrap={false}>
      {totalRows(input).map((row) => (
        <View key={row.label} style={row.strong ? s.totalStrong : s.totalRow}>
          <Text>{row.label}</Text>
          <Text>{row.value}</Text>
        </View>
      ))}
    </View>
  );
}
