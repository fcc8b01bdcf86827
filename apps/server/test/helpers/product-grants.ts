import { type Levels, NONE } from './factories.ts';

export type Department = keyof Levels;
type Level = Levels[Department];

/** What a department's levels reach, named as PRODUCT.md section 2 names them. */
export type Subject =
  | 'quotation'
  | 'service order'
  | 'customer'
  | 'invoice'
  | 'receipt'
  | 'credit note'
  | 'expense'
  | 'delivery order'
  | 'purchase order'
  | 'product'
  | 'supplier'
  | 'company settings'
  | 'members'
  | 'audit log'
  | 'subscription'
  | 'statement'
  | 'report';

/**
 * PRODUCT.md section 2 ("What each department grants"), written out by hand and deliberately
 * not imported from PERMISSIONS (packages/core/src/permissions.ts), which is what it checks.
 * Read on a department reads these; write (which includes read: none < read < write, section 1)
 * also creates and changes them. The table's verbs ("create/issue/convert", "create/issue/void/
 * record payments", "create/issue", "edit", "change", "manage") are read as the whole life of
 * the department's records: section 3 gives every kind of document the same lifecycle (edit
 * and delete drafts, issue, mark, void, attach). Section 3 adds that converting needs read on
 * the source's department and write on the target's, and that a payment is a receipt.
 * Not here, having no endpoint yet: finance's other reports, marketing's dashboard
 * insights, company's templates, API keys and data export.
 */
export const PRODUCT_GRANTS: Record<Department, readonly Subject[]> = {
  sales: ['quotation', 'service order', 'customer'],
  finance: ['invoice', 'receipt', 'credit note', 'expense', 'statement', 'report'],
  operation: ['delivery order', 'purchase order', 'product', 'supplier'],
  // "contacts": customers and suppliers alike.
  marketing: ['customer', 'supplier'],
  // "company profile, templates, numbering, tax settings"
  company: ['company settings'],
  // "members, access levels" (invitations and claims set them), "audit log", "subscription"
  administrator: ['members', 'audit log', 'subscription'],
};

export interface ExtraGrant {
  department: Department;
  level: Exclude<Level, 'none'>;
  subject: Subject;
  /** Where the server's table says so. */
  source: string;
}

/**
 * Where the server grants more than PRODUCT.md section 2, found by this matrix and reported for
 * a product decision. While an entry stands, the matrix expects the server's answer for it (so
 * `npm test` stays green); once the server follows the product, those calls answer 403 and the
 * matrix names the entry to delete here.
 */
export const SERVER_GRANTS_BEYOND_PRODUCT: readonly ExtraGrant[] = [
  { department: 'sales', level: 'read', subject: 'supplier', source: "'contacts.read'" },
  { department: 'operation', level: 'read', subject: 'customer', source: "'contacts.read'" },
  { department: 'finance', level: 'read', subject: 'customer', source: "'contacts.read'" },
  { department: 'finance', level: 'read', subject: 'supplier', source: "'contacts.read'" },
  { department: 'sales', level: 'read', subject: 'product', source: "'products.read'" },
  { department: 'finance', level: 'read', subject: 'product', source: "'products.read'" },
];

/** What a call needs: this level on any one of these subjects. */
export interface Need {
  level: Exclude<Level, 'none'>;
  anyOf: readonly Subject[];
}
export const reads = (...anyOf: Subject[]): Need => ({ level: 'read', anyOf });
export const writes = (...anyOf: Subject[]): Need => ({ level: 'write', anyOf });

const RANK: Record<Level, number> = { none: 0, read: 1, write: 2 };
export const DEPARTMENTS = Object.keys(PRODUCT_GRANTS) as Department[];

function reaches(
  department: Department,
  has: Level,
  need: Need,
  extra: readonly ExtraGrant[],
): boolean {
  if (RANK[has] < RANK[need.level]) return false;
  return need.anyOf.some(
    (subject) =>
      PRODUCT_GRANTS[department].includes(subject) ||
      extra.some(
        (grant) =>
          grant.department === department &&
          grant.subject === subject &&
          RANK[has] >= RANK[grant.level] &&
          RANK[grant.level] >= RANK[need.level],
      ),
  );
}

/** Whether a member with these levels meets every need (the product's table, plus `extra`). */
export function allows(
  levels: Levels,
  needs: readonly Need[],
  extra: readonly ExtraGrant[] = [],
): boolean {
  return needs.every((need) => DEPARTMENTS.some((d) => reaches(d, levels[d], need, extra)));
}

const member = (levels: Partial<Levels>): Levels => ({ ...NONE, ...levels });

/**
 * The matrix's members: a few combinations of departments instead of one department at a
 * time, chosen so that any single wrong cell of the table still shows (`unexposedCells`).
 */
export const PROFILES: readonly Levels[] = [
  member({}),
  member({ sales: 'write', finance: 'read' }),
  member({ marketing: 'read', company: 'read', administrator: 'read' }),
  member({ sales: 'read', operation: 'read', company: 'write' }),
  member({ operation: 'write', marketing: 'write', administrator: 'write' }),
  member({ sales: 'read', finance: 'write', marketing: 'write' }),
  member({ finance: 'write', company: 'write', administrator: 'write' }),
  member({ finance: 'read', operation: 'write', company: 'read' }),
  member({ finance: 'write', operation: 'read', administrator: 'read' }),
  member({ sales: 'write', operation: 'write', marketing: 'read' }),
  member({ sales: 'read', company: 'read', administrator: 'read' }),
];

export function describeLevels(levels: Levels): string {
  const held = DEPARTMENTS.filter((d) => levels[d] !== 'none').map((d) => `${d} ${levels[d]}`);
  return held.length > 0 ? held.join(' + ') : 'no levels';
}

/**
 * The cells of the product's table that no profile can test: a wrong grant (a department
 * reaching what the table does not give it) or a missing one (a department not reaching its
 * own, or read acting as write) shows only for a member who has that department at that level
 * and no other department that reaches the same subject.
 */
export function unexposedCells(profiles: readonly Levels[]): string[] {
  const subjects = [...new Set(Object.values(PRODUCT_GRANTS).flat())];
  const isolated = (d: Department, level: Level, need: Need) =>
    profiles.some(
      (p) => p[d] === level && !DEPARTMENTS.some((e) => e !== d && reaches(e, p[e], need, [])),
    );
  const gaps: string[] = [];
  for (const d of DEPARTMENTS) {
    for (const subject of subjects) {
      const own = PRODUCT_GRANTS[d].includes(subject);
      for (const level of ['read', 'write'] as const) {
        const needs = own
          ? [{ level, anyOf: [subject] }, ...(level === 'read' ? [writes(subject)] : [])]
          : [reads(subject), writes(subject)];
        for (const need of needs) {
          if (!isolated(d, level, need)) gaps.push(`${d} ${level} -> ${need.level} ${subject}`);
        }
      }
    }
  }
  return gaps;
}
