import type { DepartmentAccess, PlanId } from '@kira/core/claims';

export type { Claims } from '@kira/core/claims';
export type { Me } from '@kira/core/me';

/** The user as better-auth's endpoints answer with it. */
export interface ApiUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** The body of `POST /api/claims`. */
export interface SetClaimsBody {
  userUid: string;
  tenantId: string;
  accessLevel: DepartmentAccess[];
  subscription: PlanId;
}
