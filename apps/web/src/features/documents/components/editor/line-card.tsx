import { formatAmount } from '@kira/core/format/money';
import { Button, Paper, UnstyledButton } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { LineForm } from '../../line-form.ts';
import classes from './line-card.module.css';
import { LineFields } from './line-fields.tsx';

export type LineCommand = 'up' | 'down' | 'duplicate' | 'remove' | 'addAfter';

interface LineCardProps {
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
 * One line as a card: its fields, its amount, and the buttons that move, duplicate and remove
 * it. Memoized, with props that stay the same for the other lines: typing in one line renders
 * that line and the totals, not the other 199. Drawn with plain elements in Mantine's classes
 * (`line-card.module.css`): it looks like a Paper of compact buttons and `xs` inputs.
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
}: LineCardProps) {
  const number = index + 1;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a Paper, as before; a fieldset brings a box model of its own (min-content width, a legend) that the card does not want.
    <div
      className={`${Paper.classes.root} ${classes.card}`}
      data-with-border
      data-testid="document-line"
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
        <div className={classes.actions}>
          <LineButton
            disabled={index === 0}
            onClick={() => onCommand(index, 'up')}
            label={`Move line ${number} up`}
          >
            Up
          </LineButton>
          <LineButton
            disabled={last}
            onClick={() => onCommand(index, 'down')}
            label={`Move line ${number} down`}
          >
            Down
          </LineButton>
          <LineButton
            onClick={() => onCommand(index, 'duplicate')}
            label={`Duplicate line ${number}`}
          >
            Duplicate
          </LineButton>
          <LineButton
            danger
            onClick={() => onCommand(index, 'remove')}
            label={`Remove line ${number}`}
          >
            Remove
          </LineButton>
        </div>
      </div>
      <LineFields
        line={line}
        index={index}
        onChange={(change) => onChange(index, change)}
        onEnter={() => onCommand(index, 'addAfter')}
        errorOf={(field) => errorOf(`lines.${index}.${field}`)}
      />
    </div>
  );
});

/** A compact subtle button, as Mantine's `<Button size="compact-xs" variant="subtle">` draws it. */
function LineButton({
  label,
  disabled = false,
  danger = false,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const kind = `${classes.button} ${danger ? classes.danger : ''}`;
  return (
    <button
      type="button"
      className={`mantine-focus-auto ${disabled ? '' : 'mantine-active'} ${Button.classes.root} ${UnstyledButton.classes.root} ${kind}`}
      data-variant="subtle"
      data-size="compact-xs"
      data-disabled={disabled || undefined}
      disabled={disabled}
      aria-label={label}
      onClick={onClick}
    >
      <span className={Button.classes.inner}>
        <span className={Button.classes.label}>{children}</span>
      </span>
    </button>
  );
}
