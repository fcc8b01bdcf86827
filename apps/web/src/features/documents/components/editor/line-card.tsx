import { formatAmount } from '@kira/core/format/money';
import { Button, Group, Paper, Text } from '@mantine/core';
import { memo } from 'react';
import type { LineForm } from '../../document-form.ts';
import { LineFields } from './line-fields.tsx';

export type LineCommand = 'up' | 'down' | 'duplicate' | 'remove' | 'addAfter';

interface LineCardProps {
  line: LineForm;
  index: number;
  count: number;
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
 * it. Memoized: typing in one line re-renders that line and the totals, not the other 199.
 */
export const LineCard = memo(function LineCard({
  line,
  index,
  count,
  amount,
  currency,
  onChange,
  onCommand,
  errorOf,
}: LineCardProps) {
  const number = index + 1;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="document-line"
      role="group"
      aria-label={`Line ${number}`}
    >
      <Group justify="space-between" mb={6} wrap="wrap" gap="xs">
        <Text size="sm" fw={600}>
          Line {number}
          {amount !== undefined ? (
            <Text span c="dimmed" ml="sm" size="sm" fw={400}>
              {formatAmount(amount, { currency })}
            </Text>
          ) : null}
        </Text>
        <Group gap={4}>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={index === 0}
            onClick={() => onCommand(index, 'up')}
            aria-label={`Move line ${number} up`}
          >
            Up
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={index === count - 1}
            onClick={() => onCommand(index, 'down')}
            aria-label={`Move line ${number} down`}
          >
            Down
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => onCommand(index, 'duplicate')}
            aria-label={`Duplicate line ${number}`}
          >
            Duplicate
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => onCommand(index, 'remove')}
            aria-label={`Remove line ${number}`}
          >
            Remove
          </Button>
        </Group>
      </Group>
      <LineFields
        line={line}
        index={index}
        onChange={(change) => onChange(index, change)}
        onEnter={() => onCommand(index, 'addAfter')}
        errorOf={(field) => errorOf(`lines.${index}.${field}`)}
      />
    </Paper>
  );
});
