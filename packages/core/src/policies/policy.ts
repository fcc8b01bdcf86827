import { type Access, type Action, decideAccess } from '../permissions.ts';

/**
 * A policy's answer to "may this user do this to this record now?". A refusal says why, and
 * whether the user lacks the right (`access`: no level would be enough today) or the record is
 * not in a state that allows it (`state`: a void invoice cannot be paid); the server answers
 * the first with 403 and the second with 409.
 */
export type PolicyDecision =
  | { allowed: true }
  | { allowed: false; reason: string; because: 'access' | 'state' };

export const ALLOWED: PolicyDecision = { allowed: true };

export function refusedByState(reason: string): PolicyDecision {
  return { allowed: false, reason, because: 'state' };
}

/** The permission table's answer for `action`, as a policy decision. */
export function decideByAccess(access: Access, action: Action): PolicyDecision {
  const decision = decideAccess(access, action);
  return decision.allowed
    ? ALLOWED
    : { allowed: false, reason: decision.reason, because: 'access' };
}

/** The first refusal among the decisions, tried in order; allowed when none refuses. */
export function firstRefusal(...decisions: (() => PolicyDecision)[]): PolicyDecision {
  for (const decide of decisions) {
    const decision = decide();
    if (!decision.allowed) return decision;
  }
  return ALLOWED;
}
