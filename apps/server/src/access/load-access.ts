import { toAccessLevels } from '@kira/core/claims';
import { type Abilities, type Access, abilitiesOf } from '@kira/core/permissions';
import { loadClaims } from '../accounts/load-me.ts';
import type { SignedIn } from '../auth/session.ts';
import type { Database } from '../db/database.ts';
import {
  type CompanyValueReader,
  type CountReader,
  type TenantScope,
  tenantScope,
} from '../db/tenant-scope.ts';

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

/** The signed-in user's access in their active company. */
export async function loadAccess(signedIn: SignedIn, placementOf: PlacementReader) {
  const { claims, companyReadOnly } = await placementOf(signedIn.user.id);
  const access: Access = {
    levels: toAccessLevels(claims.accessLevel),
    isDeveloper: claims.isDeveloper,
    emailVerified: signedIn.user.emailVerified,
    companyReadOnly,
  };
  return { claims, access, abilities: abilitiesOf(access) };
}

export interface AccessReaders {
  placementOf: PlacementReader;
  /** The count reader for the company's scope (by default, counting every time). */
  countsIn?: (tenantId: string) => CountReader;
  /** The company-value reader for the company's scope (by default, reading every time). */
  rememberedIn?: (tenantId: string) => CompanyValueReader;
}

export async function loadRequestAccess(
  db: Database,
  signedIn: SignedIn,
  { placementOf, countsIn, rememberedIn }: AccessReaders = {
    placementOf: (userId) => loadClaims(db, userId),
  },
): Promise<RequestAccess> {
  const { claims, access, abilities } = await loadAccess(signedIn, placementOf);
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
    abilities,
  };
}
