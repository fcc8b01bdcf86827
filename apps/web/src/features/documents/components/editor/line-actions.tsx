import { Button, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './line-card.module.css';

export type LineCommand = 'up' | 'down' | 'duplicate' | 'remove';

interface LineActionsProps {
  index: number;
  /** Whether it is the last line (it cannot move down). */
  last: boolean;
  onCommand: (index: number, command: LineCommand) => void;
  /** The grid's: symbols in place of words, each still named in full (`Remove line 1`). */
  compact: boolean;
}

/** The buttons that move, duplicate and remove a line. */
export function LineActions({ index, last, onCommand, compact }: LineActionsProps) {
  const number = index + 1;
  const shown = (word: string, symbol: string) => (compact ? symbol : word);
  return (
    <div className={compact ? classes.compactActions : classes.actions}>
      <LineButton
        disabled={index === 0}
        onClick={() => onCommand(index, 'up')}
        label={`Move line ${number} up`}
      >
        {shown('Up', '↑')}
      </LineButton>
      <LineButton
        disabled={last}
        onClick={() => onCommand(index, 'down')}
        label={`Move line ${number} down`}
      >
        {shown('Down', '↓')}
      </LineButton>
      <LineButton onClick={() => onCommand(index, 'duplicate')} label={`Duplicate line ${number}`}>
        {compact ? <CopyMark /> : 'Duplicate'}
      </LineButton>
      <LineButton danger onClick={() => onCommand(index, 'remove')} label={`Remove line ${number}`}>
        {shown('Remove', '✕')}
      </LineButton>
    </div>
  );
}

/** Two sheets, one over the other: "duplicate" where the grid has no room for the word. */
function CopyMark() {
  return (
    <svg className={classes.mark} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" stroke="currentColor" strokeWidth="1.5" />
      <path d="M3 10.5v-6A1.5 1.5 0 0 1 4.5 3h6" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

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
      title={label}
      onClick={onClick}
    >
      <span className={Button.classes.inner}>
        <span className={Button.classes.label}>{children}</span>
      </span>
    </button>
  );
}
