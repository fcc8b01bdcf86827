import type { FastifyReply } from 'fastify';

/**
 * Sends an answer already written as JSON text, as it is: Fastify sends a string with a JSON
 * content type without serializing it again. The route's schema still documents the answer;
 * the tests check the text against it (the serializer no longer can).
 */
export function sendWrittenJson(reply: FastifyReply, json: string): FastifyReply {
  // Sent as bytes, encoded once: a large string answer was copied again on its way out (its
  // length in bytes, then joined to the headers before the write), each copy on V8's heap.
  // The route's typed reply expects its answer's object type; this answer is its text.
  return (reply as FastifyReply)
    .type('application/json; charset=utf-8')
    .send(Buffer.from(json, 'utf8'));
}
