import type { DeveloperCompany } from '@kira/core/developer-api';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { planLabel } from '../../../components/plan-label.ts';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { answerOf, api } from '../../../lib/api/client.ts';

type Limit = number | null;

/**
 * A developer raises a company's limits above its plan's (`PUT
 * /api/developer/companies/{tenantId}/limits`); a field left empty keeps the plan's own.
 */
export function RaiseLimitsModal({
  company,
  onClose,
}: {
  company: DeveloperCompany;
  onClose: () => void;
}) {
  const [users, setUsers] = useState<Limit>(company.overrides.users ?? null);
  const [documents, setDocuments] = useState<Limit>(company.overrides.documentsPerMonth ?? null);
  const [storage, setStorage] = useState<Limit>(company.overrides.storageMb ?? null);
  const queries = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      answerOf(
        api.PUT('/api/developer/companies/{tenantId}/limits', {
          params: { path: { tenantId: company.tenantId } },
          body: { users, documentsPerMonth: documents, storageMb: storage },
        }),
        "Could not change the company's limits",
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['developer', 'companies'] }),
  });
  const field = (value: string | number) => (typeof value === 'number' ? value : null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(undefined, { onSuccess: onClose });
  }

  return (
    <Modal opened onClose={onClose} title={`Limits of ${company.name}`}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            On the {planLabel(company.plan)} plan. Leave a field empty for the plan's own limit.
          </Text>
          {save.isError ? (
            <StatusAlert kind="error">
              {errorText(save.error, "Could not change the company's limits")}
            </StatusAlert>
          ) : null}
          <NumberInput
            label="Users"
            min={1}
            max={100_000}
            allowDecimal={false}
            value={users ?? ''}
            onChange={(value) => setUsers(field(value))}
          />
          <NumberInput
            label="Documents issued a month"
            min={1}
            max={10_000_000}
            allowDecimal={false}
            value={documents ?? ''}
            onChange={(value) => setDocuments(field(value))}
          />
          <NumberInput
            label="Attachments' storage (MB)"
            min={1}
            max={1_048_576}
            allowDecimal={false}
            value={storage ?? ''}
            onChange={(value) => setStorage(field(value))}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save limits
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
