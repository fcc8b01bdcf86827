import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSubscription } from '../api/get-subscription.ts';
import { daysLeftText } from './plan-wording.ts';

/**
 * Told to administrators on every screen of work from three days before a trial ends: then
 * the company falls to Free unless they choose a plan.
 */
export function TrialNotice({ administrator }: { administrator: boolean }) {
  const { data } = useSubscription({ enabled: administrator });
  if (!administrator || !data?.trial?.endsSoon) return null;
  return (
    <Alert color="yellow" variant="light" role="status" m="sm" data-testid="trial-notice">
      <Text size="sm" c="#6b4100">
        Your trial of Business ends soon ({daysLeftText(data.trial.daysLeft)}). The company then
        moves to the Free plan unless you choose one.{' '}
        <Anchor component={Link} to="/subscriptionselection/" c="#6b4100" fw={600}>
          See the plans
        </Anchor>
      </Text>
    </Alert>
  );
}
