import type { PlanView, Subscription } from '@kira/core/plans-api';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { limitLines, priceText, usageLines } from './plan-wording.ts';

const AVAILABILITY = {
  included: { mark: '✓', note: '' },
  'not-included': { mark: '–', note: ' (not in this plan)' },
  later: { mark: '…', note: ' (coming later)' },
} as const;

interface PlanCardProps {
  plan: PlanView;
  /** The company's subscription when this is its plan. */
  current: Subscription | null;
  /** The button an administrator gets ("Choose", "Cancel plan"), or null. */
  action: { label: string; onClick: () => void } | null;
}

/** One plan: price, limits, features; the company's use of it when it is the current one. */
export function PlanCard({ plan, current, action }: PlanCardProps) {
  const headingId = `plan-${plan.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
      style={current ? { borderColor: 'var(--mantine-color-lagoon-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h3" c="lagoon.8" id={headingId}>
            {plan.name}
          </Title>
          {current ? <Badge color="lagoon">Your plan</Badge> : null}
        </Group>
        <Text>
          <Text span fw={700} size="xl">
            {priceText(plan.monthlyPriceSgd)}
          </Text>{' '}
          a month per company
        </Text>
        <Text size="sm" c="ink.7">
          {plan.summary}
        </Text>
        <List size="sm" spacing={4}>
          {limitLines(plan.limits).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {current ? (
          <Stack gap={2} data-testid="plan-usage">
            <Text size="sm" fw={600}>
              Used now
            </Text>
            {usageLines(current).map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Stack>
        ) : null}
        <List size="sm" spacing={4} listStyleType="none">
          {plan.features.map((feature) => {
            const { mark, note } = AVAILABILITY[feature.availability];
            return (
              <List.Item
                key={feature.name}
                c={feature.availability === 'included' ? undefined : 'ink.6'}
              >
                <span aria-hidden="true">{mark} </span>
                {feature.name}
                {note}
              </List.Item>
            );
          })}
        </List>
        {action ? (
          <Button
            mt="auto"
            variant={current ? 'default' : 'filled'}
            onClick={action.onClick}
            aria-label={`${action.label}: ${plan.name}`}
          >
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
