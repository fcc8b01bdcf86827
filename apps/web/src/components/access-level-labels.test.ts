import { ACCESS_LEVELS, DEPARTMENTS } from '@kira/core/option-lists';
import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL_LABELS, accessRows, DEPARTMENT_LABELS } from './access-level-labels.ts';

describe('access level labels', () => {
  it('are the ones of @kira/core/enums, in the same order', () => {
    expect(DEPARTMENT_LABELS).toEqual(DEPARTMENTS);
    expect(ACCESS_LEVEL_LABELS).toEqual(ACCESS_LEVELS);
  });

  it('give a row per department, in order, None where the list is silent', () => {
    expect(
      accessRows([
        { department: 'administrator', level: 'write' },
        { department: 'finance', level: 'read' },
      ]),
    ).toEqual([
      { department: 'Finance', level: 'Read' },
      { department: 'Operation', level: 'None' },
      { department: 'Sales', level: 'None' },
      { department: 'Marketing', level: 'None' },
      { department: 'Company', level: 'None' },
      { department: 'Administrator', level: 'Write' },
    ]);
  });
});
