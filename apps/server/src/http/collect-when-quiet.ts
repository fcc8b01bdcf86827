import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import type { FastifyInstance } from 'fastify';

/** A burst: at least this many requests since the last collection... */
const BURST_REQUESTS = 200;
/** ...and then this long without one. */
const QUIET_MS = 10_000;
const CHECK_EVERY_MS = 5_000;
/** The young generation once V8 has given it back (it grows to 64 MB under load). */
const YOUNG_GENERATION_GIVEN_BACK = 8 * 2 ** 20;
/** At most a minute of collections after a burst, if V8 keeps the young generation. */
const MOST_COLLECTIONS = 12;

export interface Collector {
  /** A full collection; undefined when Node was started without `--expose-gc`. */
  gc: (() => void) | undefined;
  /** The young generation's size now, in bytes. */
  youngGenerationBytes: () => number;
}

/**
 * A full collection that also compacts the old space. A plain one frees the burst's garbage but
 * leaves the pages it was spread over: measured, an old space of 136 MB holding 16 MB stayed at
 * 136 MB after two plain collections and went to 17 MB with this one. V8 reads the flag at each
 * collection, so it is on for this one only.
 */
function compactingCollection(gc: NodeJS.GCFunction): () => void {
  return () => {
    setFlagsFromString('--compact-on-every-full-gc');
    try {
      gc();
    } finally {
      setFlagsFromString('--no-compact-on-every-full-gc');
    }
  };
}

const v8Collector: Collector = {
  gc: globalThis.gc && compactingCollection(globalThis.gc),
  youngGenerationBytes: () =>
    getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0,
};

/**
 * Gives the memory of a burst of requests back once it is over. V8 grows its heap under load
 * and shrinks it only in full collections, which an idle server may never reach by itself:
 * after a load of writes it kept 250-380 MB for minutes (docs/performance.md, "Memory after
 * load"). So once no request has come for a while, a full collection every few seconds, which
 * also compacts the old space: the first frees the burst's garbage and gives the old space's
 * pages back, and V8 gives the young generation back (64 MB) only in a
 * later one, once it has seen that little is allocated any more (measured: the third or
 * fourth). Starting the server counts as a burst: loading its modules grows the heap as much.
 * Needs `node --expose-gc` (`npm start` passes it); without it, memory is left to V8.
 */
export function collectWhenQuiet(
  app: FastifyInstance,
  { gc, youngGenerationBytes }: Collector = v8Collector,
): void {
  if (typeof gc !== 'function') return;
  let requests = 0;
  let lastRequestAt = performance.now();
  let collectionsLeft = MOST_COLLECTIONS;
  app.addHook('onRequest', (_request, _reply, done) => {
    requests += 1;
    lastRequestAt = performance.now();
    if (requests >= BURST_REQUESTS) collectionsLeft = MOST_COLLECTIONS;
    done();
  });
  const timer = setInterval(() => {
    if (collectionsLeft === 0 || performance.now() - lastRequestAt < QUIET_MS) return;
    requests = 0;
    gc();
    collectionsLeft -= 1;
    if (youngGenerationBytes() <= YOUNG_GENERATION_GIVEN_BACK) collectionsLeft = 0;
  }, CHECK_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
