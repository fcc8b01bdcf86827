import type { DepartmentAccess } from '@kira/core/claims';

// The labels of @kira/core/enums, written out: that module builds zod schemas at load, which
// would add over 20 KB gzip to every screen showing access levels. access-level-labels.test.ts
// holds the two equal.

export const DEPARTMENT_LABELS = [
  { value: 'finance', label: 'Finance' },
  { value: 'operation', label: 'Operation' },
  { value: 'sales', label: 'Sales' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'company', label: 'Company' },
  { value: 'administrator', label: 'Administrator' },
] as const satisfies readonly { value: DepartmentAccess['department']; label: string }[];

export const ACCESS_LEVEL_LABELS = [
  { value: 'none', label: 'None' },
  { value: 'read', label: 'Read' },
  { value: 'write', label: 'Write' },
] as const satisfies readonly { value: DepartmentAccess['level']; label: string }[];

export interface AccessRow {
  department: string;
  level: string;
}

/** One row per department in the seed's order; a department the list leaves out is None. */
export function accessRows(levels: readonly DepartmentAccess[]): AccessRow[] {
  return DEPARTMENT_LABELS.map(({ value, label }) => {
    const level = levels.find((entry) => entry.department === value)?.level ?? 'none';
    return {
      department: label,
      level: ACCESS_LEVEL_LABELS.find((option) => option.value === level)?.label ?? level,
    };
  });
}
