import { type Access, type Action, decideAccess } from '@kira/core/permissions';
import { AppError } from '../http/app-error.ts';

/** The permission check of a rule that depends on the record (a contact's role), not the route. */
export function assertAllowed(access: Access, action: Action): void {
  const decision = decideAccess(access, action);
  if (!decision.allowed) throw new AppError('FORBIDDEN', decision.reason);
}
