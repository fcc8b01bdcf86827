const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** A size as people read it: `0 bytes`, `512 bytes`, `1.5 MB` (1 KB = 1,024 bytes). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
