/**
 * Lines to print one under another, each with its place as its key: an address may say the
 * same thing twice ("#01-02" on two lines), and React's keys must still be unique.
 */
export function printedLines(lines: readonly string[]): { key: number; text: string }[] {
  return lines.map((text, key) => ({ key, text }));
}
