import { createHash } from 'node:crypto';

/** A statement's name from a digest of what names it: PostgreSQL keeps names to 63 bytes. */
export function digestName(prefix: string, named: string): string {
  return `${prefix}${createHash('sha1').update(named).digest('base64url')}`;
}
