import { DEFAULT_TENANT } from '@kira/core/constants';
import type { SetClaimsRequest } from './api/types.ts';

// The seed's new-user levels (read everywhere, none on administrator). Written out rather than
// imported from @kira/core/claims, which would bring zod into the welcome screen's code; the
// unit test holds the two equal.
const NEW_USER_ACCESS = [
  { department: 'finance', level: 'read' },
  { department: 'operation', level: 'read' },
  { department: 'sales', level: 'read' },
  { department: 'marketing', level: 'read' },
  { department: 'company', level: 'read' },
  { department: 'administrator', level: 'none' },
] as const;

/** What /loggingin posts to `POST /api/claims` for a user who has no company of their own. */
export function newUserClaims(userUid: string): SetClaimsRequest {
  return {
    userUid,
    tenantId: DEFAULT_TENANT,
    accessLevel: NEW_USER_ACCESS.map((entry) => ({ ...entry })),
    subscription: 'free',
  };
}

/**
 * Only a user in the demo company who belongs to no company of their own gets the new-user
 * claims (PRODUCT.md section 1); a member who switched to the demo keeps what they have.
 */
export function needsNewUserClaims(
  tenantId: string | undefined,
  memberOf: readonly string[],
): boolean {
  return tenantId === DEFAULT_TENANT && memberOf.every((id) => id === DEFAULT_TENANT);
}
