/**
 * One item of a list cell, up to the next separator (`;`, `,` or a new line). An item in double
 * quotes (`"north, east"`, a quote inside doubled as in CSV) is taken exactly as written; a
 * quote that does not open a whole item (`5" pipe`) is ordinary text.
 */
const LIST_ITEM = /[^\S\n]*(?:"((?:[^"]|"")*)"[^\S\n]*|([^;,\n]*))([;,\n]|$)/y;

/**
 * A list written in one cell: `a@x.sg; b@x.sg` (semicolons, or commas, or new lines), blanks
 * dropped. Reads what `joinList` writes, and what people type by hand.
 */
export function splitList(text: string): string[] {
  const items: string[] = [];
  LIST_ITEM.lastIndex = 0;
  for (;;) {
    const match = LIST_ITEM.exec(text);
    if (!match) return items;
    const [, quoted, plain = '', separator] = match;
    if (quoted !== undefined) items.push(quoted.replaceAll('""', '"'));
    else if (plain.trim() !== '') items.push(plain.trim());
    if (separator === '') return items;
  }
}

/** An item `splitList` would cut, trim or misread: it goes in double quotes. */
const NEEDS_QUOTES = /[;,\n\r"]|^\s|\s$|^$/;

/**
 * A list as one cell, `a; b`, which `splitList` reads back exactly: an item holding a separator
 * or a quote (`north, east`) is written in double quotes, so it stays one item.
 */
export function joinList(items: readonly string[]): string {
  return items
    .map((item) => (NEEDS_QUOTES.test(item) ? `"${item.replaceAll('"', '""')}"` : item))
    .join('; ');
}
