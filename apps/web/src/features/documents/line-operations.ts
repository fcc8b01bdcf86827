import type { LineForm } from './line-form.ts';

/** The most lines a document holds (the engine's limit). */
export const MAX_LINES = 200;

// A line's key for React: made here, never sent.
let made = 0;
export const nextKey = () => `line-${++made}`;

export function emptyLine(): LineForm {
  return {
    key: nextKey(),
    productId: null,
    description: '',
    quantity: '1',
    unit: '',
    unitPrice: '',
    discountKind: 'percent',
    discountValue: '',
    taxCode: 'SR',
  };
}

/** Adds `line` (a new empty one unless given) at `at`, the end unless given. */
export function addLine(lines: LineForm[], at = lines.length, line = emptyLine()): LineForm[] {
  if (lines.length >= MAX_LINES) return lines;
  return [...lines.slice(0, at), line, ...lines.slice(at)];
}

export function duplicateLine(lines: LineForm[], index: number): LineForm[] {
  const line = lines[index];
  if (!line || lines.length >= MAX_LINES) return lines;
  return [...lines.slice(0, index + 1), { ...line, key: nextKey() }, ...lines.slice(index + 1)];
}

export function removeLine(lines: LineForm[], index: number): LineForm[] {
  return lines.filter((_, i) => i !== index);
}

/** Moves a line up (-1) or down (+1); at either end it stays. */
export function moveLine(lines: LineForm[], index: number, by: -1 | 1): LineForm[] {
  const to = index + by;
  if (to < 0 || to >= lines.length) return lines;
  const moved = [...lines];
  const [line, other] = [moved[index] as LineForm, moved[to] as LineForm];
  moved[index] = other;
  moved[to] = line;
  return moved;
}
