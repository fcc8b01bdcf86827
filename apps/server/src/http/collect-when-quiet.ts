import type { FastifyInstance } from 'fastify';

/** A burst: at least this many requests since the last collection... */
const BURST_REQUESTS = 200;
/** ...and then this long without one. */
const QUIET_MS = 10_000;
const CHECK_EVERY_MS = 5_000;

/**
 * Gives the memory of a burst of requests back once it is over. V8 grows its heap under load
 * and shrinks it only after a full collection, which an idle server may never reach by itself:
 * after a load of writes it kept 250-380 MB for minutes (docs/performance.md, "Memory after
 * load"). One full collection, when no request has come for a while, gives back what V8 will:
 * measured, the server was back under 150 MB within a minute in some runs, not all. Needs
 * `node --expose-gc` (`npm start` passes it); without it, memory is left to V8 as before.
 */
export function collectWhenQuiet(
  app: FastifyInstance,
  gc: NodeJS.GCFunction | undefined = globalThis.gc,
): void {
  if (typeof gc !== 'function') return;
  // A plain full collection: measured, it gave the old space back where the "last resort"
  // flavour left it as it was (docs/performance.md, "Memory after load").
  const collect = () => gc();
  let requests = 0;
  let lastRequestAt = 0;
  app.addHook('onRequest', (_request, _reply, done) => {
    requests += 1;
    lastRequestAt = performance.now();
    done();
  });
  const timer = setInterval(() => {
    if (requests < BURST_REQUESTS || performance.now() - lastRequestAt < QUIET_MS) return;
    requests = 0;
    collect();
  }, CHECK_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
