import type { CreateMoneyAccount, MoneyAccount } from '@kira/core/money-accounts';
import { decideSettings } from '@kira/core/policies/settings-policy';
import { and, eq } from 'drizzle-orm';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { moneyAccounts } from '../db/schema/index.ts';
import { ids } from '../ids.ts';

/** Adds a bank or cash account; made the default, it takes that from the one that was. */
export async function createMoneyAccount(
  access: RequestAccess,
  input: CreateMoneyAccount,
): Promise<MoneyAccount> {
  enforce(decideSettings(access, 'update'));
  return access.scope.transaction(async (t) => {
    const account: MoneyAccount = {
      id: ids.next('account'),
      name: input.name,
      kind: input.kind,
      isDefault: input.isDefault,
      archived: false,
    };
    if (account.isDefault)
      await t.tx
        .update(moneyAccounts)
        .set({ isDefault: false })
        .where(and(t.owns(moneyAccounts.tenantId), eq(moneyAccounts.isDefault, true)));
    await t.tx.insert(moneyAccounts).values({ tenantId: t.ctx.tenantId, ...account });
    await recordAudit(t, {
      entity: 'money-account',
      entityId: account.id,
      action: 'create',
      after: { ...account },
    });
    return account;
  });
}
