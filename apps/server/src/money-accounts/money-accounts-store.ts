import { type MoneyAccount, STARTING_MONEY_ACCOUNTS } from '@kira/core/money-accounts';
import { and, asc, desc, eq } from 'drizzle-orm';
import { moneyAccounts } from '../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';

const columns = {
  id: moneyAccounts.id,
  name: moneyAccounts.name,
  kind: moneyAccounts.kind,
  isDefault: moneyAccounts.isDefault,
  archived: moneyAccounts.archived,
};

/** The company's accounts: the default first, then the open ones, then by when they were made. */
export async function listMoneyAccounts(t: TenantSession): Promise<MoneyAccount[]> {
  return t.tx
    .select(columns)
    .from(moneyAccounts)
    .where(t.owns(moneyAccounts.tenantId))
    .orderBy(
      desc(moneyAccounts.isDefault),
      asc(moneyAccounts.archived),
      asc(moneyAccounts.createdAt),
      asc(moneyAccounts.id),
    );
}

/** One account, its row locked until the transaction ends; 404 when the company has none such. */
export async function lockMoneyAccount(t: TenantTransaction, id: string): Promise<MoneyAccount> {
  const [account] = await t.tx
    .select(columns)
    .from(moneyAccounts)
    .where(and(t.owns(moneyAccounts.tenantId), eq(moneyAccounts.id, id)))
    .for('update');
  if (!account) throw new AppError('NOT_FOUND', `No account ${id}`);
  return account;
}

/** A new company's bank (the default) and cash accounts, as migration 0020 gave the others. */
export async function seedMoneyAccounts(t: TenantTransaction): Promise<void> {
  await t.tx
    .insert(moneyAccounts)
    .values(STARTING_MONEY_ACCOUNTS.map((account) => ({ tenantId: t.ctx.tenantId, ...account })))
    .onConflictDoNothing();
}

/**
 * The account a receipt or refund goes through: the one named, which must be the company's and
 * open, or the company's default. 400 for an unknown account, 409 for an archived one.
 */
export async function accountForPayment(
  t: TenantSession,
  accountId: string | null | undefined,
  field = 'accountId',
): Promise<string> {
  const [account] = await t.tx
    .select(columns)
    .from(moneyAccounts)
    .where(
      and(
        t.owns(moneyAccounts.tenantId),
        accountId ? eq(moneyAccounts.id, accountId) : eq(moneyAccounts.isDefault, true),
      ),
    );
  if (!account) {
    if (!accountId) throw new AppError('CONFLICT', 'This company has no default account.');
    const message = `No account ${accountId} in this company: choose one of the settings' accounts.`;
    throw new AppError('VALIDATION_FAILED', message, [{ field, message }]);
  }
  if (account.archived) {
    const message = `The account ${account.name} is archived: choose an open account.`;
    throw new AppError('CONFLICT', message, [{ field, message }]);
  }
  return account.id;
}
