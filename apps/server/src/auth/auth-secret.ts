import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The secret that signs sessions: AUTH_SECRET when given, else one generated on first start
 * and kept in the data directory (readable by its owner only), so restarts keep sessions.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const path = join(dataDir, 'auth-secret');
  const kept = keptSecret(path);
  if (kept) return kept;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // Written whole under another name, then linked to its own: a full disk leaves no empty
  // secret behind, and of two servers starting at once the second takes the first one's.
  // An empty one (left by an older version on a full disk) is replaced.
  const temporary = `${path}.${process.pid}.partial`;
  try {
    writeFileSync(temporary, secret, { mode: 0o600 });
    if (existsSync(path) && !keptSecret(path)) rmSync(path);
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return keptSecret(path);
  } finally {
    rmSync(temporary, { force: true });
  }
  return secret;
}

function keptSecret(path: string): string {
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : '';
}
