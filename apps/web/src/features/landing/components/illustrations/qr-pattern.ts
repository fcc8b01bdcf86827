/**
 * A QR-like pattern for the illustrations: three finder squares and deterministic noise. It is
 * artwork, not a scannable code (real PayNow QR codes are built in packages/core).
 */
const SIZE = 21;

function isInFinder(x: number, y: number): boolean {
  const inCorner = (cx: number, cy: number) => x >= cx && x < cx + 8 && y >= cy && y < cy + 8;
  return inCorner(0, 0) || inCorner(SIZE - 8, 0) || inCorner(0, SIZE - 8);
}

function finderPath(cx: number, cy: number): string {
  return `M${cx} ${cy}h7v7h-7zM${cx + 1} ${cy + 1}v5h5v-5zM${cx + 2} ${cy + 2}h3v3h-3z`;
}

/** SVG path data for a 21 x 21 grid of unit squares; draw it with fill-rule="evenodd". */
export function qrPatternPath(seed = 7): string {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const parts = [finderPath(0, 0), finderPath(SIZE - 7, 0), finderPath(0, SIZE - 7)];
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      if (isInFinder(x, y)) continue;
      const timing = (x === 6 || y === 6) && (x + y) % 2 === 0;
      if (timing || next() > 0.52) parts.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return parts.join('');
}

export const QR_GRID_SIZE = SIZE;
