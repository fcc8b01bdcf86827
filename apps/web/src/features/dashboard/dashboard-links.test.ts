import { describe, expect, it } from 'vitest';
import { dashboardLinks } from './dashboard-links.ts';

describe('the lists behind the dashboard', () => {
  it('asks for open invoices by their two statuses, and late ones too', () => {
    expect(decodeURIComponent(dashboardLinks.receivables())).toBe(
      '/documents?kind=invoice&status=issued,partially_paid',
    );
    expect(decodeURIComponent(dashboardLinks.overdue())).toBe(
      '/documents?kind=invoice&status=issued,partially_paid&late=late',
    );
  });

  it("filters a month's expenses by their category when one is given", () => {
    expect(decodeURIComponent(dashboardLinks.expenses('2026-05-01', '2026-05-20', 'rental'))).toBe(
      '/documents?kind=expense&status=issued&category=rental&from=2026-05-01&to=2026-05-20',
    );
    expect(dashboardLinks.expenses('2026-05-01', '2026-05-20')).not.toContain('category');
  });
});
