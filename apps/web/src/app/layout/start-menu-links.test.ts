import type { Abilities } from '@kira/core/permissions';
import { describe, expect, it } from 'vitest';
import { companyMenuLinks, startMenuLinks } from './start-menu-links.ts';

describe('the Start menu links', () => {
  it("offer the seed's four everyday screens, then the documents, to everyone", () => {
    expect(startMenuLinks(false)).toEqual([
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Add a Document', to: '/document/' },
      { label: 'Contact Book', to: '/contactbook/' },
      { label: 'Product List', to: '/pnsbook/' },
      { label: 'Documents', to: '/documents?kind=invoice' },
    ]);
  });

  it('add Project and Developer in the platform tenant only', () => {
    expect(startMenuLinks(true).slice(5)).toEqual([
      { label: 'Project', to: '/progress' },
      { label: 'Developer', to: '/developer' },
    ]);
    expect(startMenuLinks(false).map((link) => link.label)).not.toContain('Developer');
  });
});

describe('the Start menu company links', () => {
  const all = {
    'company.read': true,
    'members.read': true,
    'audit.read': true,
  } as unknown as Abilities;

  it('follow the abilities the server sent', () => {
    expect(companyMenuLinks(all)).toEqual([
      { label: 'Company settings', to: '/settings/company' },
      { label: 'Members', to: '/settings/members' },
      { label: 'Audit log', to: '/settings/audit' },
    ]);
    const salesOnly = { 'company.read': false, 'sales.read': true } as unknown as Abilities;
    expect(companyMenuLinks(salesOnly)).toEqual([]);
    expect(
      companyMenuLinks({ 'company.read': true, 'members.read': false } as unknown as Abilities),
    ).toEqual([{ label: 'Company settings', to: '/settings/company' }]);
  });

  it('are none while the abilities are unknown', () => {
    expect(companyMenuLinks(null)).toEqual([]);
  });
});
