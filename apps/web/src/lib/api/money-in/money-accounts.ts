import type {
  CreateMoneyAccount,
  MoneyAccount,
  MoneyAccountPatch,
} from '@kira/core/money-accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthContext } from '../../auth/auth-context.tsx';
import { answerOf, api } from '../client.ts';

const accountKeys = (tenantId: string | undefined) => ['money-accounts', tenantId] as const;

/** `GET /api/settings/accounts`: the company's bank and cash accounts, the default first. */
export function useMoneyAccounts(enabled = true) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: accountKeys(customClaims?.tenantId),
    queryFn: async (): Promise<MoneyAccount[]> =>
      (await answerOf(api.GET('/api/settings/accounts'), 'Could not load the accounts')).items,
    enabled,
  });
}

function useAccountsChanged() {
  const client = useQueryClient();
  const { customClaims } = useAuthContext();
  return () => client.invalidateQueries({ queryKey: accountKeys(customClaims?.tenantId) });
}

/** `POST /api/settings/accounts`. */
export function useCreateMoneyAccount() {
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: (body: CreateMoneyAccount) =>
      answerOf(api.POST('/api/settings/accounts', { body }), 'Could not add the account'),
    onSuccess: changed,
  });
}

/** `PATCH /api/settings/accounts/{id}`. */
export function useUpdateMoneyAccount() {
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: MoneyAccountPatch }) =>
      answerOf(
        api.PATCH('/api/settings/accounts/{id}', { params: { path: { id } }, body: patch }),
        'Could not change the account',
      ),
    onSuccess: changed,
  });
}
