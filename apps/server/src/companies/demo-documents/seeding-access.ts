import { FOUNDER_LEVELS } from '@kira/core/claims';
import { type Access, abilitiesOf } from '@kira/core/permissions';
import type { RequestAccess } from '../../access/load-access.ts';
import type { TenantScope } from '../../db/tenant-scope.ts';

/**
 * The access the demo's documents are written with: the system itself (the scope's user is
 * null, so the rows and audit records say so) with a founder's levels. The demo is read-only
 * to everyone who signs in, and the policies refuse its writes to anyone but a developer;
 * seeding is the company being made, as its contacts and products are at first start, so
 * this access alone says the company is not read-only. It is built here and never reaches a
 * request: visitors keep the read-only access `requestAccessReader` gives them.
 */
export function seedingAccess(scope: TenantScope): RequestAccess {
  const access: Access = {
    levels: FOUNDER_LEVELS,
    isDeveloper: false,
    emailVerified: true,
    companyReadOnly: false,
  };
  return {
    ...access,
    // No user: the documents' use cases take who acts from the scope (null, the system).
    userId: '',
    tenantId: scope.ctx.tenantId,
    scope,
    abilities: abilitiesOf(access),
  };
}
