import { Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type KeyboardEvent, memo, useCallback, useEffect, useRef } from 'react';
import type { LineForm } from '../../line-form.ts';
import { type LineField, lineKeyAction } from '../../line-keys.ts';
import {
  addLine,
  duplicateLine,
  emptyLine,
  MAX_LINES,
  moveLine,
  removeLine,
} from '../../line-operations.ts';
import type { LineCommand } from './line-actions.tsx';
import { LineCard } from './line-card.tsx';
import { LineGrid } from './line-grid.tsx';

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

/** Mantine's `md` breakpoint and up: room for a line's fields side by side. */
const DESKTOP = '(min-width: 62em)';

/**
 * The document's lines: edit, reorder, duplicate, remove and add, up to 200. A grid on a
 * desktop, cards on a phone. The keyboard, as `line-keys.ts` says: Enter adds a line after the
 * one typed in and focuses its first field; in the grid ArrowUp and ArrowDown move between lines.
 */
export function LinesEditor({ lines, amounts, currency, setLines, errorOf }: LinesEditorProps) {
  const desktop = useMediaQuery(DESKTOP, false, { getInitialValueInEffect: false });
  const box = useRef<HTMLDivElement>(null);
  // The key of a line just added by Enter, whose first field takes the focus once it is drawn.
  const focusLine = useRef<string | null>(null);

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
        return removeLine(current, index);
      }),
    [setLines],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the lines change, after the new one is drawn.
  useEffect(() => {
    const key = focusLine.current;
    if (!key) return;
    focusLine.current = null;
    box.current?.querySelector<HTMLElement>(`[data-line-key="${key}"] [data-column]`)?.focus();
  }, [lines]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const row = Number(target.dataset.row);
    const column = target.dataset.column;
    if (column === undefined || !Number.isInteger(row)) return;
    const { key, shiftKey, altKey, ctrlKey, metaKey, defaultPrevented } = event;
    const press = { key, shiftKey, altKey, ctrlKey, metaKey, defaultPrevented };
    const action = lineKeyAction(
      { ...press, isComposing: event.nativeEvent.isComposing },
      fieldOf(target),
      { arrowsMoveLines: desktop },
    );
    if (action === null) return;
    event.preventDefault();
    if (action === 'addLine') {
      if (lines.length >= MAX_LINES) return;
      const line = emptyLine();
      focusLine.current = line.key;
      setLines((current) => addLine(current, row + 1, line));
      return;
    }
    const to = row + (action === 'previousLine' ? -1 : 1);
    box.current?.querySelector<HTMLElement>(`[data-row="${to}"][data-column="${column}"]`)?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the fields' keys, caught as they bubble, so 200 lines need no handler each.
    <div ref={box} onKeyDown={onKeyDown}>
      <Stack gap="xs" data-testid="document-lines">
        {desktop ? (
          <LineGrid
            lines={lines}
            amounts={amounts}
            currency={currency}
            onChange={onChange}
            onCommand={onCommand}
            errorOf={errorOf}
          />
        ) : (
          lines.map((line, index) => (
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
          ))
        )}
        <AddLine count={lines.length} setLines={setLines} />
        {errorOf('lines') ? (
          <Text c="red" size="sm" role="alert">
            {errorOf('lines')}
          </Text>
        ) : null}
      </Stack>
    </div>
  );
}

/** The field a key was pressed in, as `lineKeyAction` reads it. */
function fieldOf(target: HTMLElement): LineField {
  if (target instanceof HTMLTextAreaElement)
    return {
      kind: 'multiline',
      value: target.value,
      selectionStart: target.selectionStart,
      selectionEnd: target.selectionEnd,
    };
  if (target instanceof HTMLSelectElement) return { kind: 'select' };
  if (target.dataset.column === 'product')
    return { kind: 'combobox', expanded: target.getAttribute('aria-expanded') === 'true' };
  return { kind: 'text' };
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
