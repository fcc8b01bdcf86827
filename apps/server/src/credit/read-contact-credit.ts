import type { ContactCredit } from '@kira/core/credit';
import type { RequestAccess } from '../access/load-access.ts';
import { applicationsOfContact } from './credit-applications.ts';
import { assertContactExists } from './credit-invoices.ts';
import { creditPerCurrency } from './credit-sources.ts';

/** A contact's credit per currency and its applications (the route checked finance read). */
export async function readContactCredit(
  access: RequestAccess,
  contactId: string,
): Promise<ContactCredit> {
  const t = access.scope.statements;
  await assertContactExists(t, contactId);
  return {
    credit: await creditPerCurrency(t, contactId),
    applications: await applicationsOfContact(t, contactId),
  };
}
