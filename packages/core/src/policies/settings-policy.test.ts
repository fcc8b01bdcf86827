import { describe, expect, it } from 'vitest';
import { FOUNDER_LEVELS } from '../claims.ts';
import { MSG_READ_ONLY_COMPANY } from '../permissions.ts';
import { accessWith } from './access-for-tests.ts';
import { decideAudit } from './audit-policy.ts';
import { decideSettings } from './settings-policy.ts';

const access = accessWith;

describe('the settings and audit policies', () => {
  it('lets company read see the settings and company write change them', () => {
    expect(decideSettings(access({ company: 'read' }), 'read').allowed).toBe(true);
    expect(decideSettings(access({ company: 'read' }), 'update')).toMatchObject({
      because: 'access',
    });
    expect(decideSettings(access({ company: 'write' }), 'update').allowed).toBe(true);
    expect(decideSettings(access({}), 'read').allowed).toBe(false);
    expect(
      decideSettings(access(FOUNDER_LEVELS, { companyReadOnly: true }), 'update'),
    ).toMatchObject({ reason: MSG_READ_ONLY_COMPANY });
  });

  it('lets administrator read see the audit trail, and nobody else', () => {
    expect(decideAudit(access({ administrator: 'read' }), 'read').allowed).toBe(true);
    expect(decideAudit(access({ company: 'write', sales: 'write' }), 'read').allowed).toBe(false);
    expect(decideAudit(access(FOUNDER_LEVELS, { companyReadOnly: true }), 'read').allowed).toBe(
      true,
    );
  });
});
