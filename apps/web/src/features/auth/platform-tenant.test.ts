import { describe, expect, it } from 'vitest';
import { isPlatformTenant } from './platform-tenant.ts';

const platform = { tenantId: 'kira', name: 'Kira Pte. Ltd.', isPlatform: true, isReadOnly: false };
const demo = {
  tenantId: 'demo',
  name: 'Demo Trading Pte. Ltd.',
  isPlatform: false,
  isReadOnly: true,
};

describe('the platform tenant (Project and Developer links)', () => {
  it('is the active company when /api/me flags it and the claims are for it', () => {
    expect(isPlatformTenant({ tenantId: 'kira' }, platform)).toBe(true);
  });

  it('is not any other company, nor a mismatch, nor an unknown state', () => {
    expect(isPlatformTenant({ tenantId: 'demo' }, demo)).toBe(false);
    expect(isPlatformTenant({ tenantId: 'demo' }, platform)).toBe(false);
    expect(isPlatformTenant(null, platform)).toBe(false);
    expect(isPlatformTenant({}, platform)).toBe(false);
    expect(isPlatformTenant({ tenantId: 'kira' }, null)).toBe(false);
  });
});
