import { Readable } from 'node:stream';
import { findUnsafeText, type UnsafeText } from '@kira/core/safe-text';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * The one rule for text that cannot be stored (NUL, lone surrogates), for every route, ours and
 * better-auth's alike: path and query and headers before any guard reads the database, the
 * parsed body before validation. Binary bodies (attachments, logos, archives) are not text and
 * pass.
 */
export function refuseUnsafeText(app: FastifyInstance): void {
  // Callback hooks, not async ones: every request passes both, and an async hook costs each a
  // promise and a turn of the microtask queue. What `refuse` throws, Fastify answers.
  app.addHook('onRequest', (request, _reply, done) => {
    refuse(
      findUnsafeText(request.params, 'params') ??
        findUnsafeText(request.query, 'querystring') ??
        findUnsafeText(request.headers, 'headers'),
    );
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    // A body handed over as its stream (a company archive) is bytes its route reads; walked as
    // a value, the socket and server behind it nest deeper than any body may.
    if (!(request.body instanceof Readable)) refuse(findUnsafeText(request.body, 'body'));
    done();
  });
}

function refuse(found: UnsafeText | null): void {
  if (found)
    throw new AppError('VALIDATION_FAILED', found.message, [
      { field: found.field, message: found.message },
    ]);
}
