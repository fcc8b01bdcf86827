import type { FastifyBaseLogger } from 'fastify';
import type { Fault, FoundFault } from './classify-fault.ts';

/**
 * How long an outage must stay over (a sign of recovery, then no failure) before its end is
 * logged. A restart of PostgreSQL fails the requests of every connection it held, one after
 * another, some after the pool already opened a new one: one outage, not several.
 */
const SETTLE_MS = 5_000;

const STARTED: Record<Fault, string> = {
  'database-unreachable':
    'The database is not reachable: requests that need it are answered 503 until it is back',
  'storage-full': "The server's storage is full: writes are answered 507 until space is freed",
};

const ENDED: Record<Fault, string> = {
  'database-unreachable': 'The database is reachable again',
  'storage-full': 'Writes succeed again: the storage has room',
};

interface Outage {
  since: number;
  /** Requests answered 503 or 507 for it. */
  refused: number;
  ending?: NodeJS.Timeout;
}

export interface FaultWatchOptions {
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Fields the first line of an outage adds (the storage's free space). */
  describe?: (fault: Fault) => Record<string, unknown>;
  settleMs?: number;
}

/**
 * One log line when an outage starts (the first request it fails) and one when it is over,
 * with how many requests it refused: never a line per request. The end is logged at `warn`,
 * so that a log kept at `warn` shows both.
 */
export class FaultWatch {
  readonly #outages = new Map<Fault, Outage>();
  readonly #log: FaultWatchOptions['log'];
  readonly #describe: FaultWatchOptions['describe'];
  readonly #settleMs: number;

  constructor({ log, describe, settleMs = SETTLE_MS }: FaultWatchOptions) {
    this.#log = log;
    this.#describe = describe;
    this.#settleMs = settleMs;
  }

  /** A request failed for a fault. */
  failed({ fault, code }: FoundFault): void {
    const outage = this.#outages.get(fault);
    if (outage) {
      outage.refused += 1;
      clearTimeout(outage.ending);
      outage.ending = undefined;
      return;
    }
    this.#outages.set(fault, { since: Date.now(), refused: 1 });
    this.#log.error({ fault, code, ...this.#describe?.(fault) }, STARTED[fault]);
  }

  /** A sign the fault is over: a new database connection, a write that succeeded. */
  recovered(fault: Fault): void {
    const outage = this.#outages.get(fault);
    if (!outage || outage.ending) return;
    outage.ending = setTimeout(() => {
      this.#outages.delete(fault);
      const seconds = Math.round((Date.now() - outage.since) / 1000);
      this.#log.warn({ fault, refused: outage.refused, seconds }, ENDED[fault]);
    }, this.#settleMs);
    outage.ending.unref();
  }

  /** Whether requests fail for this fault now: no sign of recovery since the last failure. */
  isFailing(fault: Fault): boolean {
    const outage = this.#outages.get(fault);
    return outage !== undefined && outage.ending === undefined;
  }

  close(): void {
    for (const outage of this.#outages.values()) clearTimeout(outage.ending);
  }
}
