/**
 * A spreadsheet program runs a cell starting with `=`, `+`, `-` or `@` as a formula, and some
 * drop a leading tab or carriage return and run what follows. Leading apostrophes are counted in
 * too, so a text that already starts with `'=` gets its own extra `'` and the import can tell
 * the two apart: that is what makes the round trip exact for every text.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** `-12.50`, `+3`: a spreadsheet reads these as the same number, never as a formula. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

function needsApostrophe(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
}

/**
 * A value as it is written in a CSV cell, safe to open in a spreadsheet: one `'` in front of
 * text that would start a formula (`=SUM(A1)`, `+65 6222 3333`, `-5 Degrees`, `'=x`).
 */
export function escapeCsvCell(text: string): string {
  return needsApostrophe(text) ? `'${text}` : text;
}

/** The value of a CSV cell: exactly one `'` removed where `escapeCsvCell` would have added it. */
export function unescapeCsvCell(cell: string): string {
  const rest = cell.slice(1);
  return cell.startsWith("'") && needsApostrophe(rest) ? rest : cell;
}
