import type { Access } from '@kira/core/permissions';
import { ALLOWED, type PolicyDecision } from '@kira/core/policies/policy';

export const MSG_DEVELOPERS_ONLY = 'Only a developer of Kira may do this.';

/** The platform's own work (the developer area): developers only, in whichever company. */
export function decideDeveloper(access: Access): PolicyDecision {
  return access.isDeveloper
    ? ALLOWED
    : { allowed: false, reason: MSG_DEVELOPERS_ONLY, because: 'access' };
}
