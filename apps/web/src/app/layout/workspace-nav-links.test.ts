import { type Abilities, ACTIONS } from '@kira/core/permissions';
import { describe, expect, it } from 'vitest';
import {
  isCurrentLink,
  isGroup,
  type WorkspaceEntry,
  workspaceNav,
} from './workspace-nav-links.ts';

function abilities(allowed: readonly string[]): Abilities {
  return Object.fromEntries(
    ACTIONS.map((action) => [action, allowed.includes(action)]),
  ) as Abilities;
}

/** The entries as an outline: a link by its label, a group as `label: [its links]`. */
function outline(entries: WorkspaceEntry[]) {
  return entries.map((entry) =>
    isGroup(entry) ? { [entry.label]: entry.links.map((link) => link.label) } : entry.label,
  );
}

describe('the workspace navigation', () => {
  it('shows every area, by group, to a member who may read everything', () => {
    expect(outline(workspaceNav(abilities(ACTIONS)))).toEqual([
      'Dashboard',
      {
        Sales: [
          'Quotations',
          'Service Orders',
          'Invoices',
          'Delivery Orders',
          'Receipts',
          'Credit Notes',
          'Refunds',
        ],
      },
      { Purchases: ['Purchase Orders', 'Expenses'] },
      { Reports: ['Aged Receivables'] },
      'Contact Book',
      'Product List',
      'Settings',
    ]);
  });

  it('links each kind to its list, and the books and settings to their screens', () => {
    const links = workspaceNav(abilities(ACTIONS)).flatMap((entry) =>
      isGroup(entry) ? entry.links : [entry],
    );
    expect(Object.fromEntries(links.map((link) => [link.label, link.to]))).toEqual({
      Dashboard: '/dashboard',
      Quotations: '/documents?kind=quotation',
      'Service Orders': '/documents?kind=service',
      Invoices: '/documents?kind=invoice',
      'Delivery Orders': '/documents?kind=delivery',
      Receipts: '/documents?kind=receipt',
      'Credit Notes': '/documents?kind=credit',
      Refunds: '/documents?kind=refund',
      'Purchase Orders': '/documents?kind=purchase',
      Expenses: '/documents?kind=expense',
      'Aged Receivables': '/reports/aged-receivables',
      'Contact Book': '/contactbook/',
      'Product List': '/pnsbook/',
      Settings: '/settings/company',
    });
  });

  it("shows a sales-only member the sales department's kinds and nothing of finance", () => {
    const salesOnly = abilities(['sales.read', 'contacts.read', 'products.read']);
    expect(outline(workspaceNav(salesOnly))).toEqual([
      'Dashboard',
      { Sales: ['Quotations', 'Service Orders'] },
      'Contact Book',
      'Product List',
    ]);
  });

  it('leaves out a group with nothing readable, and opens Settings where the member may', () => {
    const financeAdmin = abilities(['finance.read', 'members.read', 'audit.read']);
    const entries = workspaceNav(financeAdmin);
    expect(outline(entries)).toEqual([
      'Dashboard',
      { Sales: ['Invoices', 'Receipts', 'Credit Notes', 'Refunds'] },
      { Purchases: ['Expenses'] },
      { Reports: ['Aged Receivables'] },
      'Settings',
    ]);
    expect(entries.at(-1)).toMatchObject({ to: '/settings/members' });
  });

  it('is the dashboard alone while the abilities are unknown', () => {
    expect(outline(workspaceNav(null))).toEqual(['Dashboard']);
  });
});

describe('the current page', () => {
  const links = workspaceNav(abilities(ACTIONS)).flatMap((entry) =>
    isGroup(entry) ? entry.links : [entry],
  );
  const current = (pathname: string, search = '') =>
    links.filter((link) => isCurrentLink(link, { pathname, search })).map((link) => link.label);

  it('is the list of the kind on screen, filters or not', () => {
    expect(current('/documents', '?kind=invoice')).toEqual(['Invoices']);
    expect(current('/documents', '?status=paid&kind=receipt')).toEqual(['Receipts']);
    expect(current('/document/', '?kind=quotation')).toEqual(['Quotations']);
  });

  it('is the book or the settings a record page or a sub-page belongs to', () => {
    expect(current('/dashboard')).toEqual(['Dashboard']);
    expect(current('/contactpage/abc')).toEqual(['Contact Book']);
    expect(current('/contactbook/import')).toEqual(['Contact Book']);
    expect(current('/pnspage')).toEqual(['Product List']);
    expect(current('/settings/tax')).toEqual(['Settings']);
  });

  it('is none for a page the navigation does not list', () => {
    expect(current('/myinfo')).toEqual([]);
    expect(current('/document/abc')).toEqual([]);
    expect(current('/dashboards')).toEqual([]);
  });
});
