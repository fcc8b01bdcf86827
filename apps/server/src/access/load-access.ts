import { toAccessLevels } from '@kira/core/claims';
import type { Abilities, Access } from '@kira/core/permissions';
import type { loadClaims } from '../accounts/load-me.ts';
import type { SignedIn } from '../auth/session.ts';
import type { Database } from '../db/database.ts';
import {
  type CompanyValueReader,
  type CountReader,
  type TenantScope,
  tenantScope,
} from '../db/tenant-scope.ts';
import { keptAbilitiesOf } from './kept-decisions.ts';

/** Who acts in which company with which levels: what every endpoint's permission check reads. */
export interface RequestAccess extends Access {
  userId: string;
  tenantId: string;
  scope: TenantScope;
  abilities: Abilities;
}

export type Placement = Awaited<ReturnType<typeof loadClaims>>;
/** The user's claims and company flags: straight from the database, or from a cache of it. */
export type PlacementReader = (userId: string) => Promise<Placement>;

export interface ScopeReaders {
  /** The count reader for the company's scope (by default, counting every time). */
  countsIn?: (tenantId: string) => CountReader;
  /** The company-value reader for the company's scope (by default, reading every time). */
  rememberedIn?: (tenantId: string) => CompanyValueReader;
}

/**
 * The signed-in user's access in their active company, as `placementOf` places them. An access
 * is made once for each placement and session and never changed: both come from their caches as
 * the same objects while they stay valid, so the requests in between share one access (and the
 * decisions kept for it, `kept-decisions.ts`). A placement read afresh, as a write's is, makes a new one.
 */
export function requestAccessReader(db: Database, readers: ScopeReaders = {}) {
  const made = new WeakMap<Placement, WeakMap<SignedIn, RequestAccess>>();
  return async (signedIn: SignedIn, placementOf: PlacementReader): Promise<RequestAccess> => {
    const placement = await placementOf(signedIn.user.id);
    let bySession = made.get(placement);
    if (bySession === undefined) {
      bySession = new WeakMap();
      made.set(placement, bySession);
    }
    let access = bySession.get(signedIn);
    if (access === undefined) {
      access = requestAccess(db, signedIn, placement, readers);
      bySession.set(signedIn, access);
    }
    return access;
  };
}

function requestAccess(
  db: Database,
  signedIn: SignedIn,
  { claims, companyReadOnly }: Placement,
  { countsIn, rememberedIn }: ScopeReaders,
): RequestAccess {
  const access: Access = {
    levels: toAccessLevels(claims.accessLevel),
    isDeveloper: claims.isDeveloper,
    emailVerified: signedIn.user.emailVerified,
    companyReadOnly,
  };
  const userId = signedIn.user.id;
  const tenantId = claims.tenantId;
  return {
    ...access,
    userId,
    tenantId,
    scope: tenantScope(
      db,
      { tenantId, userId },
      { counted: countsIn?.(tenantId), remembered: rememberedIn?.(tenantId) },
    ),
    abilities: keptAbilitiesOf(access),
  };
}
