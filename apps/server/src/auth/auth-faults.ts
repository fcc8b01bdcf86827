import { AsyncLocalStorage } from 'node:async_hooks';
import { faultOf } from '../faults/classify-fault.ts';

/** The fault better-auth logged during the request being forwarded, if any. */
const noticed = new AsyncLocalStorage<{ error?: unknown }>();

/**
 * Runs one request through better-auth's handler. Some of its endpoints catch a database
 * error, log it and answer their own error (a sign-up on a full disk: 422 "Failed to create
 * user"; a session read with the database away: 500): when what it logged is a fault, the
 * fault is thrown instead, so that Kira answers 503 or 507 like every other route.
 */
export async function forwardNoticingFaults(handle: () => Promise<Response>): Promise<Response> {
  const seen: { error?: unknown } = {};
  const response = await noticed.run(seen, handle);
  if (response.status >= 400 && seen.error !== undefined) throw seen.error;
  return response;
}

type Level = 'debug' | 'info' | 'warn' | 'error';

/** What better-auth logs, without the error, just before it throws the error on to Kira. */
const THROWN_ON = [/^Failed to query fallback join/];

/**
 * better-auth's logger, which also looks at what better-auth logs with each message (the
 * logger itself keeps only the message) for a fault of the request being forwarded. A fault
 * is logged once per outage by faults/fault-watch.ts, and an error thrown on is logged where
 * it is handled: their lines here go to debug.
 */
export function noticingFaults(logger: { log(level: Level, message: string): void }) {
  return {
    log(level: Level, message: string, ...logged: unknown[]) {
      if (THROWN_ON.some((pattern) => pattern.test(message))) return logger.log('debug', message);
      const fault = logged.find((item) => faultOf(item) !== undefined);
      if (fault === undefined) return logger.log(level, message);
      const seen = noticed.getStore();
      if (seen && seen.error === undefined) seen.error = fault;
      logger.log('debug', message);
    },
  };
}
