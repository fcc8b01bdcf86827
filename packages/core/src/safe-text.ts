/**
 * Text Kira can store: PostgreSQL refuses U+0000 in text ("invalid byte sequence"), and a lone
 * UTF-16 surrogate has no UTF-8 form (it would be stored as U+FFFD, silently changed). Both are
 * refused wherever text enters: request bodies, query strings, path parameters, headers, CSV
 * cells.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what it looks for
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why the text cannot be stored, or null when it can. */
export function unsafeTextProblem(text: string): string | null {
  const found = UNSAFE.exec(text);
  if (!found) return null;
  return found[0] === '\u0000'
    ? 'contains a NUL character (U+0000), which text cannot hold'
    : 'contains a lone UTF-16 surrogate, which is not valid text';
}

export interface UnsafeText {
  /** Where it is, e.g. `body.lines.0.description` (or the key itself when a key is unsafe). */
  field: string;
  message: string;
}

/** No request of Kira's nests this deep; deeper ones would exhaust the stack of whoever reads them. */
export const MAX_NESTING = 64;

/**
 * The first unsafe text anywhere in a parsed value (strings, keys of objects, items of arrays),
 * or a value nested deeper than MAX_NESTING; walked without recursion, so a deep value cannot
 * exhaust the stack here either.
 */
export function findUnsafeText(value: unknown, root: string): UnsafeText | null {
  const pending: [unknown, string, number][] = [[value, root, 0]];
  while (pending.length > 0) {
    const [current, path, depth] = pending.pop() as [unknown, string, number];
    if (depth > MAX_NESTING && typeof current === 'object' && current !== null)
      return { field: root, message: `${root} is nested more than ${MAX_NESTING} levels deep` };
    if (typeof current === 'string') {
      const problem = unsafeTextProblem(current);
      if (problem) return { field: path, message: `${path} ${problem}` };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        pending.push([item, `${path}.${index}`, depth + 1]);
      });
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, item] of Object.entries(current)) {
        const keyProblem = unsafeTextProblem(key);
        if (keyProblem) return { field: path, message: `A key in ${path} ${keyProblem}` };
        pending.push([item, `${path}.${key}`, depth + 1]);
      }
    }
  }
  return null;
}
