import { EXAMPLE_UENS } from '@kira/core/uen';
import { describe, expect, it } from 'vitest';
import { proxyForType } from './paynow-proxy.ts';

const companyUen = EXAMPLE_UENS.localCompany;

describe('proxyForType', () => {
  it('fills in the company’s UEN when PayNow is turned on by UEN', () => {
    expect(proxyForType({ type: 'uen', proxy: '', companyUen })).toBe(companyUen);
    // From a mobile number, whatever was typed there is no UEN.
    expect(proxyForType({ type: 'uen', proxy: '+6591234567', companyUen })).toBe(companyUen);
  });

  it('keeps a UEN already there (another entity’s, registered for PayNow)', () => {
    const other = EXAMPLE_UENS.business;
    expect(proxyForType({ type: 'uen', proxy: other, companyUen })).toBe(other);
  });

  it('clears a UEN when the proxy becomes a mobile number, and keeps a mobile number', () => {
    expect(proxyForType({ type: 'mobile', proxy: companyUen, companyUen })).toBe('');
    expect(proxyForType({ type: 'mobile', proxy: '9123 4567', companyUen })).toBe('9123 4567');
  });

  it('leaves the field alone when PayNow is turned off', () => {
    expect(proxyForType({ type: 'none', proxy: companyUen, companyUen })).toBe(companyUen);
  });
});
