import { deflateSync } from 'node:zlib';
import type { DemoFileKind } from './plan-types.ts';

// The demo's attachments are made here, from the document they go with: a one-page PDF that
// reads like the supplier's bill, or a small grey PNG like a photographed till receipt. Both
// are real files of their type (they pass the attachments' byte check and open in a viewer).

/** The file's bytes and its media type. */
export function demoFile(
  kind: DemoFileKind,
  text: readonly string[],
): { bytes: Buffer; contentType: string } {
  return kind === 'pdf'
    ? { bytes: textPdf(text), contentType: 'application/pdf' }
    : { bytes: receiptPng(text.length), contentType: 'image/png' };
}

/** A PDF of one A5 page with these lines of text in Helvetica. */
export function textPdf(lines: readonly string[]): Buffer {
  const printable = (line: string) =>
    line.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const shown = lines.map((line, i) => `${i === 0 ? '' : '0 -18 Td '}(${printable(line)}) Tj`);
  const content = `BT /F1 11 Tf 36 540 Td ${shown.join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A greyscale PNG of a paper slip with `rows` dark bars where its printed lines would be. */
export function receiptPng(rows: number): Buffer {
  const width = 96;
  const height = 40 + rows * 12;
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width + 1);
    raw[row] = 0; // no filter
    const printed = y >= 20 && y < height - 20 && (y - 20) % 12 < 5;
    for (let x = 0; x < width; x++) {
      const margin = x < 10 || x >= width - 10;
      raw[row + 1 + x] = printed && !margin && x < width - 10 - ((y * 7) % 30) ? 70 : 236;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([length, typed, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** PNG's checksum (ISO 3309), which Node 20's zlib does not offer. */
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
