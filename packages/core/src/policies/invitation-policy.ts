import type { InviteStatus } from '../companies-api.ts';
import type { Access } from '../permissions.ts';
import { z } from '../zod.ts';
import { decideMembers } from './member-policy.ts';
import { firstRefusal, type PolicyDecision, refusedByState } from './policy.ts';

/**
 * What a user may do with the company's invitations: managing them is managing members (the
 * administrator's). The routes, the commands and the abilities sent with every invitation ask
 * this file.
 */

/** What the policy reads of an invitation. */
export interface InvitationFacts {
  status: InviteStatus;
}

/** The invitations as a whole: seeing them, and inviting someone. */
export type InvitationsAction = 'read' | 'invite';
export type InvitationAction = 'revoke';

export function decideInvitations(access: Access, action: InvitationsAction): PolicyDecision {
  return decideMembers(access, action === 'read' ? 'read' : 'manage');
}

/** May this user do `action` to this invitation now? Only a pending one can be revoked. */
export function decideInvitation(
  access: Access,
  _action: InvitationAction,
  invitation: InvitationFacts,
): PolicyDecision {
  return firstRefusal(
    () => decideInvitations(access, 'invite'),
    () =>
      invitation.status === 'pending'
        ? { allowed: true }
        : refusedByState(`This invitation is ${invitation.status} and can no longer be revoked`),
  );
}

export const invitationAbilitiesSchema = z
  .object({ revoke: z.boolean() })
  .meta({ id: 'InvitationAbilities' });
export type InvitationAbilities = z.infer<typeof invitationAbilitiesSchema>;

/** What this user may do to this invitation now, as `decideInvitation` answers. */
export function invitationAbilities(
  access: Access,
  invitation: InvitationFacts,
): InvitationAbilities {
  return { revoke: decideInvitation(access, 'revoke', invitation).allowed };
}
