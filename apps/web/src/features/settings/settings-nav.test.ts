import type { Abilities } from '@kira/core/permissions';
import { describe, expect, it } from 'vitest';
import { settingsLinks } from './settings-nav.ts';

const labels = (abilities: Partial<Abilities> | null) =>
  settingsLinks(abilities as Abilities | null).map((link) => link.label);

describe('the settings navigation', () => {
  it('shows the company screens with company.read, members, audit and export with their own', () => {
    expect(
      labels({
        'company.read': true,
        'members.read': true,
        'audit.read': true,
        'company.export': true,
      }),
    ).toEqual([
      'Company profile',
      'Tax',
      'Payments',
      'Documents',
      'Numbering',
      'E-mails',
      'Members',
      'Audit log',
      'Back up and move',
    ]);
    expect(labels({ 'company.read': false, 'members.read': true, 'audit.read': false })).toEqual([
      'Members',
    ]);
  });

  it('shows nothing while the abilities are unknown', () => {
    expect(labels(null)).toEqual([]);
  });
});
