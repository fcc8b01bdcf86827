import { formatAmount } from '@kira/core/format/money';
import { memo } from 'react';
import { LineActions } from './line-actions.tsx';
import type { LineProps } from './line-card.tsx';
import { LineFields } from './line-fields.tsx';
import classes from './line-grid.module.css';

/**
 * One line as a row of the grid (desktops): its fields under the grid's column headings, its
 * amount, and the buttons that move, duplicate and remove it. Memoized as the cards are.
 */
export const LineRow = memo(function LineRow({
  line,
  index,
  last,
  amount,
  currency,
  onChange,
  onCommand,
  errorOf,
}: LineProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of a CSS grid; a fieldset's box model (min-content width, a legend) would break the grid's columns.
    <div
      className={classes.row}
      data-testid="document-line"
      data-line-key={line.key}
      role="group"
      aria-label={`Line ${index + 1}`}
    >
      <LineFields
        line={line}
        index={index}
        labelsShown={false}
        onChange={(change) => onChange(index, change)}
        errorOf={(field) => errorOf(`lines.${index}.${field}`)}
      />
      <p className={classes.amount}>
        {amount !== undefined ? formatAmount(amount, { currency }) : ''}
      </p>
      <LineActions index={index} last={last} onCommand={onCommand} compact />
    </div>
  );
});
