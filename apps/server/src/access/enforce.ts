import type { PolicyDecision } from '@kira/core/policies/policy';
import { AppError } from '../http/app-error.ts';

/** Carries out a policy's decision: a missing right answers 403, a record's state 409. */
export function enforce(decision: PolicyDecision): void {
  if (decision.allowed) return;
  throw new AppError(decision.because === 'access' ? 'FORBIDDEN' : 'CONFLICT', decision.reason);
}
