import { describe, expect, it } from 'vitest';
import { type LineField, type LineKeyPress, lineKeyAction } from './line-keys.ts';

const press = (key: string, more: Partial<LineKeyPress> = {}): LineKeyPress => ({
  key,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  isComposing: false,
  defaultPrevented: false,
  ...more,
});
const text: LineField = { kind: 'text' };
const grid = { arrowsMoveLines: true };
const cards = { arrowsMoveLines: false };
const description = (value: string, caret: number): LineField => ({
  kind: 'multiline',
  value,
  selectionStart: caret,
  selectionEnd: caret,
});

describe('lineKeyAction', () => {
  it('adds a line on Enter in a text field, in the grid and in the cards', () => {
    expect(lineKeyAction(press('Enter'), text, grid)).toBe('addLine');
    expect(lineKeyAction(press('Enter'), text, cards)).toBe('addLine');
  });

  it('leaves Enter to a select, an open product search, a composition and a handled key', () => {
    expect(lineKeyAction(press('Enter'), { kind: 'select' }, grid)).toBeNull();
    expect(lineKeyAction(press('Enter'), { kind: 'combobox', expanded: true }, grid)).toBeNull();
    expect(lineKeyAction(press('Enter'), { kind: 'combobox', expanded: false }, grid)).toBe(
      'addLine',
    );
    expect(lineKeyAction(press('Enter', { isComposing: true }), text, grid)).toBeNull();
    expect(lineKeyAction(press('Enter', { defaultPrevented: true }), text, grid)).toBeNull();
    expect(lineKeyAction(press('Enter', { ctrlKey: true }), text, grid)).toBeNull();
  });

  it('starts a new line of the description on Shift+Enter', () => {
    expect(lineKeyAction(press('Enter', { shiftKey: true }), description('a', 1), grid)).toBeNull();
    expect(lineKeyAction(press('Enter'), description('a', 1), grid)).toBe('addLine');
  });

  it('moves up and down the grid from a text field, not in the cards', () => {
    expect(lineKeyAction(press('ArrowUp'), text, grid)).toBe('previousLine');
    expect(lineKeyAction(press('ArrowDown'), text, grid)).toBe('nextLine');
    expect(lineKeyAction(press('ArrowDown'), text, cards)).toBeNull();
    expect(lineKeyAction(press('ArrowDown', { shiftKey: true }), text, grid)).toBeNull();
  });

  it('leaves the arrows to selects and the product search', () => {
    expect(lineKeyAction(press('ArrowDown'), { kind: 'select' }, grid)).toBeNull();
    const closed: LineField = { kind: 'combobox', expanded: false };
    expect(lineKeyAction(press('ArrowUp'), closed, grid)).toBeNull();
  });

  it('moves from the description only from its first or last line of text', () => {
    const value = 'Kopi beans\nRobusta';
    expect(lineKeyAction(press('ArrowUp'), description(value, 3), grid)).toBe('previousLine');
    expect(lineKeyAction(press('ArrowDown'), description(value, 3), grid)).toBeNull();
    expect(lineKeyAction(press('ArrowUp'), description(value, 14), grid)).toBeNull();
    expect(lineKeyAction(press('ArrowDown'), description(value, 14), grid)).toBe('nextLine');
  });

  it('ignores other keys', () => {
    expect(lineKeyAction(press('a'), text, grid)).toBeNull();
    expect(lineKeyAction(press('Tab'), text, grid)).toBeNull();
  });
});
