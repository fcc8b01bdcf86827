import { describe, expect, it } from 'vitest';
import { FOUNDER_LEVELS } from '../claims.ts';
import { accessWith as access } from './access-for-tests.ts';
import { decideExport, MSG_NO_EXPORT_IN_DEMO } from './export-policy.ts';

describe('decideExport', () => {
  it('refuses exports in the read-only demo company, except to a developer', () => {
    const demo = access(FOUNDER_LEVELS, { companyReadOnly: true });
    expect(decideExport(demo)).toEqual({
      allowed: false,
      reason: MSG_NO_EXPORT_IN_DEMO,
      because: 'access',
    });
    expect(decideExport({ ...demo, isDeveloper: true })).toEqual({ allowed: true });
    expect(decideExport(access(FOUNDER_LEVELS))).toEqual({ allowed: true });
  });
});
