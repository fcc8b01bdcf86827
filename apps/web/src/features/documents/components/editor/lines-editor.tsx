import { Button, Group, Stack, Text } from '@mantine/core';
import { memo, useCallback } from 'react';
import type { LineForm } from '../../line-form.ts';
import { addLine, duplicateLine, MAX_LINES, moveLine, removeLine } from '../../line-operations.ts';
import { LineCard, type LineCommand } from './line-card.tsx';

interface LinesEditorProps {
  lines: LineForm[];
  /** Each line's amount, when the totals could be computed. */
  amounts: readonly string[] | undefined;
  currency: string;
  /** Changes the lines from the current ones (a state setter: the same function at each render). */
  setLines: (update: (lines: LineForm[]) => LineForm[]) => void;
  /** The server's message for a line's field: `errorOf('lines.0.quantity')`. */
  errorOf: (field: string) => string | undefined;
}

/** The document's lines: edit, reorder, duplicate, remove and add, up to 200. */
export function LinesEditor({ lines, amounts, currency, setLines, errorOf }: LinesEditorProps) {
  const onChange = useCallback(
    (index: number, change: Partial<LineForm>) =>
      setLines((current) =>
        current.map((line, i) => (i === index ? { ...line, ...change } : line)),
      ),
    [setLines],
  );
  const onCommand = useCallback(
    (index: number, command: LineCommand) =>
      setLines((current) => {
        if (command === 'up') return moveLine(current, index, -1);
        if (command === 'down') return moveLine(current, index, 1);
        if (command === 'duplicate') return duplicateLine(current, index);
        if (command === 'remove') return removeLine(current, index);
        return addLine(current, index + 1);
      }),
    [setLines],
  );

  return (
    <Stack gap="xs" data-testid="document-lines">
      {lines.map((line, index) => (
        <LineCard
          key={line.key}
          line={line}
          index={index}
          last={index === lines.length - 1}
          amount={amounts?.[index]}
          currency={currency}
          onChange={onChange}
          onCommand={onCommand}
          errorOf={errorOf}
        />
      ))}
      <AddLine count={lines.length} setLines={setLines} />
      {errorOf('lines') ? (
        <Text c="red" size="sm" role="alert">
          {errorOf('lines')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Adds a line at the end; says how many there are. Memoized: it changes with the count. */
const AddLine = memo(function AddLine({
  count,
  setLines,
}: Pick<LinesEditorProps, 'setLines'> & { count: number }) {
  return (
    <Group justify="space-between">
      <Button
        variant="light"
        onClick={() => setLines((current) => addLine(current))}
        disabled={count >= MAX_LINES}
      >
        Add line
      </Button>
      <Text size="xs" c="dimmed">
        {count} of at most {MAX_LINES} lines · Enter in a line adds the next
      </Text>
    </Group>
  );
});
