import type { AccessLevels } from './claims.ts';
import { type AccessLevel, DEPARTMENT_VALUES, type Department } from './enums.ts';
import { z } from './zod.ts';

export interface Grant {
  department: Department;
  level: Exclude<AccessLevel, 'none'>;
}

interface Rule {
  /** Any one of these grants is enough. */
  anyOf: readonly Grant[];
  /** Changes data, so it is refused in a read-only company (the demo) to all but developers. */
  writes: boolean;
}

const read = (...departments: Department[]): Rule => ({
  anyOf: departments.map((department) => ({ department, level: 'read' })),
  writes: false,
});
const write = (...departments: Department[]): Rule => ({
  anyOf: departments.map((department) => ({ department, level: 'write' })),
  writes: true,
});

/**
 * What each department grants (PRODUCT.md section 2), as data: every endpoint names one of
 * these actions and the server checks it through `decideAccess`; the web app only reads the
 * abilities the server computed from it.
 */
export const PERMISSIONS = {
  'company.read': read('company'),
  'company.update': write('company'),
  /** The whole company as an archive (company-transfer): administrators, never in the demo. */
  'company.export': write('administrator'),
  'members.read': read('administrator'),
  'members.manage': write('administrator'),
  'audit.read': read('administrator'),
  'subscription.read': read('administrator'),
  'subscription.manage': write('administrator'),
  'sales.read': read('sales'),
  'sales.write': write('sales'),
  'finance.read': read('finance'),
  'finance.write': write('finance'),
  'operation.read': read('operation'),
  'operation.write': write('operation'),
  'insights.read': read('marketing'),
  'contacts.read': read('sales', 'marketing', 'finance', 'operation'),
  /** Writes some contacts (the contact routes' gate); each contact then needs its role's action. */
  'contacts.write': write('sales', 'marketing', 'operation'),
  'customers.write': write('sales', 'marketing'),
  'suppliers.write': write('marketing', 'operation'),
  'products.read': read('operation', 'sales', 'finance'),
  'products.write': write('operation'),
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

const RANK: Record<AccessLevel, number> = { none: 0, read: 1, write: 2 };

export function levelAtLeast(level: AccessLevel, needed: AccessLevel): boolean {
  return RANK[level] >= RANK[needed];
}

/** Who acts, in which company, as far as permissions care. */
export interface Access {
  levels: AccessLevels;
  isDeveloper: boolean;
  emailVerified: boolean;
  companyReadOnly: boolean;
}

export const MSG_READ_ONLY_COMPANY =
  'The demo company is a read-only showcase. Create your own company to make changes.';
export const MSG_VERIFY_FIRST = 'Verify your e-mail address first: follow the link we mailed you.';

export type AccessDecision = { allowed: true } | { allowed: false; reason: string };

function describe(rule: Rule): string {
  return rule.anyOf.map((g) => `${g.level} access to ${g.department}`).join(' or ');
}

export function decideAccess(access: Access, action: Action): AccessDecision {
  const rule: Rule = PERMISSIONS[action];
  if (!access.emailVerified) return { allowed: false, reason: MSG_VERIFY_FIRST };
  // Said first: in the showcase, no level would help.
  if (rule.writes && access.companyReadOnly && !access.isDeveloper) {
    return { allowed: false, reason: MSG_READ_ONLY_COMPANY };
  }
  if (!rule.anyOf.some((g) => levelAtLeast(access.levels[g.department], g.level))) {
    return { allowed: false, reason: `This needs ${describe(rule)} in this company.` };
  }
  return { allowed: true };
}

export function can(access: Access, action: Action): boolean {
  return decideAccess(access, action).allowed;
}

export type Abilities = Record<Action, boolean>;

/** Every action with whether this user may do it here: sent to the web app with responses. */
export function abilitiesOf(access: Access): Abilities {
  return Object.freeze(
    Object.fromEntries(ACTIONS.map((action) => [action, can(access, action)])) as Abilities,
  );
}

/**
 * Everything a decision reads of an access (its levels and flags), as text: accesses with the
 * same key are answered alike, so whoever keeps decisions (the server) can keep them by it.
 */
export function accessKey(access: Access): string {
  const levels = DEPARTMENT_VALUES.map((department) => access.levels[department]).join(',');
  return `${levels}|${access.isDeveloper}|${access.emailVerified}|${access.companyReadOnly}`;
}

export const abilitiesSchema = z
  .object(
    Object.fromEntries(ACTIONS.map((action) => [action, z.boolean()])) as {
      [A in Action]: z.ZodBoolean;
    },
  )
  .meta({ id: 'Abilities' });
