import { type AccessLevels, leavesNoAdministrator, MSG_LAST_ADMINISTRATOR } from '../claims.ts';
import type { Access } from '../permissions.ts';
import { z } from '../zod.ts';
import { decideByAccess, firstRefusal, type PolicyDecision, refusedByState } from './policy.ts';

/**
 * What a user may do with the company's members (PRODUCT.md section 2: the administrator's):
 * the routes, the commands and the abilities sent with every member all ask this file.
 */

/** What the policy reads of a member. */
export interface MemberFacts {
  levels: AccessLevels;
  /** How many administrators the company has now, this member included. */
  administrators: number;
}

/** The members as a whole: seeing them, and managing them (and inviting new ones). */
export type MembersAction = 'read' | 'manage';
export type MemberAction = 'edit' | 'remove';

export function decideMembers(access: Access, action: MembersAction): PolicyDecision {
  return decideByAccess(access, action === 'read' ? 'members.read' : 'members.manage');
}

/**
 * May this user do `action` to this member now? An edit that gives the member `levels` (left
 * out: only the title changes) and a removal must leave the company an administrator.
 */
export function decideMember(
  access: Access,
  action: MemberAction,
  member: MemberFacts,
  levels?: AccessLevels,
): PolicyDecision {
  const next = action === 'remove' ? null : (levels ?? member.levels);
  return firstRefusal(
    () => decideMembers(access, 'manage'),
    () =>
      leavesNoAdministrator(member.levels, next, member.administrators)
        ? refusedByState(MSG_LAST_ADMINISTRATOR)
        : { allowed: true },
  );
}

export const memberAbilitiesSchema = z
  .object({
    edit: z.boolean().describe('Change the title or levels (the last administrator stays one)'),
    remove: z.boolean(),
  })
  .meta({ id: 'MemberAbilities' });
export type MemberAbilities = z.infer<typeof memberAbilitiesSchema>;

/** What this user may do to this member now, as `decideMember` answers. */
export function memberAbilities(access: Access, member: MemberFacts): MemberAbilities {
  return {
    edit: decideMember(access, 'edit', member).allowed,
    remove: decideMember(access, 'remove', member).allowed,
  };
}
