import type { Access } from '../permissions.ts';
import { ALLOWED, type PolicyDecision } from './policy.ts';

export const MSG_DEVELOPERS_ONLY = 'Only developers may use the developer area.';

/**
 * The developer area (`/developer`, `/progress`, their API): developers only, whatever their
 * levels in the active company; it sees every company, so it is never a member's right.
 */
export function decideDeveloper(access: Access): PolicyDecision {
  return access.isDeveloper
    ? ALLOWED
    : { allowed: false, reason: MSG_DEVELOPERS_ONLY, because: 'access' };
}
