import type { PlanView, Subscription } from '@kira/core/plans-api';
import { SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { PageShell } from '../../../components/page-shell.tsx';
import { planLabel } from '../../../components/plan-label.ts';
import { QueryStatus } from '../../../components/query-status.tsx';
import { useSubscription } from '../api/get-subscription.ts';
import { usePlans } from '../api/list-plans.ts';
import { ChangePlanModal, MSG_NO_PROVIDER } from '../components/change-plan-modal.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { daysLeftText } from '../components/plan-wording.ts';

/** The button an administrator gets on a plan's card. */
function actionFor(plan: PlanView, subscription: Subscription | undefined) {
  if (!subscription?.abilities.manage || subscription.exempt) return null;
  const isCurrent = plan.id === subscription.plan;
  // A trial's Business can be chosen, which keeps it once the trial ends.
  if (isCurrent && !subscription.trial) return plan.id === 'free' ? null : 'Cancel plan';
  return 'Choose';
}

function CurrentPlanLine({ subscription }: { subscription: Subscription }) {
  if (subscription.exempt)
    return <Text mb="md">The demo company is on the Free plan and is never held back.</Text>;
  return (
    <Text mb="md" data-testid="current-plan">
      Your company is on the <strong>{planLabel(subscription.plan)}</strong> plan
      {subscription.trial
        ? `, a trial: ${daysLeftText(subscription.trial.daysLeft)}. It then moves to Free unless you choose a plan.`
        : '.'}
    </Text>
  );
}

/** /subscriptionselection/: the plans side by side; the company's marked, with its use. */
export function SubscriptionSelectionPage() {
  const plans = usePlans();
  const { data: subscription } = useSubscription();
  const [chosen, setChosen] = useState<{ plan: PlanView; cancelling: boolean } | null>(null);
  const freePlan = plans.data?.find((plan) => plan.id === 'free');
  return (
    <PageShell
      size="lg"
      title="Choose a plan"
      lead="Three plans, each with one price per company however many users you have, and each cancellable anytime."
    >
      {subscription ? <CurrentPlanLine subscription={subscription} /> : null}
      {subscription?.abilities.manage && !subscription.exempt ? (
        <Text size="sm" mb="md">
          {MSG_NO_PROVIDER}
        </Text>
      ) : null}
      <QueryStatus query={plans} failureText="Could not load the plans" />
      {plans.data ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb="xl">
          {plans.data.map((plan) => {
            const label = actionFor(plan, subscription);
            const cancelling = label === 'Cancel plan';
            const target = cancelling ? freePlan : plan;
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={subscription?.plan === plan.id ? subscription : null}
                action={
                  label && target
                    ? { label, onClick: () => setChosen({ plan: target, cancelling }) }
                    : null
                }
              />
            );
          })}
        </SimpleGrid>
      ) : null}
      <Text mb="lg" maw={720}>
        Every plan is priced per company, not per person, in Singapore dollars. A new company tries
        Business free for 30 days. There is no lock-in: change or cancel a plan whenever you like.
        Moving to a smaller plan keeps everything you have; only new use beyond its limits is
        refused.
      </Text>
      <ChangePlanModal
        plan={chosen?.plan ?? null}
        cancelling={chosen?.cancelling ?? false}
        onClose={() => setChosen(null)}
      />
    </PageShell>
  );
}
