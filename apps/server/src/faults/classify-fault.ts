/**
 * Faults of the machine rather than of the request or of our code: the database cannot be
 * reached, or the storage is full. Recognised here and nowhere else, whatever wrapped them
 * (drizzle's query error, better-auth, an AggregateError of several connection attempts).
 */
export type Fault = 'database-unreachable' | 'storage-full';

/** SQLSTATEs of a lost or refused connection: the server shut it down or is not ready. */
const CONNECTION_STATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a restart, a failover
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
]);

const CONNECTION_ERRNOS = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** pg's messages when a connection ends under it, or when a query is sent on a dead one. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
];

const STORAGE_ERRNOS = new Set(['ENOSPC', 'EDQUOT']);
const DISK_FULL_STATE = '53100';
/** PGlite's file system (Emscripten's) numbers its errors its own way. */
const EMSCRIPTEN_STORAGE_ERRNOS = new Map([
  [51, 'ENOSPC'],
  [19, 'EDQUOT'],
]);

export interface FoundFault {
  fault: Fault;
  /** What names it in the log: a SQLSTATE or an errno name, never a message (it may quote data). */
  code: string;
}

/** The fault an error stands for, or undefined for any other error. */
export function faultOf(error: unknown): FoundFault | undefined {
  for (const e of causesOf(error)) {
    const storage = storageCodeOf(e);
    if (storage) return { fault: 'storage-full', code: storage };
    const connection = connectionCodeOf(e);
    if (connection) return { fault: 'database-unreachable', code: connection };
  }
  return undefined;
}

function storageCodeOf(e: object): string | undefined {
  const { code, name, errno } = e as { code?: unknown; name?: unknown; errno?: unknown };
  if (code === DISK_FULL_STATE) return code;
  if (typeof code === 'string' && STORAGE_ERRNOS.has(code)) return code;
  if (name === 'ErrnoError' && typeof errno === 'number')
    return EMSCRIPTEN_STORAGE_ERRNOS.get(errno);
  return undefined;
}

function connectionCodeOf(e: object): string | undefined {
  const { code, message } = e as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (CONNECTION_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return code;
    if (CONNECTION_ERRNOS.has(code)) return code;
  }
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => m.test(message)))
    return 'CONNECTION_ENDED';
  return undefined;
}

/** The error and what it wraps: its causes, and the errors of an AggregateError. */
function* causesOf(error: unknown): Generator<object> {
  const pending: unknown[] = [error];
  const seen = new Set<unknown>();
  while (pending.length > 0 && seen.size < 20) {
    const e = pending.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    yield e;
    const { cause, errors } = e as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
}
