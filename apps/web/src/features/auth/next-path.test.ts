import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path.ts';

describe('safeNextPath (login ?next=)', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeNextPath('/invite/abc123')).toBe('/invite/abc123');
    expect(safeNextPath('/settings/company?tab=1#logo')).toBe('/settings/company?tab=1#logo');
  });

  it('refuses other sites, schemes and nothing', () => {
    for (const next of [
      null,
      undefined,
      '',
      'dashboard',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeNextPath(next), String(next)).toBeNull();
    }
  });
});
