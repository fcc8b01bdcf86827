import {
  type AccessLevels,
  PLAN_IDS,
  type PlanId,
  toAccessLevels,
  toAccessList,
} from '@kira/core/claims';
import type { DeveloperUser } from '@kira/core/developer-api';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AccessLevelFields } from '../../../components/access-level-fields.tsx';
import { planLabel } from '../../../components/plan-label.ts';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { setUserClaims } from '../api/developer-queries.ts';

interface SetClaimsModalProps {
  user: DeveloperUser;
  onClose: () => void;
}

/**
 * A developer sets a user's claims through `POST /api/claims` (its rules: a developer may set
 * anyone's, in any company, the developer flag and the subscription included). The company is
 * the user's active one unless another tenant id is typed.
 */
export function SetClaimsModal({ user, onClose }: SetClaimsModalProps) {
  const [tenantId, setTenantId] = useState(user.tenantId);
  const [levels, setLevels] = useState<AccessLevels>(() => toAccessLevels(user.accessLevel));
  const [isDeveloper, setIsDeveloper] = useState(user.isDeveloper);
  const [subscription, setSubscription] = useState<PlanId>(user.companyPlan);
  const queries = useQueryClient();
  const mutation = useMutation({
    mutationFn: () =>
      setUserClaims({
        userUid: user.userUid,
        tenantId: tenantId.trim(),
        accessLevel: toAccessList(levels),
        subscription,
        isDeveloper,
      }),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['developer'] }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    mutation.mutate(undefined, { onSuccess: onClose });
  }

  return (
    <Modal opened onClose={onClose} title={`Claims of ${user.name}`} size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          {mutation.isError ? (
            <StatusAlert kind="error">
              {errorText(mutation.error, 'Could not set the claims')}
            </StatusAlert>
          ) : null}
          <TextInput
            label="Company (tenant id)"
            description="Setting claims makes this the user's active company."
            required
            value={tenantId}
            onChange={(event) => setTenantId(event.currentTarget.value)}
          />
          <AccessLevelFields name="claims-level" value={levels} onChange={setLevels} />
          <NativeSelect
            label="Subscription"
            description="The company's plan: choosing another one changes the company's plan."
            data={PLAN_IDS.map((plan) => ({ value: plan, label: planLabel(plan) }))}
            value={subscription}
            onChange={(event) => setSubscription(event.currentTarget.value as PlanId)}
          />
          <Checkbox
            label="Developer"
            checked={isDeveloper}
            onChange={(event) => setIsDeveloper(event.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Set claims
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
