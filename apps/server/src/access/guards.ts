import type { Access, Action } from '@kira/core/permissions';
import { decideByAccess, type PolicyDecision } from '@kira/core/policies/policy';
import type { FastifyRequest } from 'fastify';
import { loadClaims } from '../accounts/load-me.ts';
import type { Auth } from '../auth/create-auth.ts';
import { readSession, requireSession, type SignedIn } from '../auth/session.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import { ReadCache } from '../cache/read-cache.ts';
import type { WriteClock } from '../cache/write-clock.ts';
import type { Database } from '../db/database.ts';
import { isReadOnlyMethod } from '../http/methods.ts';
import { enforce } from './enforce.ts';
import { type Placement, type RequestAccess, requestAccessReader } from './load-access.ts';

export interface GuardOptions {
  db: Database;
  auth: () => Promise<Auth>;
  sessionMaxSeconds: number;
  sessions: SessionCache;
  /** Claims and list counts are kept between writes for up to `cacheMs` (see ReadCache); 0: never. */
  clock: WriteClock;
  cacheMs: number;
}

type Hook = (request: FastifyRequest) => Promise<void>;

/**
 * The checks every endpoint runs before its body is read, so a signed-out caller learns that
 * first (401) and a caller without the level next (403), whatever they sent.
 */
export interface Guards {
  /** A session is enough. */
  signedIn: Hook;
  /** Anyone: a signed-out caller passes too, and `sessionUserOf` answers null for them. */
  anyone: Hook;
  /** A session, and the permission table allows `action` in the active company. */
  allow(action: Action): Hook;
  /**
   * A session, and the resource's policy allows what the route does in the active company:
   * `guards.ask((access) => decideContactBook(access, 'read'))`.
   */
  ask(decide: (access: Access) => PolicyDecision): Hook;
  /** A session; its access in the active company is loaded, whatever the levels. */
  inActiveCompany: Hook;
  userOf(request: FastifyRequest): SignedIn;
  /** The signed-in user of a route guarded by `anyone`, or null when signed out. */
  sessionUserOf(request: FastifyRequest): SignedIn | null;
  accessOf(request: FastifyRequest): RequestAccess;
  /** The company a request acted in, when its access was loaded. */
  tenantOf(request: FastifyRequest): string | undefined;
  /** Forgets the sessions verified lately: a user or a session has just changed. */
  forgetSessions(): void;
}

export function createGuards({
  db,
  auth,
  sessionMaxSeconds,
  sessions,
  clock,
  cacheMs,
}: GuardOptions): Guards {
  const session = { auth, db, maxSeconds: sessionMaxSeconds, cache: sessions };
  // Any write may change someone's claims (levels, active company, plan, read-only flag).
  // Kept apart from the sessions: those are emptied only by session and user changes.
  const placements = new ReadCache<Placement>(cacheMs);
  const placementOf = (userId: string) =>
    placements.read(
      userId,
      () => clock.claimWrites(),
      () => loadClaims(db, userId),
    );
  // Only the company's own writes change its counts.
  const counts = new ReadCache<number>(cacheMs);
  const countsIn = (tenantId: string) => (key: string, count: () => Promise<number>) =>
    counts.read(`${tenantId}\u0000${key}`, () => clock.writesIn(tenantId), count);
  // A company's settings change only with writes that may change claims (the routes of the
  // company's records say they never do).
  const companyValues = new ReadCache<unknown>(cacheMs);
  const rememberedIn =
    (tenantId: string) =>
    <T>(key: string, load: () => Promise<T>) =>
      companyValues.read(`${tenantId}\u0000${key}`, () => clock.claimWrites(), load) as Promise<T>;
  const readAccess = requestAccessReader(db, { countsIn, rememberedIn });
  const freshPlacementOf = (userId: string) => loadClaims(db, userId);
  // A write always reads the claims afresh: another server process may have just moved the
  // user to another company or taken a level away, and a write must not land in the old one.
  const accessFor = (request: FastifyRequest) =>
    readAccess(
      users.get(request) as SignedIn,
      isReadOnlyMethod(request.method) ? placementOf : freshPlacementOf,
    );
  const users = new WeakMap<FastifyRequest, SignedIn>();
  const accesses = new WeakMap<FastifyRequest, RequestAccess>();

  const signedIn: Hook = async (request) => {
    users.set(request, await requireSession(request, session));
  };

  const anyone: Hook = async (request) => {
    const user = await readSession(request, session);
    if (user) users.set(request, user);
  };

  const ask =
    (decide: (access: Access) => PolicyDecision): Hook =>
    async (request) => {
      await signedIn(request);
      const access = await accessFor(request);
      enforce(decide(access));
      accesses.set(request, access);
    };

  return {
    signedIn,
    anyone,
    allow: (action) => ask((access) => decideByAccess(access, action)),
    ask,
    inActiveCompany: async (request) => {
      await signedIn(request);
      accesses.set(request, await accessFor(request));
    },
    userOf(request) {
      const user = users.get(request);
      if (!user) throw new Error('The signedIn guard did not run on this route');
      return user;
    },
    sessionUserOf: (request) => users.get(request) ?? null,
    forgetSessions: () => sessions.clear(),
    tenantOf: (request) => accesses.get(request)?.tenantId,
    accessOf(request) {
      const access = accesses.get(request);
      if (!access) throw new Error('The allow guard did not run on this route');
      return access;
    },
  };
}
