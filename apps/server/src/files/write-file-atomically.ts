import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Writes a whole file or nothing. The bytes go to a temporary name in the same directory (so
 * on the same file system, where a rename is atomic), are flushed to the disk, and only then
 * take the file's name. On any failure, a full disk most often, the temporary file is
 * removed: no empty or truncated file is ever left behind, under either name. The file is the
 * server user's alone (0600), whatever the umask.
 */
export async function writeFileAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const temporary = join(
    dirname(path),
    `.${basename(path)}.${randomBytes(6).toString('hex')}.partial`,
  );
  try {
    const file = await open(temporary, 'wx', 0o600);
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => {});
    throw error;
  }
}
