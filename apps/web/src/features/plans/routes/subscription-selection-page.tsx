import { Card, List, SimpleGrid, Text, Title } from '@mantine/core';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/page-shell.tsx';

const plans = [
  {
    name: 'Free',
    forWhom: 'For a new business sending its first documents.',
    points: [
      'Quotations, invoices and receipts',
      'Contact book and product list',
      'Your whole team included',
    ],
  },
  {
    name: 'Team',
    forWhom: 'For a growing team that shares the paperwork.',
    points: [
      'Everything in Free, with higher limits',
      'Access levels per department',
      'Your whole team included',
    ],
  },
  {
    name: 'Business',
    forWhom: 'For established companies with more volume.',
    points: [
      'Everything in Team, with the highest limits',
      'Features for larger companies',
      'Your whole team included',
    ],
  },
];

/** /subscriptionselection/: the plans, described honestly; choosing one comes later. */
export function SubscriptionSelectionPage() {
  return (
    <PageShell
      size="lg"
      title="Choose a plan"
      lead="Three plans, each with one price per company however many users you have, and each cancellable anytime."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb="xl">
        {plans.map(({ name, forWhom, points }) => (
          <Card key={name} withBorder radius="md" padding="lg">
            <Title order={2} size="h3" c="lagoon.8">
              {name}
            </Title>
            <Text size="sm" c="ink.7" mt={4} mb="md">
              {forWhom}
            </Text>
            <List size="sm" spacing={6}>
              {points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
      <Text mb="lg" maw={720}>
        Every plan is priced per company, not per person: add your bookkeeper, sales staff and
        partners at no extra cost. There is no lock-in: cancel a paid plan whenever you like and it
        runs to the end of the period already paid. New companies start on Free.
      </Text>
      <ComingSoon title="Plan selection is coming">
        Prices, the exact limits of each plan and choosing a plan arrive in a later release. Until
        then every company is on the Free plan.
      </ComingSoon>
    </PageShell>
  );
}
