import { describe, expect, it } from 'vitest';
import { auditWho, diffRows, displayValue, humaniseField, humaniseName } from './audit-labels.ts';
import { auditApiQuery, NO_AUDIT_FILTERS } from './audit-query.ts';

describe('audit log labels', () => {
  it('reads entity and action names as words', () => {
    expect(humaniseName('company-settings')).toBe('Company settings');
    expect(humaniseName('switch-company')).toBe('Switch company');
    expect(humaniseName('update')).toBe('Update');
    expect(humaniseField('postalCode')).toBe('Postal code');
    expect(humaniseField('gstRegisteredOn')).toBe('GST registered on');
    expect(humaniseField('paynowProxy')).toBe('PayNow proxy');
  });

  it('names who made a change: a member by name and e-mail, never by their id', () => {
    const actor = { name: 'Siti Rahman', email: 'siti@example.sg' };
    expect(auditWho({ userUid: 'u-siti', actor })).toEqual(actor);
    expect(auditWho({ userUid: 'u-gone', actor: null })).toEqual({
      name: 'A former member',
      email: null,
    });
    expect(auditWho({ userUid: null, actor: null })).toEqual({ name: 'Kira', email: null });
  });

  it('shows values plainly', () => {
    expect(displayValue('')).toBe('(empty)');
    expect(displayValue(null)).toBe('(none)');
    expect(displayValue(true)).toBe('Yes');
    expect(displayValue(30)).toBe('30');
    expect(displayValue([{ department: 'sales', level: 'read' }])).toBe(
      '[{"department":"sales","level":"read"}]',
    );
  });

  it('puts before and after side by side, field by field', () => {
    expect(diffRows({ phone: '' }, { phone: '+65 6123 4567' })).toEqual([
      { field: 'phone', before: '(empty)', after: '+65 6123 4567' },
    ]);
    expect(diffRows(null, { name: 'Tan', title: 'Founder' })).toEqual([
      { field: 'name', before: '—', after: 'Tan' },
      { field: 'title', before: '—', after: 'Founder' },
    ]);
    expect(diffRows({ a: 1 }, null)).toEqual([{ field: 'a', before: '1', after: '—' }]);
  });
});

describe('the audit query', () => {
  it('sends only the filters that are set', () => {
    expect(auditApiQuery(NO_AUDIT_FILTERS)).toStrictEqual({ limit: 50 });
    expect(
      auditApiQuery({ ...NO_AUDIT_FILTERS, entity: 'company-settings', from: '2026-01-01' }, '42'),
    ).toStrictEqual({ entity: 'company-settings', from: '2026-01-01', limit: 50, cursor: '42' });
  });
});
