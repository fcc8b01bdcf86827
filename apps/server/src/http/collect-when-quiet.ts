import type { FastifyInstance } from 'fastify';

/** A burst: at least this many requests since the last collection... */
const BURST_REQUESTS = 200;
/** ...and then this long without one. */
const QUIET_MS = 10_000;
const CHECK_EVERY_MS = 5_000;
/**
 * Full collections after a burst, one a check while it stays quiet. The first frees the burst's
 * garbage; V8 gives the young generation's 64 MB back only in a later one (measured: the third),
 * when it sees that little is being allocated any more.
 */
const COLLECTIONS_AFTER_BURST = 4;

/**
 * Gives the memory of a burst of requests back once it is over. V8 grows its heap under load
 * and shrinks it only after full collections, which an idle server may never reach by itself:
 * after a load of writes it kept 250-380 MB for minutes (docs/performance.md, "Memory after
 * load"). A few full collections, when no request has come for a while, give back what V8 will.
 * Starting the server counts as a burst: loading its modules grows the heap as much. Needs
 * `node --expose-gc` (`npm start` passes it); without it, memory is left to V8 as before.
 */
export function collectWhenQuiet(
  app: FastifyInstance,
  gc: NodeJS.GCFunction | undefined = globalThis.gc,
): void {
  if (typeof gc !== 'function') return;
  let requests = 0;
  let lastRequestAt = performance.now();
  let collectionsLeft = COLLECTIONS_AFTER_BURST;
  app.addHook('onRequest', (_request, _reply, done) => {
    requests += 1;
    lastRequestAt = performance.now();
    if (requests >= BURST_REQUESTS) collectionsLeft = COLLECTIONS_AFTER_BURST;
    done();
  });
  const timer = setInterval(() => {
    if (collectionsLeft === 0 || performance.now() - lastRequestAt < QUIET_MS) return;
    collectionsLeft -= 1;
    requests = 0;
    // A plain full collection: measured, the "last resort" flavour gave nothing back on Node 20.
    gc();
  }, CHECK_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
