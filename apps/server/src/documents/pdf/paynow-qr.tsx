import { Path, Rect, Svg } from '@react-pdf/renderer';
import QRCode from 'qrcode';

/** The quiet zone around the code, in modules: the QR standard asks for four. */
const QUIET_ZONE = 4;

/** How far each dark run reaches into its neighbours, so anti-aliased edges leave no seams. */
const OVERLAP = 0.06;

/**
 * The PayNow payload as a QR code (error correction M, as SGQR codes use), drawn as vector
 * shapes (one per run of dark modules in a row): sharp at any print size, and cheaper to embed
 * than a PNG.
 */
export function PayNowQr({ payload, size }: { payload: string; size: number }) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const span = modules.size + QUIET_ZONE * 2;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      const width = column - start + OVERLAP;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${width}v${1 + OVERLAP}h${-width}z`;
    }
  }
  return (
    <Svg width={size} height={size} viewBox={`0 0 ${span} ${span}`}>
      <Rect x={0} y={0} width={span} height={span} fill="#ffffff" />
      <Path d={path} fill="#000000" />
    </Svg>
  );
}
