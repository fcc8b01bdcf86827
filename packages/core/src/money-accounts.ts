import { requiredText } from './form-fields.ts';
import type { Access } from './permissions.ts';
import { decideByAccess, firstRefusal, type PolicyDecision } from './policies/policy.ts';
import { z } from './zod.ts';

/**
 * A company's bank and cash accounts (issue 36): where a payment went in and a refund came out
 * from. Exactly one is the default, and the default is never archived.
 */
export const MONEY_ACCOUNT_KINDS = ['bank', 'cash'] as const;
export type MoneyAccountKind = (typeof MONEY_ACCOUNT_KINDS)[number];

/** The accounts every new company starts with (migration 0020 gave them to the others). */
export const STARTING_MONEY_ACCOUNTS = [
  { id: 'bank', name: 'Bank', kind: 'bank', isDefault: true },
  { id: 'cash', name: 'Cash', kind: 'cash', isDefault: false },
] as const satisfies readonly {
  id: string;
  name: string;
  kind: MoneyAccountKind;
  isDefault: boolean;
}[];

const nameSchema = requiredText('Name', 80);

export const moneyAccountSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(MONEY_ACCOUNT_KINDS),
    isDefault: z.boolean(),
    archived: z.boolean(),
  })
  .meta({ id: 'MoneyAccount' });
export type MoneyAccount = z.infer<typeof moneyAccountSchema>;

export const moneyAccountListSchema = z
  .object({ items: z.array(moneyAccountSchema) })
  .meta({ id: 'MoneyAccountList' });

/** `POST /api/settings/accounts`. */
export const createMoneyAccountSchema = z
  .object({
    name: nameSchema,
    kind: z.enum(MONEY_ACCOUNT_KINDS, { error: 'An account is a bank or a cash account' }),
    isDefault: z.boolean().default(false),
  })
  .strict()
  .meta({ id: 'CreateMoneyAccount' });
export type CreateMoneyAccount = z.infer<typeof createMoneyAccountSchema>;

/** `PATCH /api/settings/accounts/{id}`. Making an account the default takes it from the other. */
export const moneyAccountPatchSchema = z
  .object({
    name: nameSchema.optional(),
    isDefault: z.literal(true, { error: 'Make another account the default instead' }).optional(),
    archived: z.boolean().optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Give at least one field to change')
  .meta({ id: 'MoneyAccountPatch' });
export type MoneyAccountPatch = z.infer<typeof moneyAccountPatchSchema>;

/** Why an account change is refused (409), or null: the default stays one and stays open. */
export function moneyAccountChangeProblem(
  account: Pick<MoneyAccount, 'isDefault' | 'archived'>,
  patch: MoneyAccountPatch,
): string | null {
  const willBeDefault = patch.isDefault ?? account.isDefault;
  const willBeArchived = patch.archived ?? account.archived;
  if (willBeDefault && willBeArchived)
    return 'The default account cannot be archived: make another account the default first.';
  return null;
}

/**
 * Who may list the accounts: the company department's readers (they are settings), and finance's
 * (a payment or a refund names one).
 */
export function decideListMoneyAccounts(access: Access): PolicyDecision {
  const asSettings = decideByAccess(access, 'company.read');
  return asSettings.allowed
    ? asSettings
    : firstRefusal(() => decideByAccess(access, 'finance.read'));
}
