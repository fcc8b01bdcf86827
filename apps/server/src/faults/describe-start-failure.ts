import { loadConfig } from '../config.ts';
import { faultOf } from './classify-fault.ts';
import { formatBytes, freeBytesOfSync } from './free-space.ts';

/**
 * Why the server could not start, in one line an operator can act on, when a full disk is
 * the reason: a storage error (ENOSPC, EDQUOT, PostgreSQL's 53100), or any failure of the
 * embedded database while DATA_DIR has less room than MIN_FREE_DISK_MB (PGlite then says
 * only that it "failed to initialize"). Undefined for every other failure.
 */
export function describeStartFailure(error: unknown, env = process.env): string | undefined {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch {
    return undefined;
  }
  const fault = faultOf(error);
  const storageFull = fault?.fault === 'storage-full';
  if (config.databaseUrl && fault?.code === '53100') {
    return "the database server's disk is full (PostgreSQL error 53100): free some space there and start again.";
  }
  const free = freeBytesOfSync(config.dataDir);
  const low = !config.databaseUrl && free !== null && free < config.minFreeDiskBytes;
  if (!storageFull && !low) return undefined;
  const room = free === null ? 'its free space is unknown' : `${formatBytes(free)} free`;
  const why = storageFull ? fault.code : firstLineOf(error);
  return (
    `the disk of DATA_DIR (${config.dataDir}) is full (${room}; MIN_FREE_DISK_MB asks for ` +
    `${formatBytes(config.minFreeDiskBytes)}). Free some disk space and start again. (${why})`
  );
}

function firstLineOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').slice(0, 200);
}
