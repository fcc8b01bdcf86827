import type { Readable } from 'node:stream';
import { archiveContentsProblem } from '@kira/core/company-archive';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../http/app-error.ts';

/** The longest line of a table's file: far more than any row Kira writes. */
const MAX_LINE_BYTES = 16 * 1024 * 1024;

export const refused = (message: string) => new AppError('VALIDATION_FAILED', message);

export interface OpenArchive {
  has(name: string): boolean;
  /** A small JSON entry (the manifest, the company, the members), parsed. */
  json(name: string): Promise<unknown>;
  /** A table's entry, a line at a time. */
  lines(name: string): AsyncGenerator<string>;
  /** A file's entry, whole (files are at most 20 MB). */
  bytes(name: string): Promise<Buffer>;
  close(): void;
}

/**
 * An uploaded archive, opened by its table of contents (yauzl reads the ZIP's central
 * directory): the count, names and sizes of its entries are checked before any is read, and
 * an entry that inflates to more than it claimed is stopped as it is read.
 */
export async function openArchive(file: string): Promise<OpenArchive> {
  const zip = await yauzl
    .openPromise(file, { autoClose: false, strictFileNames: true })
    .catch((error: unknown) => {
      throw refused(`The file is not a complete ZIP archive (${reason(error)}).`);
    });
  const entries = new Map<string, Entry>();
  try {
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  } catch (error) {
    zip.close();
    const why = reason(error);
    throw refused(
      /relative path|absolute path|invalid characters/.test(why)
        ? `The archive holds a path that leaves it (${why}): it is not a Kira company archive.`
        : `The archive cannot be read (${why}).`,
    );
  }
  const problem = archiveContentsProblem(
    [...entries.values()].map((entry) => ({
      name: entry.fileName,
      compressedSize: entry.compressedSize,
      uncompressedSize: entry.uncompressedSize,
    })),
  );
  if (problem) {
    zip.close();
    throw refused(problem);
  }
  return archiveReader(zip, entries);
}

function archiveReader(zip: ZipFile, entries: Map<string, Entry>): OpenArchive {
  const stream = async (name: string): Promise<Readable> => {
    const entry = entries.get(name);
    if (!entry) throw refused(`The archive has no ${name}.`);
    return zip.openReadStreamPromise(entry).catch((error: unknown) => {
      throw refused(`${name} cannot be read (${reason(error)}).`);
    });
  };
  const bytes = async (name: string) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of await stream(name)) chunks.push(chunk as Buffer);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw refused(`${name} cannot be read (${reason(error)}).`);
    }
    return Buffer.concat(chunks);
  };
  return {
    has: (name) => entries.has(name),
    bytes,
    async json(name) {
      const text = (await bytes(name)).toString('utf8');
      try {
        return JSON.parse(text);
      } catch {
        throw refused(`${name} is not JSON.`);
      }
    },
    async *lines(name) {
      if (!entries.has(name)) return;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      try {
        for await (const chunk of await stream(name)) {
          let data = chunk as Buffer;
          for (let end = data.indexOf(10); end !== -1; end = data.indexOf(10)) {
            pending.push(data.subarray(0, end));
            yield Buffer.concat(pending).toString('utf8');
            pending = [];
            pendingBytes = 0;
            data = data.subarray(end + 1);
          }
          pending.push(data);
          pendingBytes += data.length;
          if (pendingBytes > MAX_LINE_BYTES) throw refused(`${name} has a line longer than 16 MB.`);
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw refused(`${name} cannot be read (${reason(error)}).`);
      }
      const rest = Buffer.concat(pending).toString('utf8');
      if (rest.trim() !== '') yield rest;
    },
    close: () => zip.close(),
  };
}

const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 200);
