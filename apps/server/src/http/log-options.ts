import type { FastifyBaseLogger } from 'fastify';
import { digestName } from '../db/statement-names.ts';
import { type LogFormat, terminalStream } from './terminal-log.ts';

/**
 * Fields that hold personal data (PDPA) wherever they appear in a log line, redacted as a
 * second net: the serializers below already keep request bodies, query strings and failed
 * statements' parameters out of the log.
 */
const PERSONAL_FIELDS = [
  'email',
  'emails',
  'password',
  'newPassword',
  'currentPassword',
  'phone',
  'phones',
  'address',
  'addresses',
  'contactPerson',
  'user',
  'body',
  'query',
  'params',
  'parameters',
  'detail',
];

const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

interface LoggedRequest {
  method: string;
  url: string;
  id?: string;
}

/** A request as the log keeps it: its method and path, never its query string. */
export function requestForLog(request: LoggedRequest) {
  return { id: request.id, method: request.method, path: pathWithoutQuery(request.url) };
}

export function pathWithoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

interface DatabaseErrorShape {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

/**
 * An error as the log keeps it. A database error (or drizzle's wrapper around one) keeps its
 * SQLSTATE code, the statement's name (`k_` and a digest of its text, to find it again) and the constraint or table it concerns: never the statement's parameters, nor the
 * server's detail line, which quotes the offending values ("Key (email)=(...)").
 */
export function errorForLog(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const cause = (error as { cause?: unknown }).cause;
  const query = (error as { query?: unknown }).query;
  const database = (typeof query === 'string' && cause instanceof Error ? cause : error) as Error &
    DatabaseErrorShape;
  if (typeof database.code === 'string' && /^[0-9A-Z]{5}$/.test(database.code)) {
    return {
      type: 'DatabaseError',
      code: database.code,
      // PostgreSQL's messages may quote a value ('invalid input syntax for type numeric: "..."').
      message: `database error ${database.code}`,
      ...(typeof query === 'string' ? { statement: digestName('k_', query) } : {}),
      ...(typeof database.constraint === 'string' ? { constraint: database.constraint } : {}),
      ...(typeof database.table === 'string' ? { table: database.table } : {}),
      ...(typeof database.routine === 'string' ? { routine: database.routine } : {}),
      stack: stackFrames(error),
    };
  }
  return { type: error.name, message: error.message, stack: error.stack ?? '' };
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The stack's frames only: its message lines may quote a failed query and its parameters. */
function stackFrames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * Kira's pino options: request lines without query strings, errors without personal data;
 * written as readable lines to a terminal, or as JSON lines (`LOG_FORMAT`, terminal-log.ts).
 */
export function logOptions(level: string, format: LogFormat = 'json', colour = false) {
  return {
    level,
    ...(format === 'pretty' ? { stream: terminalStream(colour) } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: requestForLog,
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: errorForLog,
    },
  };
}

type BetterAuthLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * better-auth's own log, through ours: its message only (its extra arguments can carry the
 * request's user, e-mail or body), with anything shaped like an e-mail address removed.
 */
export function betterAuthLogger(log: Pick<FastifyBaseLogger, BetterAuthLevel>) {
  return {
    log(level: BetterAuthLevel, message: string) {
      log[level]({ source: 'better-auth' }, scrubEmails(String(message)));
    },
  };
}

export function scrubEmails(text: string): string {
  return text.replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, '[e-mail]');
}
