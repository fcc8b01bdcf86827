import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const DIRECTORY_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * Makes `DATA_DIR` the server user's alone: every directory in it (itself included) 0700 and
 * every other entry (files, the lock, the admin socket) 0600. The server's umask (0077) keeps
 * what Kira writes private, but PGlite writes its files 0666 whatever the umask, and a data
 * directory made by an older version kept 0644 attachments: this mends both at every start.
 * Symbolic links are left alone (their target may be outside). Answers how many entries it
 * changed; a missing directory (PostgreSQL with no file written yet) changes nothing.
 */
export function makeDataDirPrivate(dataDir: string): number {
  return tighten(dataDir);
}

function tighten(path: string): number {
  const stats = statOrNull(path);
  if (!stats || stats.isSymbolicLink()) return 0;
  const wanted = stats.isDirectory() ? DIRECTORY_MODE : FILE_MODE;
  let changed = 0;
  if ((stats.mode & 0o7777) !== wanted) {
    changed += chmodOrVanished(path, wanted);
  }
  if (stats.isDirectory()) {
    for (const name of namesIn(path)) changed += tighten(join(path, name));
  }
  return changed;
}

/** A file may be removed while we walk (a temporary file, a stale lock): it then needs nothing. */
function statOrNull(path: string) {
  try {
    return lstatSync(path);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

function namesIn(directory: string): string[] {
  try {
    return readdirSync(directory);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

function chmodOrVanished(path: string, mode: number): number {
  try {
    chmodSync(path, mode);
    return 1;
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
