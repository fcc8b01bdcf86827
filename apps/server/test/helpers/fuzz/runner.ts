import { createWriteStream } from 'node:fs';
import { type SeededRandom, seededRandom } from '@kira/core/seeded-random';
import { type Actor, buildRequest, type Case, casesOf, type FuzzRequest } from './build-request.ts';
import type { FuzzApp } from './fuzz-app.ts';
import type { Operation } from './operations.ts';
import { ENDS_SESSION, refusedForWantOfSession, signInAgain } from './sessions.ts';
import {
  buildWorld,
  newAttachment,
  newContact,
  newDraft,
  newInvite,
  newInvoice,
  newProduct,
  resetMember,
  switchBack,
  type World,
} from './world.ts';

export type FailureKind = 'NUL byte' | 'numeric overflow' | 'other';

export interface FailureGroup {
  kind: FailureKind;
  /** Route and error message, with numbers blanked: requests that failed the same way. */
  signature: string;
  count: number;
  example: string;
}

export interface FuzzSummary {
  seed: number;
  sent: number;
  statuses: Record<string, number>;
  serverErrors: number;
  /** Requests sent with the sender's session (see `FuzzRequest.signedIn`). */
  signedIn: number;
  /**
   * Of those, the ones not refused for want of a session (see `refusedForWantOfSession`): they
   * got past the session check to what follows it (the level check, validation, the handler).
   * Answers given before the session is read (a foreign Origin) count too: no session was lost.
   */
  pastAuthentication: number;
  /** Requests that app.inject itself would not send (none so far). */
  refusedByClient: number;
  /**
   * Records that could not be made again after a request used them up (a new company was
   * founded instead); the cause is printed, since it may be a bug of its own.
   */
  failedRepairs: string[];
  groups: FailureGroup[];
  ms: number;
  /** How many cases one round holds: every operation's (see `casesOf`). */
  casesPerRound: number;
  /** Time spent per operation (requests and the repairs after them), to see what is slow. */
  msByOperation: Record<string, number>;
}

interface FuzzRun {
  app: FuzzApp;
  operations: Operation[];
  seed: number;
  requests: number;
  /** Called every `every` requests with the count sent so far. */
  progress?: { every: number; report(sent: number, serverErrors: number): void };
}

/**
 * Sends `requests` requests: the cases of every operation (see `casesOf`) in a shuffled order,
 * round after round with new values. Each request is built valid for the world's records, then
 * made wrong as its case says. Every 5xx is kept with the error the server logged. After a
 * request that used up a record (deleted, issued, voided...) a new one is made, so later
 * requests still name real records.
 */
export async function runFuzz(run: FuzzRun): Promise<FuzzSummary> {
  const { app, operations, seed, requests } = run;
  const random = seededRandom(seed);
  const started = Date.now();
  let world = await buildWorld(app, { name: 'Fuzz' });
  const summary: FuzzSummary = {
    seed,
    sent: 0,
    statuses: {},
    serverErrors: 0,
    signedIn: 0,
    pastAuthentication: 0,
    refusedByClient: 0,
    failedRepairs: [],
    groups: [],
    ms: 0,
    msByOperation: {},
    casesPerRound: 0,
  };
  const groups = new Map<string, FailureGroup>();
  // FUZZ_TRACE=file writes one line per request: status, sender, operation, mutation.
  const trace = process.env.FUZZ_TRACE ? createWriteStream(process.env.FUZZ_TRACE) : undefined;
  const round: [Operation, Case][] = [];
  for (let i = 0; i < requests; i++) {
    if (round.length === 0) {
      const all = operations.flatMap((op) =>
        casesOf(op, random).map((c): [Operation, Case] => [op, c]),
      );
      round.push(...shuffled(all, random));
      summary.casesPerRound = round.length;
    }
    const [operation, kase] = round.pop() as [Operation, Case];
    const request = buildRequest(operation, kase, world, random);
    const sentAt = Date.now();
    app.takeErrors();
    const res = await send(app, request);
    if (!res) {
      summary.refusedByClient += 1;
      continue;
    }
    summary.sent += 1;
    const { method, route } = request.operation;
    trace?.write(`${res.statusCode}\t${request.actor}\t${method} ${route}\t${request.mutation}\n`);
    summary.statuses[res.statusCode] = (summary.statuses[res.statusCode] ?? 0) + 1;
    if (request.signedIn) {
      summary.signedIn += 1;
      if (!refusedForWantOfSession(res)) summary.pastAuthentication += 1;
    }
    if (res.statusCode >= 500) {
      summary.serverErrors += 1;
      record(groups, request, res.statusCode, res.body, app.takeErrors());
    } else if (res.statusCode < 300 && request.method !== 'GET') {
      world = await repair(world, request).catch((error: unknown) => {
        summary.failedRepairs.push(`after ${method} ${route}: ${String(error).slice(0, 300)}`);
        return buildWorld(app, { name: 'Fuzz again' });
      });
    }
    const name = `${method} ${route}`;
    summary.msByOperation[name] = (summary.msByOperation[name] ?? 0) + Date.now() - sentAt;
    if (run.progress && (i + 1) % run.progress.every === 0) {
      run.progress.report(i + 1, summary.serverErrors);
    }
  }
  // The kinds nobody is fixing yet first, then by how often they happened.
  const rank: Record<FailureKind, number> = { other: 0, 'numeric overflow': 1, 'NUL byte': 2 };
  summary.groups = [...groups.values()].sort(
    (a, b) => rank[a.kind] - rank[b.kind] || b.count - a.count,
  );
  summary.ms = Date.now() - started;
  await new Promise((resolve) => (trace ? trace.end(resolve) : resolve(undefined)));
  return summary;
}

