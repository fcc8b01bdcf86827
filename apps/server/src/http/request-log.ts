import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { pathWithoutQuery } from './log-options.ts';

/**
 * One line per request, once it is answered (`GET /api/contacts 200 12 ms`), instead of
 * Fastify's two. Its path only: a query string can hold what a user searched for. Health
 * checks are logged only at debug level, as monitors ask every few seconds.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const path = pathWithoutQuery(request.url);
    const status = reply.statusCode;
    const line = `${request.method} ${path} ${status} ${Math.round(reply.elapsedTime)} ms`;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    // 503 and 507 answer a fault of the machine (database away, disk full), logged once per
    // outage (faults/fault-watch.ts): an error line for each would flood the log.
    const fault = status === 503 || status === 507;
    if (status >= 500 && !fault) reply.log.error(error ? { ...fields, err: error } : fields, line);
    else if (path === '/api/health') reply.log.debug(fields, line);
    else reply.log.info(fields, line);
  }
}
