import { TotalsError } from '@kira/core/document-totals';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { faultOf } from '../faults/classify-fault.ts';
import { answerFault } from '../faults/fault-answer.ts';
import type { FaultWatch } from '../faults/fault-watch.ts';
import { RepeatedRequest } from '../idempotency/claim-key.ts';
import { AppError, errorBody } from './app-error.ts';

/**
 * Maps every error to `{ error: { code, message, details } }`; only bugs become a 500. A fault
 * of the machine (database away, storage full) is a 503 or a 507, logged once per outage by
 * `faults`, not once per request.
 */
export function registerErrorHandler(app: FastifyInstance, faults?: FaultWatch): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RepeatedRequest) return reply.code(error.status).send(error.answer);
    // A discount larger than what it discounts: the request's mistake, found by the totals,
    // which name the discount as the document's fields are named (`lines.0.discount`).
    if (error instanceof TotalsError) {
      const details = [{ field: error.field, message: error.message }];
      return reply.code(400).send(errorBody('VALIDATION_FAILED', error.message, details));
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send(errorBody(error.code, error.message, error.details));
    }
    // A path that cannot name a record of its kind names nothing: the database is not asked.
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      return reply
        .code(404)
        .send(errorBody('NOT_FOUND', `Nothing is found at ${pathOf(request.url)}`));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: [error.validationContext, ...issuePath(issue.instancePath)].join('.'),
        message: issue.message,
      }));
      const first = details[0];
      const message = first ? `${first.field}: ${first.message}` : 'The request is not valid';
      return reply.code(400).send(errorBody('VALIDATION_FAILED', message, details));
    }
    if (error.statusCode === 413) {
      return reply.code(413).send(errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.statusCode === 429 ? 'RATE_LIMITED' : 'VALIDATION_FAILED';
      return reply.code(error.statusCode).send(errorBody(code, error.message));
    }
    const fault = faultOf(error);
    if (fault) {
      faults?.failed(fault);
      return answerFault(reply, fault.fault);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(errorBody('INTERNAL', 'Something went wrong on our side; nothing was changed.'));
  });
}

function pathOf(url: string): string {
  return url.split('?')[0] ?? url;
}

function issuePath(instancePath: string): string[] {
  return instancePath.split('/').filter(Boolean);
}
