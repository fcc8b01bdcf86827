import { DEFAULT_TENANT } from './constants.ts';
import {
  type AccessLevel,
  accessLevelSchema,
  DEPARTMENT_VALUES,
  type Department,
  departmentSchema,
} from './enums.ts';
import { z } from './zod.ts';

export const PLAN_IDS = ['free', 'team', 'business'] as const;
export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof planIdSchema>;

export interface DepartmentAccess {
  department: Department;
  level: AccessLevel;
}

/** A level for each of the six departments, each exactly once, in the seed's order. */
export const accessLevelListSchema = z
  .array(z.object({ department: departmentSchema, level: accessLevelSchema }))
  .refine(
    (list) =>
      list.length === DEPARTMENT_VALUES.length &&
      DEPARTMENT_VALUES.every((d) => list.filter((entry) => entry.department === d).length === 1),
    { message: 'accessLevel must give a level for each of the six departments exactly once' },
  )
  .transform((list) => normaliseAccess(list));

export type AccessLevels = Record<Department, AccessLevel>;

export interface Claims {
  tenantId: string;
  accessLevel: DepartmentAccess[];
  isDeveloper: boolean;
  subscription: PlanId;
}

/** The seed's new-user levels: read everywhere but administrator, which is none. */
export const NEW_USER_LEVELS: AccessLevels = {
  finance: 'read',
  operation: 'read',
  sales: 'read',
  marketing: 'read',
  company: 'read',
  administrator: 'none',
};

/** What a company's creator gets: write on every department. */
export const FOUNDER_LEVELS: AccessLevels = {
  finance: 'write',
  operation: 'write',
  sales: 'write',
  marketing: 'write',
  company: 'write',
  administrator: 'write',
};

export const NO_LEVELS: AccessLevels = {
  finance: 'none',
  operation: 'none',
  sales: 'none',
  marketing: 'none',
  company: 'none',
  administrator: 'none',
};

export function toAccessList(levels: AccessLevels): DepartmentAccess[] {
  return DEPARTMENT_VALUES.map((department) => ({ department, level: levels[department] }));
}

export function toAccessLevels(list: readonly DepartmentAccess[]): AccessLevels {
  const levels = { ...NO_LEVELS };
  for (const { department, level } of list) levels[department] = level;
  return levels;
}

function normaliseAccess(list: readonly DepartmentAccess[]): DepartmentAccess[] {
  return toAccessList(toAccessLevels(list));
}

export function sameLevels(a: AccessLevels, b: AccessLevels): boolean {
  return DEPARTMENT_VALUES.every((d) => a[d] === b[d]);
}

/** The body of `POST /api/claims` (the seed's callable function), plus the developer flag. */
export const setClaimsRequestSchema = z
  .object({
    userUid: z.string().trim().min(1, 'userUid is required'),
    tenantId: z.string().trim().min(1, 'tenantId is required'),
    accessLevel: accessLevelListSchema,
    subscription: planIdSchema,
    isDeveloper: z.boolean().optional(),
  })
  .meta({ id: 'SetClaimsRequest' });
export type SetClaimsRequest = z.infer<typeof setClaimsRequestSchema>;

/** Who asks, as far as the claims rules care. */
export interface ClaimsActor {
  userUid: string;
  isDeveloper: boolean;
  /** The companies the actor belongs to (the implicit demo membership is not one). */
  memberships: ReadonlyMap<string, AccessLevels>;
}

/** The target company and the target's place in it, as they are now. */
export interface ClaimsTarget {
  userUid: string;
  tenantPlan: PlanId;
  /** The target's current levels in that company, or null when not a member. */
  currentLevels: AccessLevels | null;
  /** How many members of that company have administrator write, the target included. */
  administratorCount: number;
}

export type ClaimsDecision =
  | { allowed: true; as: 'new-user' | 'administrator' | 'developer' }
  | { allowed: false; reason: string };

/**
 * Who may set whose claims (PRODUCT.md section 1). A user with no company may apply exactly
 * the demo defaults to themselves; an administrator may set the levels of their company's
 * members, never leaving it without an administrator; a developer may set anyone's, and only a
 * developer may set the developer flag or a subscription other than the company's plan.
 */
export function decideSetClaims(
  actor: ClaimsActor,
  request: SetClaimsRequest,
  target: ClaimsTarget,
): ClaimsDecision {
  if (actor.isDeveloper) return { allowed: true, as: 'developer' };
  if (request.isDeveloper !== undefined) {
    return { allowed: false, reason: 'Only a developer may set the developer flag' };
  }
  if (request.subscription !== target.tenantPlan) {
    return {
      allowed: false,
      reason: `The subscription must be the company's plan (${target.tenantPlan}); plans change on the plans screen`,
    };
  }
  const levels = toAccessLevels(request.accessLevel);
  const isSelf = actor.userUid === request.userUid;
  if (request.tenantId === DEFAULT_TENANT) {
    if (isSelf && actor.memberships.size === 0 && sameLevels(levels, NEW_USER_LEVELS)) {
      return { allowed: true, as: 'new-user' };
    }
    return {
      allowed: false,
      reason:
        'Only the new-user levels may be applied in the demo company, by a user to themselves',
    };
  }
  const actorLevels = actor.memberships.get(request.tenantId);
  if (actorLevels?.administrator !== 'write') {
    return {
      allowed: false,
      reason: 'Only an administrator of this company may set its members’ levels',
    };
  }
  if (!target.currentLevels) {
    return {
      allowed: false,
      reason: 'This user is not a member of the company; invite them first',
    };
  }
  if (leavesNoAdministrator(target.currentLevels, levels, target.administratorCount)) {
    return { allowed: false, reason: MSG_LAST_ADMINISTRATOR };
  }
  return { allowed: true, as: 'administrator' };
}

export const MSG_LAST_ADMINISTRATOR =
  'A company needs at least one administrator: make another member an administrator first';

/**
 * Whether changing a member's levels to `next` (null: removing them) would leave the company
 * with no administrator, given how many administrators it has now (that member included).
 */
export function leavesNoAdministrator(
  current: AccessLevels,
  next: AccessLevels | null,
  administratorCount: number,
): boolean {
  const losesAdministrator = current.administrator === 'write' && next?.administrator !== 'write';
  return losesAdministrator && administratorCount <= 1;
}

/** A user's levels in the demo showcase: the visitor's read levels until they have any. */
export function demoLevelsFor(current: AccessLevels): AccessLevels {
  return sameLevels(current, NO_LEVELS) ? NEW_USER_LEVELS : current;
}
