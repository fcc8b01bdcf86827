import { Button, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CheckIcon } from './check-icon.tsx';
import { LandingSection } from './landing-section.tsx';

const plans = [
  { name: 'Free', text: 'For getting started: send your first quotations and invoices.' },
  { name: 'Team', text: 'For a growing team that shares the paperwork across departments.' },
  { name: 'Business', text: 'For established companies with more documents and more people.' },
];

const promises = [
  {
    title: 'One price for the whole company',
    text: 'All users of a company share one price. Invite your bookkeeper, sales staff and partners without paying per seat.',
  },
  {
    title: 'Cancel anytime',
    text: 'No lock-in contract. Cancel a paid plan whenever you like; it runs to the end of the period already paid.',
  },
];

/** The plans promise: one price per company, cancellable anytime. */
export function PricingPromiseSection() {
  return (
    <LandingSection
      id="plans"
      tinted
      eyebrow="Plans"
      title="Simple plans, no per-seat surprises"
      lead="Choose Free, Team or Business. Whichever you choose, the price is for your company, not for each person in it."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mb="xl">
        {promises.map(({ title, text }) => (
          <Group key={title} align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={36} radius="xl">
              <CheckIcon size={18} />
            </ThemeIcon>
            <div>
              <Title order={3} size="h4" mb={4}>
                {title}
              </Title>
              <Text c="ink.7">{text}</Text>
            </div>
          </Group>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {plans.map(({ name, text }) => (
          <Card key={name} withBorder radius="md" padding="lg">
            <Title order={3} size="h3" c="lagoon.8" mb={6}>
              {name}
            </Title>
            <Text size="sm" c="ink.7">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Button component={Link} to="/subscriptionselection/" variant="light" mt="xl" size="md">
        Compare the plans
      </Button>
    </LandingSection>
  );
}
