import { findUnsafeText, type UnsafeText } from '@kira/core/safe-text';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * The one rule for text that cannot be stored (NUL, lone surrogates), for every route, ours and
 * better-auth's alike: path and query and headers before any guard reads the database, the
 * parsed body before validation. Binary bodies (attachments, logos) are not text and pass.
 */
export function refuseUnsafeText(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    refuse(
      findUnsafeText(request.params, 'params') ??
        findUnsafeText(request.query, 'querystring') ??
        findUnsafeText(request.headers, 'headers'),
    );
  });
  app.addHook('preValidation', async (request) => {
    refuse(findUnsafeText(request.body, 'body'));
  });
}

function refuse(found: UnsafeText | null): void {
  if (found)
    throw new AppError('VALIDATION_FAILED', found.message, [
      { field: found.field, message: found.message },
    ]);
}
