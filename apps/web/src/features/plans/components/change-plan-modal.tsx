import type { PlanView } from '@kira/core/plans-api';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { useChangePlan } from '../api/change-plan.ts';

export const MSG_NO_PROVIDER = 'No payment provider is configured: the plan changes at once.';

interface ChangePlanModalProps {
  /** The plan to move to, or null when the dialog is closed. */
  plan: PlanView | null;
  cancelling: boolean;
  onClose: () => void;
}

/** Asks before the company moves to another plan, then moves it. */
export function ChangePlanModal({ plan, cancelling, onClose }: ChangePlanModalProps) {
  const mutation = useChangePlan();
  const close = () => {
    mutation.reset();
    onClose();
  };
  const title = cancelling ? 'Cancel your plan?' : `Choose the ${plan?.name ?? ''} plan?`;
  return (
    <Modal opened={plan !== null} onClose={close} title={title} centered>
      {plan ? (
        <Stack gap="md">
          <Text size="sm">
            {cancelling
              ? 'The company moves to the Free plan. Everything it has stays; only new use beyond the Free plan’s limits is refused.'
              : `The company moves to the ${plan.name} plan. Everything it has stays; only new use beyond its limits is refused.`}
          </Text>
          <Text size="sm" fw={600}>
            {MSG_NO_PROVIDER}
          </Text>
          {mutation.isError ? (
            <StatusAlert kind="error">
              {errorText(mutation.error, 'Could not change the plan')}
            </StatusAlert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              Keep the current plan
            </Button>
            <Button
              loading={mutation.isPending}
              onClick={() => mutation.mutate(plan.id, { onSuccess: close })}
            >
              {cancelling ? 'Cancel plan' : `Choose ${plan.name}`}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
