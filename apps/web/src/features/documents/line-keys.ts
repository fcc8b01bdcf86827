/**
 * What a key pressed in a line's field does in the line editor. Pure: the editor reads the
 * key and the field from the event and the DOM, and moves the focus as this answers.
 *
 * - Enter adds a line after this one (and the editor focuses its first field), in any field
 *   but a select (Enter opens it) or an open product search (Enter picks the product).
 *   Shift+Enter in the description starts a new line of its text.
 * - On a desktop's grid, ArrowUp and ArrowDown move to the same column of the line above or
 *   below, but only where the field has no use for them: not in a select (they change its
 *   choice), not in the product search (they walk its options), and in the description only
 *   from its first or last line of text. Tab and Shift+Tab follow the row, as the page does.
 */
export type LineKeyAction = 'addLine' | 'previousLine' | 'nextLine' | null;

export interface LineKeyPress {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** An input method is composing (Enter then ends the composition). */
  isComposing: boolean;
  /** A handler nearer the field already used the key (the product search picked an option). */
  defaultPrevented: boolean;
}

export type LineField =
  | { kind: 'text' | 'select' }
  | { kind: 'combobox'; expanded: boolean }
  | { kind: 'multiline'; value: string; selectionStart: number; selectionEnd: number };

export function lineKeyAction(
  press: LineKeyPress,
  field: LineField,
  { arrowsMoveLines }: { arrowsMoveLines: boolean },
): LineKeyAction {
  if (press.isComposing || press.defaultPrevented) return null;
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  if (press.key === 'Enter') return enterAction(press, field);
  if (!arrowsMoveLines || press.shiftKey) return null;
  if (press.key === 'ArrowUp') return mayLeave(field, 'up') ? 'previousLine' : null;
  if (press.key === 'ArrowDown') return mayLeave(field, 'down') ? 'nextLine' : null;
  return null;
}

function enterAction(press: LineKeyPress, field: LineField): LineKeyAction {
  if (field.kind === 'select') return null;
  if (field.kind === 'combobox' && field.expanded) return null;
  if (field.kind === 'multiline' && press.shiftKey) return null;
  return 'addLine';
}

/** Whether an arrow leaves the field rather than moving within it. */
function mayLeave(field: LineField, way: 'up' | 'down'): boolean {
  if (field.kind === 'text') return true;
  if (field.kind !== 'multiline') return false;
  const { value, selectionStart, selectionEnd } = field;
  return way === 'up'
    ? !value.slice(0, selectionStart).includes('\n')
    : !value.slice(selectionEnd).includes('\n');
}
