import { formatAmount } from '@kira/core/format/money';
import { type Styles, Text, View } from '@react-pdf/renderer';
import type { DocumentPdfInput } from './pdf-input.ts';
import { type LineColumn, lineColumns, lineGroups } from './pdf-line-columns.ts';
import { s } from './pdf-styles.ts';

type Style = Styles[string];

function cellStyle(column: LineColumn): Style {
  const width: Style =
    column.width === null ? { flex: 1, paddingRight: 6 } : { width: column.width };
  return column.right ? { ...width, textAlign: 'right', paddingLeft: 4 } : width;
}

/**
 * The line table. Its header is `fixed`: when the lines run onto another page, the header is
 * repeated at the top of it. A line never splits across pages.
 */
export function PdfLines(input: DocumentPdfInput) {
  const columns = lineColumns(input);
  const groups = lineGroups(input);
  const pricesShown = columns.some((c) => c.key === 'amount');
  return (
    <View style={s.section}>
      <View style={s.tableHeader} fixed>
        {columns.map((column) => (
          <Text key={column.key} style={cellStyle(column)}>
            {column.header}
          </Text>
        ))}
      </View>
      {groups.map((group) => (
        <View key={group.heading ?? 'lines'}>
          {group.heading ? (
            <Text style={s.groupHeading} minPresenceAhead={24}>
              {group.heading}
            </Text>
          ) : null}
          {group.lines.map((line) => (
            <View key={line.position} style={s.tableRow} wrap={false}>
              {columns.map((column) => (
                <Text key={column.key} style={cellStyle(column)}>
                  {column.value(line)}
                </Text>
              ))}
            </View>
          ))}
          {group.totalLabel && pricesShown ? (
            <View style={s.groupTotal} wrap={false}>
              <Text style={s.bold}>
                {group.totalLabel}:{' '}
                {formatAmount(group.total, { currency: input.document.currency })}
              </Text>
            </View>
          ) : null}
        </View>
      ))}
    </View>
  );
}
