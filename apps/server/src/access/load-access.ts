import { toAccessLevels } from '@kira/core/claims';
import { type Abilities, type Access, abilitiesOf } from '@kira/core/permissions';
import { loadClaims } from '../accounts/load-me.ts';
import type { SignedIn } from '../auth/session.ts';
import type { Database, Transaction } from '../db/database.ts';
import { type TenantScope, tenantScope } from '../db/tenant-scope.ts';

/** Who acts in which company with which levels: what every endpoint's permission check reads. */
export interface RequestAccess extends Access {
  userId: string;
  tenantId: string;
  scope: TenantScope;
  abilities: Abilities;
}

/** The signed-in user's access in their active company, read fresh for each request. */
export async function loadAccess(db: Database | Transaction, signedIn: SignedIn) {
  const { claims, companyReadOnly } = await loadClaims(db, signedIn.user.id);
  const access: Access = {
    levels: toAccessLevels(claims.accessLevel),
    isDeveloper: claims.isDeveloper,
    emailVerified: signedIn.user.emailVerified,
    companyReadOnly,
  };
  return { claims, access, abilities: abilitiesOf(access) };
}

export async function loadRequestAccess(db: Database, signedIn: SignedIn): Promise<RequestAccess> {
  const { claims, access, abilities } = await loadAccess(db, signedIn);
  const userId = signedIn.user.id;
  return {
    ...access,
    userId,
    tenantId: claims.tenantId,
    scope: tenantScope(db, { tenantId: claims.tenantId, userId }),
    abilities,
  };
}
