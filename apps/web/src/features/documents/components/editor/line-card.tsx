import { formatAmount } from '@kira/core/format/money';
import { Paper } from '@mantine/core';
import { memo } from 'react';
import type { LineForm } from '../../line-form.ts';
import { LineActions, type LineCommand } from './line-actions.tsx';
import classes from './line-card.module.css';
import { LineFields } from './line-fields.tsx';

export interface LineProps {
  line: LineForm;
  index: number;
  /** Whether it is the last line (it cannot move down). */
  last: boolean;
  /** The line's amount as the totals computed it, when they could be. */
  amount: string | undefined;
  currency: string;
  onChange: (index: number, change: Partial<LineForm>) => void;
  onCommand: (index: number, command: LineCommand) => void;
  /** The server's message for a field of the document: `errorOf('lines.0.quantity')`. */
  errorOf: (field: string) => string | undefined;
}

/**
 * One line as a card (phones): its fields, its amount, and the buttons that move, duplicate
 * and remove it. Memoized, with props that stay the same for the other lines: typing in one
 * line renders that line and the totals, not the other 199. Drawn with plain elements in
 * Mantine's classes (`line-card.module.css`): it looks like a Paper of compact buttons and
 * `xs` inputs.
 */
export const LineCard = memo(function LineCard({
  line,
  index,
  last,
  amount,
  currency,
  onChange,
  onCommand,
  errorOf,
}: LineProps) {
  const number = index + 1;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a Paper, as before; a fieldset brings a box model of its own (min-content width, a legend) that the card does not want.
    <div
      className={`${Paper.classes.root} ${classes.card}`}
      data-with-border
      data-testid="document-line"
      data-line-key={line.key}
      role="group"
      aria-label={`Line ${number}`}
    >
      <div className={classes.head}>
        <p className={classes.title}>
          Line {number}
          {amount !== undefined ? (
            <span className={classes.amount}>{formatAmount(amount, { currency })}</span>
          ) : null}
        </p>
        <LineActions index={index} last={last} onCommand={onCommand} compact={false} />
      </div>
      <div className={classes.fields}>
        <LineFields
          line={line}
          index={index}
          labelsShown
          onChange={(change) => onChange(index, change)}
          errorOf={(field) => errorOf(`lines.${index}.${field}`)}
        />
      </div>
    </div>
  );
});
