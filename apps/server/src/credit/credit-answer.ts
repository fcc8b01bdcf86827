import type { ContactBalance } from '@kira/core/contacts';
import type { CreditApplication, CurrencyCredit } from '@kira/core/credit';
import type { RequestAccess } from '../access/load-access.ts';
import { withBalance } from '../contacts/contact-balance.ts';
import type { TenantSession } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { applicationOf } from './credit-applications.ts';
import { creditPerCurrency } from './credit-sources.ts';

export interface CreditAnswer {
  application: CreditApplication;
  balance: ContactBalance;
  credit: CurrencyCredit[];
}

const NOTHING: ContactBalance = { currency: 'SGD', owed: '0.00', credit: '0.00' };

/** An application as it now stands, with the contact's balance and credit after it. */
export async function creditAnswer(
  access: RequestAccess,
  t: TenantSession,
  contactId: string,
  applicationId: string,
): Promise<CreditAnswer> {
  const application = await applicationOf(t, contactId, applicationId);
  if (!application) throw new AppError('NOT_FOUND', `No credit application ${applicationId}`);
  const { balance } = await withBalance(access, t, { id: contactId });
  return {
    application,
    balance: balance ?? NOTHING,
    credit: await creditPerCurrency(t, contactId),
  };
}
