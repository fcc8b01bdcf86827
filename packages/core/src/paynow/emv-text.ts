/**
 * Free text (a merchant name, a payment reference) made safe for an EMV QR payload: plain
 * printable ASCII (U+0020 to U+007E) of at most `maxLength` characters, never a character a
 * bank's scanner could choke on.
 *
 * - Accents are taken off: NFKD, then combining marks dropped (`Café Müller` is `Cafe Muller`);
 *   compatibility forms fold too (full-width `ＡＢＣ` is `ABC`, a no-break space is a space).
 * - Letters NFKD leaves whole get their usual spelling (`ß` is `ss`, `Ø` is `O`, `Æ` is `AE`),
 *   and typographic quotes and dashes their ASCII ones.
 * - Anything else that is not printable ASCII (Chinese, Tamil, emoji, control characters) is
 *   replaced by a space, so the words either side stay apart; spaces are then collapsed.
 * - Trimmed, cut to `maxLength`, and trimmed again so the cut leaves no trailing space.
 *
 * The result may be empty (a name written only in Chinese): the caller chooses the fallback.
 */
export function toEmvText(text: string, { maxLength }: { maxLength: number }): string {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/gu, (char) => SPELLED_OUT[char] ?? ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return folded.slice(0, maxLength).trimEnd();
}

/** Characters NFKD does not decompose, written as they are usually spelled in ASCII. */
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Ł: 'L',
  ł: 'l',
  Þ: 'Th',
  þ: 'th',
  ı: 'i',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
};