/** The answer, or undefined when app.inject refuses to send the request at all. */
async function send(app: FuzzApp, request: FuzzRequest) {
  try {
    return await app.app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  } catch {
    return undefined;
  }
}

/**
 * Makes a new record in place of the one the request acted on (deleted, issued, voided...), or
 * a new session in place of the one it ended.
 */
async function repair(world: World, request: FuzzRequest): Promise<World> {
  const { ids } = world;
  const { route } = request.operation;
  if (ENDS_SESSION.has(route)) {
    // A sign-out whose Cookie header a mutation replaced ended no session of the sender's.
    if (request.signedIn && request.actor !== 'anonymous') {
      await signInAgain(world[request.actor]);
    }
    return world;
  }
  if (route === '/api/companies') await switchBack(world, world[request.actor as 'owner']);
  if (route.endsWith('/attachments')) return world;
  const known = new Map(
    Object.values(ids)
      .filter((id): id is string => typeof id === 'string' && id !== '')
      .map((id) => [encodeURIComponent(id), id]),
  );
  const segments = request.url.split('?')[0]?.split('/') ?? [];
  const last = known.get(segments.findLast((segment) => known.has(segment)) ?? '');
  if (request.method === 'PATCH') {
    if (last === ids.member) await resetMember(world);
    return world;
  }
  const renew: [string, (w: World) => Promise<void>][] = [
    [ids.member, resetMember],
    [ids.contact, newContact],
    [ids.product, newProduct],
    [ids.draft, newDraft],
    [ids.invoice, newInvoice],
    [ids.receipt, newInvoice],
    [ids.attachment, newAttachment],
    [ids.invite, newInvite],
    [ids.inviteToken, newInvite],
  ];
  if (last === ids.owner) throw new Error('The owner left: a new world is needed');
  await renew.find(([id]) => id === last)?.[1](world);
  return world;
}

function shuffled<T>(items: T[], random: SeededRandom): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

function record(
  groups: Map<string, FailureGroup>,
  request: FuzzRequest,
  status: number,
  body: string,
  log: string[],
) {
  const error = errorOf(log);
  const kind = kindOf(`${log.join('\n')}\n${body}`);
  const reason = cut(error?.reason ?? (body || '(empty body)'), 100).replace(/\d+/g, '#');
  const signature = `${status} ${request.method} ${request.operation.route}: ${reason}`;
  const group = groups.get(signature);
  if (group) {
    group.count += 1;
    return;
  }
  const detail = error ? `${error.reason}${error.where ? ` in ${error.where}` : ''}` : body;
  groups.set(signature, { kind, signature, count: 1, example: describe(request, status, detail) });
}

function kindOf(text: string): FailureKind {
  if (/invalid byte sequence|0x00|unsupported Unicode escape|22021|22P05/i.test(text)) {
    return 'NUL byte';
  }
  if (/numeric field overflow|out of range|22003/i.test(text)) return 'numeric overflow';
  return 'other';
}

/**
 * The error the server logged: its cause (pino writes a database error's cause as a
 * `caused by:` line of the stack) or message, and the first line of the failed query.
 */
function errorOf(log: string[]): { reason: string; where?: string } | undefined {
  const entries = log.flatMap((line) => {
    try {
      return [JSON.parse(line) as { err?: LoggedError; msg?: string; source?: string }];
    } catch {
      return [];
    }
  });
  for (const { err, msg } of entries) {
    if (!err) continue;
    const head = (err.message ?? msg ?? '').split('\n')[0] ?? '';
    const cause = err.stack?.split('\ncaused by: ')[1]?.split('\n')[0];
    const code = err.code ? ` (${err.code})` : '';
    return cause ? { reason: `${cause}${code}`, where: head } : { reason: `${head}${code}` };
  }
  // better-auth logs its own errors without `err`: `{ source: 'better-auth', msg: 'TypeError' }`.
  const other = entries.find((entry) => entry.msg);
  return other ? { reason: `${other.source ?? 'log'}: ${other.msg}` } : undefined;
}

interface LoggedError {
  message?: string;
  stack?: string;
  code?: string;
}

const ACTOR_NAMES: Record<Actor, string> = {
  owner: 'as the owner',
  member: 'as a member without levels',
  anonymous: 'signed out',
};

function describe(request: FuzzRequest, status: number, error: string): string {
  const payload =
    request.payload === undefined
      ? '(none)'
      : cut(
          Buffer.isBuffer(request.payload) ? request.payload.toString('utf8') : request.payload,
          400,
        );
  return [
    `${request.method} ${cut(request.url, 200)} ${ACTOR_NAMES[request.actor]}`,
    `  mutation: ${request.mutation}`,
    `  body: ${JSON.stringify(payload)}`,
    `  -> ${status}: ${cut(error, 300)}`,
  ].join('\n');
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;
}
