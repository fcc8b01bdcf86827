import type { DepartmentAccess, PlanId } from '@kira/core/claims';

export type { Claims } from '@kira/core/claims';
export type { Me } from '@kira/core/me';
export type { ApiUser } from '../../../lib/api/auth/api-user.ts';

/** The body of `POST /api/claims`. */
export interface SetClaimsBody {
  userUid: string;
  tenantId: string;
  accessLevel: DepartmentAccess[];
  subscription: PlanId;
}
