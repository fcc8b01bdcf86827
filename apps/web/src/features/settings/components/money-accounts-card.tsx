import type { MoneyAccount } from '@kira/core/money-accounts';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import {
  useCreateMoneyAccount,
  useMoneyAccounts,
  useUpdateMoneyAccount,
} from '../../../lib/api/money-in/money-accounts.ts';

/**
 * The company's bank and cash accounts, where payments go in and refunds come out: add one,
 * rename, make the default, archive (never the default). The bank details printed on invoices
 * are the form above, not these.
 */
export function MoneyAccountsCard({ canWrite }: { canWrite: boolean }) {
  const accounts = useMoneyAccounts();
  const update = useUpdateMoneyAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const change = (id: string, patch: Parameters<typeof update.mutate>[0]['patch']) => {
    setFailure(null);
    update.mutate(
      { id, patch },
      { onError: (cause) => setFailure(errorText(cause, 'Could not change it')) },
    );
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="money-accounts-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="money-accounts-title">
          Bank and cash accounts
        </Title>
        <Text size="sm" c="dimmed">
          Where a payment goes in and a refund comes out. New payments go to the default unless
          another is chosen.
        </Text>
        <Table aria-label="Bank and cash accounts" verticalSpacing={4}>
          <Table.Tbody>
            {(accounts.data ?? []).map((account) => (
              <AccountRow key={account.id} account={account} canWrite={canWrite} change={change} />
            ))}
          </Table.Tbody>
        </Table>
        {failure ? <StatusAlert kind="error">{failure}</StatusAlert> : null}
        {canWrite ? <NewAccountForm /> : null}
      </Stack>
    </Paper>
  );
}

function AccountRow({
  account,
  canWrite,
  change,
}: {
  account: MoneyAccount;
  canWrite: boolean;
  change: (id: string, patch: { name?: string; isDefault?: true; archived?: boolean }) => void;
}) {
  const [name, setName] = useState(account.name);
  return (
    <Table.Tr data-testid={`account-${account.id}`}>
      <Table.Td>
        {canWrite ? (
          <TextInput
            size="xs"
            aria-label={`Name of ${account.name}`}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onBlur={() => name.trim() !== account.name && change(account.id, { name })}
          />
        ) : (
          account.name
        )}
      </Table.Td>
      <Table.Td>{account.kind === 'cash' ? 'Cash' : 'Bank'}</Table.Td>
      <Table.Td>
        {account.isDefault ? <Badge variant="light">Default</Badge> : null}
        {account.archived ? (
          <Badge variant="light" color="gray">
            Archived
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td ta="right">
        {canWrite && !account.isDefault ? (
          <Group gap={4} justify="flex-end">
            {account.archived ? null : (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => change(account.id, { isDefault: true })}
              >
                Make default
              </Button>
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => change(account.id, { archived: !account.archived })}
            >
              {account.archived ? 'Reopen' : 'Archive'}
            </Button>
          </Group>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

function NewAccountForm() {
  const create = useCreateMoneyAccount();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'bank' | 'cash'>('bank');
  const [failure, setFailure] = useState<string | null>(null);
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    create.mutate(
      { name: name.trim(), kind, isDefault: false },
      {
        onSuccess: () => setName(''),
        onError: (cause) => setFailure(errorText(cause, 'Could not add the account')),
      },
    );
  }
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group align="flex-end" gap="xs">
        <TextInput
          label="New account"
          placeholder="e.g. OCBC current"
          value={name}
          error={failure}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <NativeSelect
          label="Kind"
          data={[
            { value: 'bank', label: 'Bank' },
            { value: 'cash', label: 'Cash' },
          ]}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as 'bank' | 'cash')}
        />
        <Button type="submit" variant="light" loading={create.isPending}>
          Add account
        </Button>
      </Group>
    </form>
  );
}
