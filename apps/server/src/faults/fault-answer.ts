import type { FastifyReply } from 'fastify';
import { errorBody } from '../http/app-error.ts';
import type { Fault } from './classify-fault.ts';

/** What a client is told to wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

export const MSG_DATABASE_UNAVAILABLE =
  'The database is not reachable right now; try again in a moment.';
export const MSG_STORAGE_FULL =
  "The server's storage is full: nothing was saved. Free some disk space and try again.";

/** The answer to a request a fault stopped: 503 (try again soon) or 507 (someone must act). */
export function answerFault(reply: FastifyReply, fault: Fault): FastifyReply {
  if (fault === 'database-unreachable') {
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send(errorBody('DATABASE_UNAVAILABLE', MSG_DATABASE_UNAVAILABLE));
  }
  return reply.code(507).send(errorBody('STORAGE_FULL', MSG_STORAGE_FULL));
}
