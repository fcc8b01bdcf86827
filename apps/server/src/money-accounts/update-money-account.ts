import {
  type MoneyAccount,
  type MoneyAccountPatch,
  moneyAccountChangeProblem,
} from '@kira/core/money-accounts';
import { decideSettings } from '@kira/core/policies/settings-policy';
import { and, eq, ne } from 'drizzle-orm';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { moneyAccounts } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { lockMoneyAccount } from './money-accounts-store.ts';

/**
 * Renames, archives or reopens an account, or makes it the default (the one that was loses it):
 * exactly one default, never archived (409 otherwise, nothing changed).
 */
export async function updateMoneyAccount(
  access: RequestAccess,
  id: string,
  patch: MoneyAccountPatch,
): Promise<MoneyAccount> {
  enforce(decideSettings(access, 'update'));
  return access.scope.transaction(async (t) => {
    const before = await lockMoneyAccount(t, id);
    const problem = moneyAccountChangeProblem(before, patch);
    if (problem) throw new AppError('CONFLICT', problem);
    const after: MoneyAccount = { ...before, ...patch };
    if (patch.isDefault && !before.isDefault)
      await t.tx
        .update(moneyAccounts)
        .set({ isDefault: false })
        .where(
          and(
            t.owns(moneyAccounts.tenantId),
            eq(moneyAccounts.isDefault, true),
            ne(moneyAccounts.id, id),
          ),
        );
    await t.tx
      .update(moneyAccounts)
      .set({ name: after.name, isDefault: after.isDefault, archived: after.archived })
      .where(and(t.owns(moneyAccounts.tenantId), eq(moneyAccounts.id, id)));
    await recordAudit(t, {
      entity: 'money-account',
      entityId: id,
      action: 'update',
      before: { ...before },
      after: { ...after },
    });
    return after;
  });
}
