import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader sees it, with pdf.js (Mozilla's PDF reader): per page, its
 * lines top to bottom, each line's pieces left to right, one space apart (pdf.js itself puts a
 * space where glyphs stand apart: a table's cells, a label and its value), so a test matches a
 * row as `1 Steel bracket 2 100.00`.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const pieces = content.items.flatMap((item) =>
      'str' in item && item.str !== ''
        ? [
            {
              text: item.str,
              x: item.transform[4] as number,
              y: item.transform[5] as number,
              width: item.width,
            },
          ]
        : [],
    );
    const rows = new Map<number, typeof pieces>();
    for (const piece of pieces) {
      const key = [...rows.keys()].find((y) => Math.abs(y - piece.y) < 2.5) ?? piece.y;
      rows.set(key, [...(rows.get(key) ?? []), piece]);
    }
    pages.push(
      [...rows.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, row]) => {
          row.sort((a, b) => a.x - b.x);
          let line = '';
          let end = Number.NEGATIVE_INFINITY;
          for (const piece of row) {
            line += piece.x - end > 1 && line !== '' ? ` ${piece.text}` : piece.text;
            end = piece.x + piece.width;
          }
          return line.replace(/\s+/g, ' ').trim();
        }),
    );
  }
  await pdf.destroy();
  return pages;
}

/** The whole text of a PDF, its lines one after another. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).flat().join('\n');
}
