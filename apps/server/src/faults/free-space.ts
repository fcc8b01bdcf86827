import { existsSync, statfsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The bytes an unprivileged process may still write on the file system that holds `dir` (or,
 * before `dir` exists, its nearest existing parent); null when that cannot be told.
 */
export async function freeBytesOf(dir: string): Promise<number | null> {
  try {
    const stats = await statfs(existingAncestorOf(dir));
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

export function freeBytesOfSync(dir: string): number | null {
  try {
    const stats = statfsSync(existingAncestorOf(dir));
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

function existingAncestorOf(dir: string): string {
  let path = dir;
  while (!existsSync(path) && dirname(path) !== path) path = dirname(path);
  return path;
}

export const MB = 1024 * 1024;

/** Bytes as an operator reads them, in the megabytes of `df -m`: "12.3 MB". */
export function formatBytes(bytes: number): string {
  const mb = bytes / MB;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
