import { rm } from 'node:fs/promises';
import { faultOf } from '../faults/classify-fault.ts';
import { writeFileAtomically } from './write-file-atomically.ts';

/**
 * Keeps a file and the row that points at it: the whole file is written first, then `save`
 * runs the transaction that adds the row. A failed transaction removes the file, so no row
 * ever points at a missing file; except when the connection was lost on the way, for then the
 * commit may have happened: an orphan file costs some disk space, a row without its file
 * loses what the user kept.
 */
export async function saveFileWithRow<T>(
  path: string,
  bytes: Uint8Array,
  save: () => Promise<T>,
): Promise<T> {
  await writeFileAtomically(path, bytes);
  try {
    return await save();
  } catch (error) {
    if (faultOf(error)?.fault !== 'database-unreachable') await rm(path, { force: true });
    throw error;
  }
}
