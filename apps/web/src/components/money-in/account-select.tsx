import { NativeSelect } from '@mantine/core';
import { useMoneyAccounts } from '../../lib/api/money-in/money-accounts.ts';

interface AccountSelectProps {
  /** The account chosen; '' for the company's default. */
  value: string;
  onChange: (accountId: string) => void;
  error?: string | undefined;
  label?: string;
}

/**
 * The bank or cash account money went into (or came out of): the company's open accounts, the
 * default first and named so; an archived one only when it is the one already chosen.
 */
export function AccountSelect({ value, onChange, error, label = 'Account' }: AccountSelectProps) {
  const accounts = useMoneyAccounts();
  const shown = (accounts.data ?? []).filter(
    (account) => !account.archived || account.id === value,
  );
  const fallback = shown.find((account) => account.isDefault);
  return (
    <NativeSelect
      label={label}
      data={[
        { value: '', label: fallback ? `Default (${fallback.name})` : 'The default account' },
        ...shown.map((account) => ({
          value: account.id,
          label: `${account.name}${account.kind === 'cash' ? ' (cash)' : ''}`,
        })),
      ]}
      value={value}
      error={error ?? (accounts.isError ? 'Could not load the accounts' : undefined)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
