import type { CompanySettingsInput } from '@kira/core/company-settings';
import { validateUen } from '@kira/core/uen';

type ProxyType = CompanySettingsInput['paynowProxyType'];

/**
 * The PayNow proxy field after the proxy type is changed to `type`: turning PayNow on by UEN
 * fills in the company's own UEN (most companies register that one), unless a UEN is already
 * there; turning to a mobile number clears a UEN, which would only be an error there. Anything
 * else typed is kept.
 */
export function proxyForType({
  type,
  proxy,
  companyUen,
}: {
  type: ProxyType;
  proxy: string;
  companyUen: string;
}): string {
  const isUen = proxy.trim() !== '' && validateUen(proxy).ok;
  if (type === 'uen') return isUen ? proxy : companyUen;
  if (type === 'mobile') return isUen ? '' : proxy;
  return proxy;
}
