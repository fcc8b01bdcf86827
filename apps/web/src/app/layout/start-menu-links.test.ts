import { describe, expect, it } from 'vitest';
import { startMenuLinks } from './start-menu-links.ts';

describe('the Start menu links', () => {
  it('offer the four everyday screens to everyone', () => {
    expect(startMenuLinks(false)).toEqual([
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Add a Document', to: '/document/' },
      { label: 'Contact Book', to: '/contactbook/' },
      { label: 'Product List', to: '/pnsbook/' },
    ]);
  });

  it('add Project and Developer in the platform tenant only', () => {
    expect(startMenuLinks(true).slice(4)).toEqual([
      { label: 'Project', to: '/progress' },
      { label: 'Developer', to: '/developer' },
    ]);
    expect(startMenuLinks(false).map((link) => link.label)).not.toContain('Developer');
  });
});
